import type { StoryObj } from '@storybook/react-vite';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { userEvent, waitFor, within } from 'storybook/test';
import { i18next } from '../../renderer/i18n.ts';
import { forgetSession } from '../../renderer/wizard/session-id.ts';
import { Wizard } from '../../renderer/wizard/wizard.tsx';
import { START_REGION } from './fake-session.ts';
import { replayApi } from './mock-api.ts';
import { project } from './project.ts';
import { widgetApi } from './widget-api.ts';
import { REPLAY_FAILURE_ATTRIBUTE, REPLAY_OUTCOME_ATTRIBUTE, type Replay } from './replay.ts';

// A step is a request and a render: seconds only on a loaded machine, yet far from a hang.
const STEP_TIMEOUT = 5_000;

/** The address the wizard is at: a MemoryRouter has no address bar to look at. */
function Address() {
  const { pathname } = useLocation();
  return (
    <p>
      Address: <output aria-label="Address">{decodeURI(pathname)}</output>
    </p>
  );
}

function ReplayCanvas({ replay }: { readonly replay: Replay }) {
  return (
    <MemoryRouter initialEntries={[replay.basePath]}>
      <Routes>
        <Route
          path={`${replay.basePath}/*`}
          element={
            <>
              <Wizard flowId={replay.flowId} basePath={replay.basePath} region={START_REGION} />
              <Address />
            </>
          }
        />
      </Routes>
    </MemoryRouter>
  );
}

/**
 * The real <Wizard> walking `replay.path` against a mocked API (mock-api.ts): the play function
 * checks each step's heading and address, clicks NEXT on the pre-filled form, and expects the
 * flow's end.
 */
export function replayStory(replay: Replay): StoryObj {
  return {
    render: () => <ReplayCanvas replay={replay} />,
    beforeEach({ msw }) {
      // Each run starts a session of its own, never one a story before left in localStorage.
      forgetSession(replay.flowId);
      msw.use(...replayApi(replay), ...widgetApi());
    },
    async play({ canvasElement, step }) {
      canvasElement.setAttribute(REPLAY_OUTCOME_ATTRIBUTE, 'running');
      try {
        await walk(replay, canvasElement, step);
        canvasElement.setAttribute(REPLAY_OUTCOME_ATTRIBUTE, 'passed');
      } catch (error) {
        // The assertion's first line, not testing-library's dump of the whole page, and what the page says.
        const assertion = String(error).split('\n', 1)[0] ?? '';
        // Every field has an error box; only those with something in them say why.
        const shown = [...canvasElement.querySelectorAll('[id$="__error"], [role="alert"]')].filter(
          (node) => node.textContent.trim() !== '',
        );
        const reason = [assertion, ...shown.map((node) => `${node.id || 'alert'}: ${node.textContent}`)].join('\n');
        canvasElement.setAttribute(REPLAY_OUTCOME_ATTRIBUTE, 'failed');
        canvasElement.setAttribute(REPLAY_FAILURE_ATTRIBUTE, reason);
        throw error;
      }
    },
  };
}

// Plain throws rather than storybook/test's expect: waitFor retries a callback until it stops throwing.
function same(what: string, actual: unknown, wanted: unknown): void {
  if (actual !== wanted) throw new Error(`${what}: ${JSON.stringify(actual)}, not ${JSON.stringify(wanted)}`);
}

type RunStep = (label: string, play: () => Promise<void>) => Promise<void> | void;

async function walk(replay: Replay, canvasElement: HTMLElement, step: RunStep): Promise<void> {
  const canvas = within(canvasElement);
  const flow = project.flow(replay.flowId);
  // The address may carry the route's parameters filled in (a creative's id): it must be the step's route.
  const stepAt = (address: string | null) =>
    address?.startsWith(`${replay.basePath}/`) === true
      ? flow.stepOfRoute(address.slice(replay.basePath.length + 1))?.step
      : undefined;
  const waitingFor = (label: string) => ({
    timeout: STEP_TIMEOUT,
    onTimeout: (error: Error) => new Error(`${label}: ${error.message}`, { cause: error }),
  });
  for (const expected of replay.path) {
    const label = `${expected.title} at ${replay.basePath}/${expected.route}`;
    await step(label, async () => {
      await waitFor(() => {
        same('heading', canvas.getByRole('heading', { level: 1 }).textContent, expected.title);
        same('step at the address', stepAt(canvas.getByRole('status', { name: 'Address' }).textContent), expected.step);
      }, waitingFor(label));
      // A step's form shows once its code has loaded (validators and widgets load per step).
      const next = await canvas.findByRole(
        'button',
        { name: i18next.t('wizard.next') },
        waitingFor(`NEXT on ${label}`),
      );
      // A field may hold NEXT until what it asks the server has come (the launching step's checkout).
      await waitFor(
        () => {
          same('NEXT enabled', next.hasAttribute('disabled'), false);
        },
        waitingFor(`NEXT enabled on ${label}`),
      );
      await userEvent.click(next);
      // The form is replaced once the server took the answers: anything else is a refusal to show.
      await waitFor(
        () => {
          same('the step still shown after NEXT', next.isConnected, false);
        },
        waitingFor(`NEXT on ${label}`),
      );
    });
  }
  await step(`the end: ${replay.end}`, async () => {
    await canvas.findByText(i18next.t('wizard.finished'), {}, { timeout: STEP_TIMEOUT });
  });
}

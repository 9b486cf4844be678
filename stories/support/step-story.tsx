import type { Decorator, Meta } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import type { StepForm } from '../../renderer/wizard/step-form.tsx';
import { FAKE_SESSION_ID, stepViewOf } from './fake-session.ts';
import { project } from './project.ts';
import { examplesOf } from './samples.ts';
import { widgetApi } from './widget-api.ts';

/**
 * A step's form as the wizard draws it: the schema (references inlined), uiSchema and title the API
 * answers, filled with the schema's first example, in a session whose widget calls are mocked.
 * NEXT (and any other event) and BACK are logged in the Actions panel.
 */
export function stepStory(
  flowId: string,
  step: string,
): Pick<Meta<typeof StepForm>, 'args' | 'decorators' | 'beforeEach'> {
  const flow = project.flow(flowId);
  const [sample = null] = examplesOf(project, flow, step);
  const view = stepViewOf(flow, { step, flags: {}, saved: sample === null ? {} : { [step]: sample } });
  if (view.meta === null || view.schema === null || view.uiSchema === null) {
    throw new RangeError(`${flowId}: ${step} is not a step`);
  }
  const withHeading: Decorator = (Story) => (
    <main className="wizard">
      <h1>{view.title}</h1>
      <Story />
    </main>
  );
  return {
    args: {
      schema: view.schema,
      schemaRef: view.meta.schemaRef,
      uiSchema: view.uiSchema,
      sessionId: FAKE_SESSION_ID,
      initialData: view.data,
      region: view.region,
      serverErrors: undefined,
      busy: false,
      events: view.meta.events,
      onSubmit: fn(),
      onBack: fn(),
    },
    decorators: [withHeading],
    // Widgets that ask the server (the budget's pricing, the creatives) get the mocked answers.
    beforeEach({ msw }) {
      msw.use(...widgetApi());
    },
  };
}

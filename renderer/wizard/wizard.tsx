import type { Region } from '../../schemas/generated/index.ts';
import type { TFunction } from 'i18next';
import { CircleCheck } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { StepView } from './api.ts';
import { StepActions, type ActionPlacement } from './step-actions.tsx';
import { StepCounter } from './step-counter.tsx';
import { StepForm } from './step-form.tsx';
import { useWizard } from './use-wizard.ts';

// The step's card on the page; on a phone it is the page, edge to edge.
const CARD =
  'mx-auto my-10 max-w-[44rem] rounded-[calc(var(--radius)+4px)] border border-line bg-surface px-10 py-9 shadow-card max-sm:m-0 max-sm:rounded-none max-sm:border-0 max-sm:p-5';

interface WizardProps {
  readonly flowId: string;
  /** Where the flow's routes live in the app, e.g. `/signup`. */
  readonly basePath: string;
  /** The region a new session starts in (the portal's page knows it). */
  readonly region: Region | null;
  /** Each step shown, for the page around the wizard (its title, whether the header shows). */
  readonly onStep?: (view: StepView) => void;
  /** The session to run (a signed-in campaign's); without one, this browser's session of the flow, or a new one. */
  readonly sessionId?: string;
  /** What the finished flow's screen says under its heading: what happens next, and the way on. */
  readonly whenFinished?: ReactNode;
}

/** Any flow, step by step: each screen is its step's schema and uiSchema, rendered by RJSF. */
export function Wizard({ flowId, basePath, region, onStep, sessionId: givenSessionId, whenFinished }: WizardProps) {
  const { t } = useTranslation();
  const { sessionId, view, failure, busy, serverErrors, notice, submit, back } = useWizard(
    flowId,
    basePath,
    region,
    givenSessionId,
  );
  const title = view === null ? null : stepTitle(view, t);

  // The page around the wizard is told the step's title in the user's language too.
  useEffect(() => {
    if (view !== null) onStep?.(title === view.title ? view : { ...view, title });
  }, [onStep, view, title]);

  // NEXT and BACK replace the whole form, and the button that had the focus with it: the new
  // step's heading takes the focus, so a screen reader announces the step and Tab starts at its top.
  const heading = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef<string | null>(null);
  const step = view?.step ?? null;
  useEffect(() => {
    const previous = shownStep.current;
    shownStep.current = step;
    if (previous !== null && step !== null && previous !== step) heading.current?.focus();
  }, [step]);

  if (failure !== null) return <p role="alert">{t('wizard.failure', { reason: failure })}</p>;
  if (view === null) return <p aria-busy="true">{t('wizard.loading')}</p>;
  if (view.meta === null || view.schema === null || view.uiSchema === null) {
    return (
      <main className={`${CARD} text-center`}>
        <CircleCheck className="mx-auto mt-0 mb-4 block text-brand" size={48} aria-hidden="true" />
        {/* Near what happens next. */}
        <h1 ref={heading} tabIndex={-1} className="mbe-3">
          {t('wizard.finished')}
        </h1>
        {whenFinished}
      </main>
    );
  }
  const { uiSchema } = view;
  const actionsAt = (placement: ActionPlacement) =>
    sessionId !== null && (
      <StepActions uiSchema={uiSchema} placement={placement} sessionId={sessionId} awaitsClient={view.awaitsClient} />
    );
  return (
    <main className={CARD}>
      {view.counter !== null && <StepCounter {...view.counter} />}
      <h1 ref={heading} tabIndex={-1}>
        {title}
      </h1>
      {actionsAt('beforeForm')}
      <StepForm
        key={view.step}
        schema={view.schema}
        schemaRef={view.meta.schemaRef}
        uiSchema={view.uiSchema}
        sessionId={sessionId}
        initialData={view.data}
        region={view.region}
        serverErrors={serverErrors}
        notice={notice}
        busy={busy}
        events={view.meta.events}
        onSubmit={submit}
        onBack={view.meta.backDisabled || view.meta.backRoute === null ? null : back}
        nextHidden={view.awaitsClient}
      />
      {view.awaitsClient && <p>{t('summary.clientContinues')}</p>}
      {actionsAt('afterForm')}
    </main>
  );
}

/**
 * The step's title in the user's language: the server sends the English one with the key of
 * locales/<lng>/flows.json it comes from (the meta's `titleKey`), which api.ts does not declare.
 */
function stepTitle(view: StepView, t: TFunction): string | null {
  const titleKey: unknown = view.meta === null ? undefined : (view.meta as { readonly titleKey?: unknown }).titleKey;
  if (typeof titleKey !== 'string') return view.title;
  return t(titleKey, { ns: 'flows', defaultValue: view.title ?? titleKey });
}

import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { StepCounter } from './step-counter.tsx';
import { StepForm } from './step-form.tsx';
import { useWizard } from './use-wizard.ts';

interface WizardProps {
  readonly flowId: string;
  /** Where the flow's routes live in the app, e.g. `/signup`. */
  readonly basePath: string;
}

/** Any flow, step by step: each screen is its step's schema and uiSchema, rendered by RJSF. */
export function Wizard({ flowId, basePath }: WizardProps) {
  const { t } = useTranslation();
  const { sessionId, view, failure, busy, serverErrors, next, back } = useWizard(flowId, basePath);

  useEffect(() => {
    document.title = view?.title == null ? 'adflow' : `adflow | ${view.title}`;
  }, [view?.title]);

  if (failure !== null) return <p role="alert">{t('wizard.failure', { reason: failure })}</p>;
  if (view === null) return <p aria-busy="true">{t('wizard.loading')}</p>;
  if (view.meta === null || view.schema === null || view.uiSchema === null) return <p>{t('wizard.finished')}</p>;
  return (
    <main className="wizard">
      {view.counter !== null && <StepCounter {...view.counter} />}
      <h1>{view.title}</h1>
      <StepForm
        key={view.step}
        schema={view.schema}
        schemaRef={view.meta.schemaRef}
        uiSchema={view.uiSchema}
        sessionId={sessionId}
        initialData={view.data}
        region={view.region}
        serverErrors={serverErrors}
        busy={busy}
        onNext={next}
        onBack={view.meta.backDisabled || view.meta.backRoute === null ? null : back}
      />
    </main>
  );
}

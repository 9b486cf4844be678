import { useTranslation } from 'react-i18next';

/**
 * onboarding-and-launch §2/§3: which section of the sign-up the step belongs to, as words
 * ("Step 2 of 6") and as a bar of one segment per section, the ones done and the current filled.
 */
export function StepCounter({ section, sectionCount }: { readonly section: number; readonly sectionCount: number }) {
  const { t } = useTranslation();
  const words = t('wizard.stepCounter', { section, sectionCount });
  return (
    <div className="mb-5">
      <p className="wizard-counter m-0 mb-2 text-sm font-semibold text-muted">{words}</p>
      {/* The words above say it to a screen reader; the bar is how it looks. */}
      <ol className="m-0 flex list-none gap-1.5 p-0" aria-hidden="true">
        {Array.from({ length: sectionCount }, (_, index) => (
          <li
            key={index}
            className={`h-1.5 flex-1 rounded-full ${index < section ? 'bg-brand' : 'bg-line'}`}
            data-current={index === section - 1 ? '' : undefined}
          />
        ))}
      </ol>
    </div>
  );
}

import { useTranslation } from 'react-i18next';

interface StepCounterProps {
  readonly section: number;
  readonly sectionCount: number;
  /** What the path's sections are called (flows.json keys), when the flow names them. */
  readonly sectionTitleKeys?: readonly string[];
}

/**
 * onboarding-and-launch §2/§3: which section of the sign-up the step belongs to, as words
 * ("Step 2 of 6: Goal") and as a stepper of one segment per section, the ones done and the current
 * filled, each named under it where the screen is wide enough (issue 23).
 */
export function StepCounter({ section, sectionCount, sectionTitleKeys }: StepCounterProps) {
  const { t } = useTranslation();
  const names = sectionTitleKeys?.map((key) => t(key, { ns: 'flows' }));
  const name = names?.[section - 1];
  const words =
    name === undefined
      ? t('wizard.stepCounter', { section, sectionCount })
      : t('wizard.stepCounterNamed', { section, sectionCount, name });
  return (
    <div className="mb-5">
      <p className="wizard-counter m-0 mb-2 text-sm font-semibold text-muted">{words}</p>
      {/* The words above say it to a screen reader; the stepper is how it looks. */}
      <ol className="m-0 flex list-none gap-1.5 p-0" aria-hidden="true">
        {Array.from({ length: sectionCount }, (_, index) => (
          <li
            key={index}
            className="flex min-w-0 flex-1 flex-col gap-1.5"
            data-current={index === section - 1 ? '' : undefined}
          >
            <span className={`h-1.5 rounded-full ${index < section ? 'bg-brand' : 'bg-line'}`} />
            {names !== undefined && (
              <span
                className={`text-xs leading-tight break-words max-sm:hidden ${
                  index === section - 1 ? 'font-semibold text-link' : 'text-muted'
                }`}
              >
                {names[index]}
              </span>
            )}
          </li>
        ))}
      </ol>
    </div>
  );
}

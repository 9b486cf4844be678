import { useTranslation } from 'react-i18next';

/** onboarding-and-launch §2/§3: which section of the sign-up the step belongs to. */
export function StepCounter({ section, sectionCount }: { readonly section: number; readonly sectionCount: number }) {
  const { t } = useTranslation();
  return <p className="wizard-counter">{t('wizard.stepCounter', { section, sectionCount })}</p>;
}

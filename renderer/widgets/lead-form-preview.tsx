import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { Choice } from './shared/schema-reading.ts';

interface LeadFormPreviewProps {
  readonly form: Readonly<Record<string, unknown>>;
  /** The choices of a list property (formFields, dataUseConsents), from the schema. */
  readonly choicesOf: (property: string) => Choice[];
  readonly privacyPolicyUrl: unknown;
  readonly label: string;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const chosen = (choices: Choice[], value: unknown) =>
  choices.filter((choice) => Array.isArray(value) && value.includes(choice.value));

/** The lead form as a lead will see it, as it is being written: the form, then its completion screen. */
export function LeadFormPreview({ form, choicesOf, privacyPolicyUrl, label }: LeadFormPreviewProps) {
  const { t } = useTranslation('widgets');
  const policy = text(privacyPolicyUrl);
  return (
    <section aria-label={label} className="rounded-card border border-dashed border-line p-4 text-[0.9rem]">
      <h2>{text(form.formTitle) || t('leadForm.untitled')}</h2>
      <p>{text(form.formDescription)}</p>
      <ul aria-label={t('leadForm.previewFields')}>
        {chosen(choicesOf('formFields'), form.formFields).map((field) => (
          <li key={String(field.value)}>{choiceText(field, t)}</li>
        ))}
      </ul>
      <ul aria-label={t('leadForm.previewConsents')}>
        {chosen(choicesOf('dataUseConsents'), form.dataUseConsents).map((consent) => (
          <li key={String(consent.value)}>{choiceText(consent, t)}</li>
        ))}
      </ul>
      <p>
        {/^https?:\/\/\S+$/.test(policy) ? (
          <a href={policy} target="_blank" rel="noopener noreferrer">
            {t('leadForm.privacyPolicy')}
          </a>
        ) : (
          t('leadForm.noPrivacyPolicy')
        )}
      </p>
      <h3>{text(form.completionTitle) || t('leadForm.untitledCompletion')}</h3>
      <p>{text(form.completionDescription)}</p>
    </section>
  );
}

/** A choice in words: the locale's, else the schema's title ("contact regarding services"). */
export function choiceText(choice: Choice, t: TFunction<'widgets'>): string {
  return t(`leadForm.choices.${choice.title}`, { defaultValue: choice.title });
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormFooter, TextField } from '../../ui/form-fields.tsx';
import { DateField } from '../../ui/date-field.tsx';
import { parseAmount } from '../money/money-format.ts';
import { useSchemaForm } from '../../ui/use-schema-form.ts';
import { createBrief, proposePlan, type Brief, type PlanInput } from './briefs-api.ts';
import { BRIEF_FORM } from './brief-styles.ts';

/** A new brief: its title and what the campaign should achieve (decision 181). */
export function NewBriefForm({
  profileId,
  onCreated,
}: {
  readonly profileId: number;
  readonly onCreated: (brief: Brief) => void;
}) {
  const { t } = useTranslation('briefs');
  const form = useSchemaForm('api/brief-create.schema.json', { title: '', description: '' });
  const onSubmit = form.handleSubmit<{ title: string; description: string }>({
    body: (values) => ({ title: values.title.trim(), description: values.description.trim() }),
    send: async (body) => {
      onCreated(await createBrief(profileId, body.title, body.description));
    },
  });
  return (
    <form noValidate onSubmit={onSubmit} className={BRIEF_FORM} aria-labelledby="new-brief-title">
      <h2 id="new-brief-title">{t('create.title')}</h2>
      <TextField form={form} name="title" label={t('create.name')} maxLength={120} />
      <TextField form={form} name="description" label={t('create.description')} maxLength={2000} />
      <FormFooter form={form} submit={t('create.submit')} />
    </form>
  );
}

// Minor units of a typed amount: INR and GBP have two decimals. Text that is no amount goes to
// the schema as it is, whose type rule flags the field.
const minorOf = (text: string): number => {
  const major = parseAmount(text);
  return major === null ? (text as unknown as number) : Math.round(major * 100);
};

/**
 * A plan for the brief, or an edit of the one awaiting a decision (AP §2 brief plan): the
 * campaign's name, budget, currency, first and last day, and notes for the approver.
 */
export function PlanForm({
  brief,
  profileId,
  onProposed,
}: {
  readonly brief: Brief;
  readonly profileId: number;
  readonly onProposed: (brief: Brief) => void;
}) {
  const { t } = useTranslation('briefs');
  const latest = brief.versions[0];
  // The last day's calendar starts at the first day picked.
  const [startDate, setStartDate] = useState(latest?.startDate ?? '');
  const form = useSchemaForm(
    'api/brief-version-create.schema.json',
    {
      campaignName: latest?.campaignName ?? '',
      budgetMinor: latest === undefined ? '' : (latest.budgetMinor / 100).toFixed(2),
      currencyCode: latest?.currencyCode ?? 'INR',
      startDate: latest?.startDate ?? '',
      endDate: latest?.endDate ?? '',
      notes: '',
    },
    { ruleMessages: { budgetMinor: t('plan.budgetRule') } },
  );
  const onSubmit = form.handleSubmit<PlanInput>({
    body: (values) => ({
      ...values,
      campaignName: values.campaignName.trim(),
      budgetMinor: minorOf(values.budgetMinor),
    }),
    send: async (body) => {
      onProposed(await proposePlan(profileId, brief.id, body));
    },
  });
  return (
    <form noValidate onSubmit={onSubmit} className={BRIEF_FORM} aria-labelledby="plan-form-title">
      <h2 id="plan-form-title">{t(latest === undefined ? 'plan.titleFirst' : 'plan.titleEdit')}</h2>
      <TextField form={form} name="campaignName" label={t('plan.campaignName')} maxLength={120} />
      <TextField form={form} name="budgetMinor" label={t('plan.budget')} inputMode="decimal" autoComplete="off" />
      <div className="account-field">
        <label htmlFor={form.idOf('currencyCode')}>{t('plan.currency')}</label>
        <select id={form.idOf('currencyCode')} {...form.register('currencyCode')}>
          <option value="INR">INR</option>
          <option value="GBP">GBP</option>
        </select>
      </div>
      <DateField form={form} name="startDate" label={t('plan.startDate')} onPicked={setStartDate} />
      <DateField form={form} name="endDate" label={t('plan.endDate')} min={startDate} />
      <TextField form={form} name="notes" label={t('plan.notes')} maxLength={2000} />
      <FormFooter form={form} submit={t('plan.submit')} />
    </form>
  );
}

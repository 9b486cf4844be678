import { useQuery } from '@tanstack/react-query';
import { useId, useState, type SyntheticEvent } from 'react';
import { PLAIN_FORM } from '../../ui/plain-form.ts';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams } from 'react-router';
import { endDateOfRun, lastDayOfRun, runDays } from '../../../engine/index.ts';
import { usePageTitle } from '../../shell/page-title.ts';
import { ApiError } from '../../session/api-error.ts';
import { fetchCampaignEdit, submitCampaignEdit, type CampaignEdit, type CampaignEditView } from './edit-api.ts';
import { TrackingForm } from './tracking-form.tsx';
import { LoadFailed, Loading, reloadOf } from '../money/load-states.tsx';
import { useMoneyFormat } from '../money/use-money-format.ts';
import { useAppData } from '../shell/app-data.ts';
import { PAGE_NOTICE } from '../../ui/account-layout.ts';
import { DateInput } from '../../ui/date-input.tsx';

const NUMERIC_ID = /^[1-9][0-9]{0,9}$/;
/** OL §3 ad statuses: new 1 is a draft. */
const AD_STATUS_NEW = 1;

/**
 * /app/{businessProfileId}/editCampaign/{campaignId} (AP §2, no footer): a submitted campaign's
 * budget, ad copy and (where the portal allows, AP §3) schedule, published within 2 working days
 * (AP §9). A draft goes to its campaign flow instead; a non-numeric id to the fallback route.
 */
export function Component() {
  const { campaignId = '' } = useParams();
  const { profile } = useAppData();
  if (!NUMERIC_ID.test(campaignId)) return <Navigate to={`/app/${String(profile.id)}/dashboard`} replace />;
  return <EditCampaign profileId={profile.id} campaignId={Number(campaignId)} />;
}

function EditCampaign({ profileId, campaignId }: { readonly profileId: number; readonly campaignId: number }) {
  const { t } = useTranslation('editCampaign');
  usePageTitle(t('title'));

  const view = useQuery({
    queryKey: ['campaignEdit', profileId, campaignId],
    queryFn: () => fetchCampaignEdit(profileId, campaignId),
  });
  if (view.isPending) return <Loading />;
  if (view.isError) {
    // AP §8: a campaign that cannot be loaded sends the user to the fallback route.
    if (view.error instanceof ApiError && view.error.status === 404)
      return <Navigate to={`/app/${String(profileId)}/dashboard`} replace />;
    return <LoadFailed error={view.error} onRetry={reloadOf(view)} />;
  }
  const { campaign } = view.data;
  if (campaign.adStatus === AD_STATUS_NEW) {
    return <Navigate to={`/app/${String(profileId)}/campaign/${String(campaignId)}`} replace />;
  }
  return (
    <main className="app-page edit-campaign-page">
      <h1>{t('heading', { name: campaign.name })}</h1>
      <p>
        <Link to={`/app/${String(profileId)}/dashboard`}>{t('backToDashboard')}</Link>
      </p>
      <EditForm profileId={profileId} view={view.data} />
      <TrackingForm profileId={profileId} campaign={campaign} />
    </main>
  );
}

interface FormValues {
  dailyBudget: string;
  schedulingMode: number;
  startDate: string;
  lastDay: string;
  primaryText: string;
  headline: string;
  description: string;
}

/** The published values with the pending edit over them: the page shows the campaign as it will be. */
function initialValues({ values, pendingEdit }: CampaignEditView): FormValues {
  const pending = pendingEdit?.changes ?? {};
  const adCopy = { ...values.adCopy, ...pending.adCopy };
  return {
    dailyBudget: String(pending.budgetMinor === undefined ? values.dailyBudget : pending.budgetMinor / 100),
    schedulingMode: pending.schedulingMode ?? values.schedulingMode,
    startDate: pending.startDate ?? values.startDate,
    // The campaign keeps the day after its last day; the page shows and takes the last day (decision 410).
    lastDay: lastDayOfRun(pending.endDate ?? values.endDate),
    primaryText: adCopy.primaryText ?? '',
    headline: adCopy.headline ?? '',
    description: adCopy.description ?? '',
  };
}

function editOf(form: FormValues, scheduleEditEnabled: boolean): CampaignEdit {
  const adCopy = Object.fromEntries(
    (['primaryText', 'headline', 'description'] as const)
      .map((key) => [key, form[key].trim()] as const)
      .filter(([, value]) => value !== ''),
  );
  return {
    dailyBudget: Number(form.dailyBudget),
    ...(Object.keys(adCopy).length > 0 && { adCopy }),
    // Decision 162: schedule fields are not sent at all where the portal does not allow them.
    ...(scheduleEditEnabled && {
      schedulingMode: form.schedulingMode === 2 ? 2 : 1,
      startDate: form.startDate,
      endDate: endDateOfRun(form.lastDay),
    }),
  };
}

function EditForm({ profileId, view }: { readonly profileId: number; readonly view: CampaignEditView }) {
  const { t } = useTranslation('editCampaign');
  const format = useMoneyFormat();
  const id = useId();
  const [form, setForm] = useState<FormValues>(() => initialValues(view));
  const [pending, setPending] = useState(view.pendingEdit);
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const { campaign, scheduleEditEnabled } = view;
  const set = (key: keyof FormValues) => (event: { target: { value: string } }) => {
    setForm({ ...form, [key]: key === 'schedulingMode' ? Number(event.target.value) : event.target.value });
  };
  const setDay = (key: 'startDate' | 'lastDay') => (day: string) => {
    setForm({ ...form, [key]: day });
  };
  const save = async (event: SyntheticEvent) => {
    event.preventDefault();
    setSaving(true);
    setProblem(null);
    try {
      setPending((await submitCampaignEdit(profileId, campaign.id, editOf(form, scheduleEditEnabled))).pendingEdit);
    } catch (error) {
      // Other failures have had their toast.
      if (error instanceof ApiError) setProblem(fieldsMessage(error));
    } finally {
      setSaving(false);
    }
  };
  const field = (key: keyof FormValues) => `${id}-${key}`;
  return (
    <form onSubmit={(event) => void save(event)} aria-labelledby={`${id}-heading`} className={PLAIN_FORM}>
      <h2 id={`${id}-heading`}>{t('form.heading')}</h2>
      <p>{t('form.promise')}</p>
      <label htmlFor={field('dailyBudget')}>{t('form.dailyBudget', { currency: campaign.currencyCode })}</label>
      <input
        id={field('dailyBudget')}
        type="number"
        inputMode="decimal"
        min={view.minimumDailyBudget}
        step="0.01"
        required
        value={form.dailyBudget}
        onChange={set('dailyBudget')}
      />
      <fieldset>
        <legend>{t('form.adCopy')}</legend>
        <label htmlFor={field('primaryText')}>{t('form.primaryText')}</label>
        <input id={field('primaryText')} maxLength={30} value={form.primaryText} onChange={set('primaryText')} />
        <label htmlFor={field('headline')}>{t('form.headline')}</label>
        <input id={field('headline')} maxLength={100} value={form.headline} onChange={set('headline')} />
        <label htmlFor={field('description')}>{t('form.description')}</label>
        <textarea id={field('description')} maxLength={200} value={form.description} onChange={set('description')} />
      </fieldset>
      <fieldset
        disabled={!scheduleEditEnabled}
        aria-describedby={scheduleEditEnabled ? undefined : `${id}-schedule-off`}
      >
        <legend>{t('form.schedule')}</legend>
        {!scheduleEditEnabled && <p id={`${id}-schedule-off`}>{t('form.scheduleOff')}</p>}
        <label htmlFor={field('schedulingMode')}>{t('form.schedulingMode')}</label>
        <select id={field('schedulingMode')} value={form.schedulingMode} onChange={set('schedulingMode')}>
          <option value={1}>{t('form.continuously')}</option>
          <option value={2}>{t('form.scheduled')}</option>
        </select>
        <label id={`${field('startDate')}-label`} htmlFor={field('startDate')}>
          {t('form.startDate')}
        </label>
        <DateInput id={field('startDate')} value={form.startDate} onChange={setDay('startDate')} />
        <label id={`${field('lastDay')}-label`} htmlFor={field('lastDay')}>
          {t('form.lastDay')}
        </label>
        <DateInput
          id={field('lastDay')}
          value={form.lastDay}
          min={form.startDate}
          onChange={setDay('lastDay')}
          describedBy={`${id}-run`}
        />
        <RunSummary id={`${id}-run`} startDate={form.startDate} lastDay={form.lastDay} />
      </fieldset>
      <button type="submit" className="button" disabled={saving}>
        {saving ? t('form.saving') : t('form.save')}
      </button>
      <div role="status" className="form-status">
        {pending !== null && (
          <p className={PAGE_NOTICE}>{t('pending.notice', { date: format.date(pending.publishDueAt, true) })}</p>
        )}
      </div>
      {problem !== null && <p role="alert">{problem}</p>}
    </form>
  );
}

/** The server's message, with each invalid field's own message after it. */
function fieldsMessage(error: ApiError): string {
  const fields = error.body.fields ?? [];
  return [error.message, ...fields.map((field) => field.message)].join(' – ');
}

/** The run as the launching step and the dashboard say it: first to last day, and how many days (decision 410). */
function RunSummary({
  id,
  startDate,
  lastDay,
}: {
  readonly id: string;
  readonly startDate: string;
  readonly lastDay: string;
}) {
  const { t } = useTranslation('widgets');
  const format = useMoneyFormat();
  const complete = /^\d{4}-\d{2}-\d{2}$/.test(startDate) && /^\d{4}-\d{2}-\d{2}$/.test(lastDay);
  return (
    <p id={id} className="run-summary">
      {t('checkout.run')}:{' '}
      {complete &&
        t('checkout.runDates', {
          start: format.date(startDate),
          end: format.date(lastDay),
          days: t('checkout.days', { count: runDays(startDate, lastDay) }),
        })}
    </p>
  );
}

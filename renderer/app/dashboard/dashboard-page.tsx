import { useCallback, useId, useState } from 'react';
import { DEFAULT_PRESET, presetRange, timeZoneOf, type DayRange, type RangePreset } from '../../../engine/index.ts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '../../shell/page-title.ts';
import { CampaignTable } from './campaign-table.tsx';
import { DASHBOARD_STATES, fetchCampaigns, fetchDashboard, fetchDrafts, type DashboardState } from './dashboard-api.ts';
import { hasOneDraftCampaign } from './draft-rules.ts';
import { MetricsChart } from './metrics-chart.tsx';
import { MetricsSummary } from './metrics-summary.tsx';
import { RangePicker } from './range-picker.tsx';
import './dashboard.css';
import { LoadFailed, Loading } from '../money/load-states.tsx';
import { useLoadable } from '../money/use-loadable.ts';
import { PhoneVerification } from '../../ui/phone-verification.tsx';
import { useAppData } from '../shell/app-data.ts';
import { EmptyState } from '../../ui/empty-state.tsx';
import { NewCampaignButton } from './new-campaign-button.tsx';

const PAGE_SIZE = 10;

/**
 * /app/{businessProfileId}/dashboard (AP §2, §3, §4): the profile's campaigns by state over a
 * range of days (This Month by default), their metrics as figures and a chart, pause and resume.
 */
export function Component() {
  const { t } = useTranslation('account');
  const { t: td } = useTranslation('dashboard');
  const { user, profile } = useAppData();
  const timeZone = timeZoneOf(profile.timeZoneId);
  usePageTitle(t('pages.dashboard'));
  const stateId = useId();
  const phoneHeadingId = useId();
  // Asked while the page is open: once verified, the invite stays to say so.
  const [asksPhoneCode] = useState(() => user.phoneNumber != null && !user.isPhoneNumberVerified);
  const [preset, setPreset] = useState<RangePreset>(DEFAULT_PRESET);
  const [range, setRange] = useState<DayRange>(() => presetRange(DEFAULT_PRESET, new Date(), timeZone));
  const [state, setState] = useState<DashboardState>('all');
  const [page, setPage] = useState(1);
  const loadDashboard = useCallback(() => fetchDashboard(profile.id, state, range), [profile.id, state, range]);
  const loadCampaigns = useCallback(
    () => fetchCampaigns(profile.id, state, range, page, PAGE_SIZE),
    [profile.id, state, range, page],
  );
  const loadDrafts = useCallback(() => fetchDrafts(profile.id), [profile.id]);
  const dashboard = useLoadable(loadDashboard);
  const campaigns = useLoadable(loadCampaigns);
  const drafts = useLoadable(loadDrafts);
  const reload = () => {
    dashboard.reload();
    campaigns.reload();
    drafts.reload();
  };
  const oneDraft =
    drafts.loadable.state === 'loaded' && hasOneDraftCampaign(drafts.loadable.value.items)
      ? drafts.loadable.value.items[0]
      : undefined;
  return (
    <main className="app-page dashboard-page">
      <h1>{profile.name}</h1>
      <p>
        {user.firstName.trim() === ''
          ? t('dashboard.welcomeNoName')
          : t('dashboard.welcome', { name: user.firstName.trim() })}
      </p>
      {user.hasPassword === false && (
        <p className="app-notice">
          {t('dashboard.setPassword')} <Link to="/setPassword">{t('dashboard.setPasswordLink')}</Link>
        </p>
      )}
      {asksPhoneCode && (
        // Decision 422: the business phone given at sign-up waits for its SMS code to sign in.
        <section className="app-notice dashboard-phone" aria-labelledby={phoneHeadingId}>
          <h2 id={phoneHeadingId}>{t('dashboard.verifyPhoneHeading')}</h2>
          <p>{t('dashboard.verifyPhone')}</p>
          <PhoneVerification />
        </section>
      )}
      {!user.isEmailVerified && (
        <p className="app-notice">
          {t('dashboard.verifyEmail', { email: user.emailAddress })}{' '}
          <Link to="/verify">{t('dashboard.verifyLink')}</Link>
        </p>
      )}
      <div className="dashboard-filters">
        <RangePicker
          timeZone={timeZone}
          preset={preset}
          range={range}
          onChange={(chosen, days) => {
            setPreset(chosen);
            setRange(days);
            setPage(1);
          }}
        />
        <div>
          <label htmlFor={stateId}>{td('states.label')}</label>
          <select
            id={stateId}
            value={state}
            onChange={(event) => {
              setState(event.target.value as DashboardState);
              setPage(1);
            }}
          >
            {DASHBOARD_STATES.map((name) => (
              <option key={name} value={name}>
                {td(`states.${name}`)}
              </option>
            ))}
          </select>
        </div>
        <NewCampaignButton profileId={profile.id} />
      </div>
      {oneDraft !== undefined && (
        // Decision 164: with one draft, the dashboard offers to finish it before a second is started.
        <p className="app-notice">
          {td('drafts.oneDraft', { name: oneDraft.name })}{' '}
          <Link to={`/app/${String(profile.id)}/campaign/${String(oneDraft.id)}`}>{td('drafts.continue')}</Link>
        </p>
      )}
      {dashboard.loadable.state === 'loading' && <Loading />}
      {dashboard.loadable.state === 'failed' && (
        <LoadFailed error={dashboard.loadable.error} onRetry={dashboard.reload} />
      )}
      {dashboard.loadable.state === 'loaded' && (
        <section aria-labelledby="metrics-heading">
          <h2 id="metrics-heading">{td('metrics.heading', { from: range.from, to: range.to })}</h2>
          <MetricsSummary dashboard={dashboard.loadable.value} />
          {dashboard.loadable.value.campaigns > 0 && <MetricsChart dashboard={dashboard.loadable.value} />}
        </section>
      )}
      <section aria-labelledby="campaigns-heading">
        <h2 id="campaigns-heading">{t('dashboard.campaigns')}</h2>
        {campaigns.loadable.state === 'failed' && (
          <LoadFailed error={campaigns.loadable.error} onRetry={campaigns.reload} />
        )}
        {campaigns.loadable.state === 'loaded' && campaigns.loadable.value.total === 0 && (
          <EmptyState>{state === 'all' ? t('dashboard.empty') : td('empty')}</EmptyState>
        )}
        {campaigns.loadable.state === 'loaded' && campaigns.loadable.value.total > 0 && (
          <CampaignTable profileId={profile.id} page={campaigns.loadable.value} onPage={setPage} onChanged={reload} />
        )}
      </section>
    </main>
  );
}

import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
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
import { LoadFailed, Loading, reloadOf } from '../money/load-states.tsx';
import { PhoneVerification } from '../../ui/phone-verification.tsx';
import { useAppData } from '../shell/app-data.ts';
import { EmptyState } from '../../ui/empty-state.tsx';
import { NewCampaignButton } from './new-campaign-button.tsx';
import { FILTER_BAR, FilterSelect } from '../filter-bar.tsx';
import { PAGE_NOTICE } from '../../ui/account-layout.ts';
import { useMoneyFormat } from '../money/use-money-format.ts';

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
  // The range's days as the language writes dates ("1 Nov 2026"), not as the API carries them.
  const format = useMoneyFormat();
  usePageTitle(t('app:pages.dashboard'));
  const phoneHeadingId = useId();
  // Asked while the page is open: once verified, the invite stays to say so.
  const [asksPhoneCode] = useState(() => user.phoneNumber != null && !user.isPhoneNumberVerified);
  const [preset, setPreset] = useState<RangePreset>(DEFAULT_PRESET);
  const [range, setRange] = useState<DayRange>(() => presetRange(DEFAULT_PRESET, new Date(), timeZone));
  const [state, setState] = useState<DashboardState>('all');
  const [page, setPage] = useState(1);
  const dashboard = useQuery({
    queryKey: ['dashboard', profile.id, state, range],
    queryFn: () => fetchDashboard(profile.id, state, range),
  });
  const campaigns = useQuery({
    queryKey: ['campaigns', profile.id, state, range, page],
    queryFn: () => fetchCampaigns(profile.id, state, range, page, PAGE_SIZE),
  });
  const drafts = useQuery({ queryKey: ['drafts', profile.id], queryFn: () => fetchDrafts(profile.id) });
  const reload = () => {
    void dashboard.refetch();
    void campaigns.refetch();
    void drafts.refetch();
  };
  const oneDraft = drafts.isSuccess && hasOneDraftCampaign(drafts.data.items) ? drafts.data.items[0] : undefined;
  return (
    <main className="app-page dashboard-page">
      <h1>{profile.name}</h1>
      <p>
        {user.firstName.trim() === '' ? td('home.welcomeNoName') : td('home.welcome', { name: user.firstName.trim() })}
      </p>
      {user.hasPassword === false && (
        <p className={PAGE_NOTICE}>
          {td('home.setPassword')} <Link to="/setPassword">{td('home.setPasswordLink')}</Link>
        </p>
      )}
      {asksPhoneCode && (
        // Decision 422: the business phone given at sign-up waits for its SMS code to sign in.
        <section className={PAGE_NOTICE} aria-labelledby={phoneHeadingId}>
          <h2 id={phoneHeadingId} className="mbs-0 mbe-1 text-[1.1rem]">
            {td('home.verifyPhoneHeading')}
          </h2>
          <p>{td('home.verifyPhone')}</p>
          <PhoneVerification />
        </section>
      )}
      {!user.isEmailVerified && (
        <p className={PAGE_NOTICE}>
          {td('home.verifyEmail', { email: user.emailAddress })} <Link to="/verify">{td('home.verifyLink')}</Link>
        </p>
      )}
      <div className={FILTER_BAR}>
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
        <FilterSelect
          label={td('states.label')}
          options={DASHBOARD_STATES}
          labelOf={(option) => td(`states.${option}`)}
          value={state}
          onChange={(option) => {
            setState(option);
            setPage(1);
          }}
        />
        <NewCampaignButton profileId={profile.id} />
      </div>
      {oneDraft !== undefined && (
        // Decision 164: with one draft, the dashboard offers to finish it before a second is started.
        <p className={PAGE_NOTICE}>
          {td('drafts.oneDraft', { name: oneDraft.name })}{' '}
          <Link to={`/app/${String(profile.id)}/campaign/${String(oneDraft.id)}`}>{td('drafts.continue')}</Link>
        </p>
      )}
      {dashboard.isPending && <Loading />}
      {dashboard.isError && <LoadFailed error={dashboard.error} onRetry={reloadOf(dashboard)} />}
      {dashboard.isSuccess && (
        <section aria-labelledby="metrics-heading">
          <h2 id="metrics-heading">
            {td('metrics.heading', { from: format.date(range.from), to: format.date(range.to) })}
          </h2>
          <MetricsSummary dashboard={dashboard.data} />
          {dashboard.data.campaigns > 0 && <MetricsChart dashboard={dashboard.data} />}
        </section>
      )}
      <section aria-labelledby="campaigns-heading">
        <h2 id="campaigns-heading">{td('home.campaigns')}</h2>
        {campaigns.isError && <LoadFailed error={campaigns.error} onRetry={reloadOf(campaigns)} />}
        {campaigns.isSuccess && campaigns.data.total === 0 && (
          <EmptyState>{state === 'all' ? td('home.empty') : td('empty')}</EmptyState>
        )}
        {campaigns.isSuccess && campaigns.data.total > 0 && (
          <CampaignTable profileId={profile.id} page={campaigns.data} onPage={setPage} onChanged={reload} />
        )}
      </section>
    </main>
  );
}

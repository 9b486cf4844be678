import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { lastDayOfRun, storedRunDays } from '../../../engine/index.ts';
import { ApiError } from '../../session/api-error.ts';
import { useMoneyFormat } from '../money/use-money-format.ts';
import { Pager } from '../../ui/pager.tsx';
import { changeCampaign, type CampaignPage, type DashboardCampaign } from './dashboard-api.ts';
import { withoutCampaigns } from './draft-rules.ts';
import { useMetricFormat } from './use-metric-format.ts';
import { PLAIN_TABLE, ROWS_AS_CARDS_ON_PHONES } from '../../ui/table-styles.ts';

interface CampaignTableProps {
  readonly profileId: number;
  readonly page: CampaignPage;
  readonly onPage: (page: number) => void;
  /** After a change: the lists and figures load again. */
  readonly onChanged: () => void;
}

/** The campaigns of the state and range: what the user sees of each, its figures and what can be done with it. */
export function CampaignTable({ profileId, page, onPage, onChanged }: CampaignTableProps) {
  const { t } = useTranslation('dashboard');
  const [message, setMessage] = useState<{ text: string; fundsLink: boolean } | null>(null);
  // OL §4: a draft removed leaves the list at once; it comes back if the server refuses.
  const [removed, setRemoved] = useState<readonly number[]>([]);
  const remove = async (campaign: DashboardCampaign) => {
    setRemoved((ids) => [...ids, campaign.id]);
    if (!(await change(campaign, { adStatus: 4 }, 'actions.deleted'))) {
      setRemoved((ids) => ids.filter((id) => id !== campaign.id));
    }
  };
  const change = async (campaign: DashboardCampaign, body: Parameters<typeof changeCampaign>[2], done: string) => {
    try {
      await changeCampaign(profileId, campaign.id, body);
      setMessage({ text: t(done, { name: campaign.name }), fundsLink: false });
      onChanged();
      return true;
    } catch (error) {
      // Other failures have had their toast.
      if (error instanceof ApiError) setMessage({ text: error.message, fundsLink: error.status === 402 });
      return false;
    }
  };
  return (
    <>
      <p role="status" className="form-status">
        {message?.text}{' '}
        {message?.fundsLink === true && <Link to={`/app/${String(profileId)}/wallet`}>{t('actions.addFunds')}</Link>}
      </p>
      <div className="table-scroll">
        <table className={`${PLAIN_TABLE} ${ROWS_AS_CARDS_ON_PHONES} [&_:is(th,td)]:align-top`}>
          <caption className="visually-hidden">{t('table.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('table.name')}</th>
              <th scope="col">{t('table.state')}</th>
              <th scope="col">{t('table.run')}</th>
              <th scope="col">{t('table.budget')}</th>
              <th scope="col">{t('metrics.costMinor')}</th>
              <th scope="col">{t('metrics.clicks')}</th>
              <th scope="col">{t('metrics.orders')}</th>
              <th scope="col">{t('table.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {withoutCampaigns(page.items, removed).map((campaign) => (
              <CampaignRow
                key={campaign.id}
                profileId={profileId}
                campaign={campaign}
                onPause={() => void change(campaign, { status: 'Paused' }, 'actions.paused')}
                onResume={() => void change(campaign, { status: 'Active' }, 'actions.resumed')}
                onDelete={() => void remove(campaign)}
              />
            ))}
          </tbody>
        </table>
      </div>
      <Pager label={t('table.pages')} page={page.page} total={page.total} pageSize={page.limit} onPage={onPage} />
    </>
  );
}

interface CampaignRowProps {
  readonly profileId: number;
  readonly campaign: DashboardCampaign;
  readonly onPause: () => void;
  readonly onResume: () => void;
  readonly onDelete: () => void;
}

/** A campaign's state as a pill. */
const STATE_BADGE = 'inline-block rounded-2xl px-2 py-0.5 text-[0.8125rem] font-semibold';
/** Live in the success colours, in review in the warning ones; a draft plain. */
const STATE_COLOURS: Partial<Record<DashboardCampaign['visibleState'], string>> = {
  live: 'bg-(--success-surface) text-(--success-ink)',
  inReview: 'bg-(--warning-surface) text-(--warning-ink)',
};
/** Why a live campaign is not delivering, or its edit waiting: small, under its state. */
const DELIVERY_NOTE = 'block text-[0.8125rem] text-muted';

function CampaignRow({ profileId, campaign, onPause, onResume, onDelete }: CampaignRowProps) {
  const { t } = useTranslation('dashboard');
  const money = useMoneyFormat();
  const metric = useMetricFormat(campaign.currencyCode);
  const live = campaign.visibleState === 'live';
  const note = campaign.deliveryNote;
  // Each button's name starts with the words it shows (speech input says what it sees), then whose it is.
  const forCampaign = (action: string) => `${action} – ${campaign.name}`;
  return (
    <tr>
      <th scope="row">{campaign.name}</th>
      <td data-label={t('table.state')}>
        <span className={`${STATE_BADGE} ${STATE_COLOURS[campaign.visibleState] ?? 'bg-surface-muted text-ink'}`}>
          {t(`visible.${campaign.visibleState}`)}
        </span>
        {note !== null && <span className={DELIVERY_NOTE}>{t(`notes.${note}`)}</span>}
        {campaign.pendingEdit !== null && (
          <span className={DELIVERY_NOTE}>
            {t('notes.editPending', { date: money.date(campaign.pendingEdit.publishDueAt) })}
          </span>
        )}
      </td>
      <td data-label={t('table.run')}>
        <RunDates startDate={campaign.startDate} endDate={campaign.endDate} />
      </td>
      <td data-label={t('table.budget')}>
        {campaign.budgetChosen
          ? t('table.perDay', { amount: money.money(campaign.budgetMinor, campaign.currencyCode) })
          : t('table.budgetNotChosen')}
      </td>
      <td data-label={t('metrics.costMinor')}>{metric('costMinor', campaign.metrics.costMinor)}</td>
      <td data-label={t('metrics.clicks')}>{metric('clicks', campaign.metrics.clicks)}</td>
      <td data-label={t('metrics.orders')}>{metric('orders', campaign.metrics.orders)}</td>
      <td>
        {live && campaign.status === 'Active' && note !== 'ended' && (
          <button type="button" onClick={onPause} aria-label={forCampaign(t('actions.pause'))}>
            {t('actions.pause')}
          </button>
        )}
        {live && campaign.status === 'Paused' && note !== 'ended' && (
          <button type="button" onClick={onResume} aria-label={forCampaign(t('actions.resume'))}>
            {t('actions.resume')}
          </button>
        )}
        {campaign.visibleState === 'draft' && campaign.sessionId !== null && (
          <Link
            to={`/app/${String(profileId)}/campaign/${String(campaign.id)}`}
            aria-label={forCampaign(t('actions.continue'))}
          >
            {t('actions.continue')}
          </Link>
        )}
        {campaign.visibleState !== 'draft' && note !== 'ended' && (
          <Link
            to={`/app/${String(profileId)}/editCampaign/${String(campaign.id)}`}
            aria-label={forCampaign(t('actions.edit'))}
          >
            {t('actions.edit')}
          </Link>
        )}
        {campaign.visibleState === 'draft' && (
          <button
            type="button"
            // Destructive, so drawn apart from Pause.
            className="whitespace-nowrap border-danger text-danger"
            onClick={onDelete}
            aria-label={forCampaign(t('actions.delete'))}
          >
            {t('actions.delete')}
          </button>
        )}
      </td>
    </tr>
  );
}

/** The run from its first to its last day and how many days that is, as the launching step says it (decision 410). */
function RunDates({ startDate, endDate }: { readonly startDate: string; readonly endDate: string }) {
  const { t } = useTranslation('widgets');
  const money = useMoneyFormat();
  return t('checkout.runDates', {
    start: money.date(startDate),
    end: money.date(lastDayOfRun(endDate)),
    days: t('checkout.days', { count: storedRunDays(startDate, endDate) }),
  });
}

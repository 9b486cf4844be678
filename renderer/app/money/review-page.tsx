import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { lastDayOfRun } from '../../../engine/index.ts';
import { usePageTitle } from '../../shell/page-title.ts';
import { ApiError, type FieldError } from '../../session/api-error.ts';
import { LoadFailed, Loading, reloadOf } from './load-states.tsx';
import { isOverdue } from './review-access.ts';
import {
  approveCampaign,
  fetchReviewQueue,
  NOT_IN_REVIEW,
  REVIEWERS_ONLY,
  type CampaignInReview,
} from './review-api.ts';
import { useFailureMessage } from './use-failure-message.ts';
import { ActionCell, DueCell } from './review-cells.tsx';
import { useMoneyFormat } from './use-money-format.ts';
import { PendingEdits } from './review-edits.tsx';
import '../../shell/account.css';
import '../app-texts.ts';
import { EmptyState } from '../../ui/empty-state.tsx';
import { MONEY_TABLE } from '../../ui/table-styles.ts';

/**
 * /review (staff: AccountManager, OL §6): the campaigns waiting for review, the one due soonest
 * first, each "reviewed and launched by experts within 2 working days" (OL §1); overdue ones are
 * marked. Approving publishes the campaign on its channels and launches it. Below, the pending
 * edits of live campaigns, to publish (AP §9).
 */
export function Component() {
  const { t } = useTranslation('money');
  usePageTitle(t('app:pages.review'));

  const queryClient = useQueryClient();
  const queryKey = ['reviewQueue'];
  const queue = useQuery({ queryKey, queryFn: () => fetchReviewQueue() });
  const [status, setStatus] = useState<string | null>(null);
  const forbidden = queue.error instanceof ApiError && queue.error.code === REVIEWERS_ONLY;
  const approved = (campaign: CampaignInReview) => {
    if (queue.isSuccess) {
      queryClient.setQueryData(
        queryKey,
        queue.data.filter((each) => each.id !== campaign.id),
      );
    }
    setStatus(t('review.approved', { name: campaign.name }));
  };
  return (
    <main className="app-page review-page">
      <p>
        <Link to="/">{t('review.back')}</Link>
      </p>
      <h1>{t('review.heading')}</h1>
      <p>{t('review.intro')}</p>
      <p role="status" className="form-status">
        {status}
      </p>
      {queue.isPending && <Loading />}
      {forbidden && <p role="alert">{t('review.forbidden')}</p>}
      {queue.isError && !forbidden && <LoadFailed error={queue.error} onRetry={reloadOf(queue)} />}
      {queue.isSuccess &&
        (queue.data.length === 0 ? (
          <EmptyState>{t('review.empty')}</EmptyState>
        ) : (
          <ReviewTable
            campaigns={queue.data}
            onApproved={approved}
            onGone={(message) => {
              setStatus(message);
              void queue.refetch();
            }}
          />
        ))}
      {!forbidden && <PendingEdits />}
    </main>
  );
}

interface ReviewTableProps {
  readonly campaigns: readonly CampaignInReview[];
  readonly onApproved: (campaign: CampaignInReview) => void;
  /** The campaign left the queue some other way (approved by someone else): the queue is read again. */
  readonly onGone: (message: string) => void;
}

function ReviewTable({ campaigns, onApproved, onGone }: ReviewTableProps) {
  const { t } = useTranslation('money');
  // One moment for the whole table, so that every row agrees on what is overdue.
  const [now] = useState(() => new Date());
  return (
    <div className="table-scroll">
      <table className={`${MONEY_TABLE} review-table`}>
        <thead>
          <tr>
            <th scope="col">{t('review.campaign')}</th>
            <th scope="col">{t('review.business')}</th>
            <th scope="col" className="amount">
              {t('review.budget')}
            </th>
            <th scope="col">{t('review.run')}</th>
            <th scope="col">{t('review.submitted')}</th>
            <th scope="col">{t('review.due')}</th>
            <th scope="col">{t('review.action')}</th>
          </tr>
        </thead>
        <tbody>
          {campaigns.map((campaign) => (
            <ReviewRow key={campaign.id} campaign={campaign} now={now} onApproved={onApproved} onGone={onGone} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

interface ReviewRowProps extends Omit<ReviewTableProps, 'campaigns'> {
  readonly campaign: CampaignInReview;
  readonly now: Date;
}

function ReviewRow({ campaign, now, onApproved, onGone }: ReviewRowProps) {
  const { t } = useTranslation('money');
  const format = useMoneyFormat();
  const failureMessage = useFailureMessage();
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<{ message: string; fields: readonly FieldError[] } | null>(null);
  const overdue = isOverdue(campaign.reviewDueAt, now);
  const approve = async () => {
    setBusy(true);
    setRefusal(null);
    try {
      await approveCampaign(campaign.id);
      onApproved(campaign);
    } catch (error) {
      if (error instanceof ApiError && error.code === NOT_IN_REVIEW)
        onGone(t('review.notInReview', { name: campaign.name }));
      // A channel that cannot take the campaign says why, field by field (fewer than 10 keywords, ...).
      else if (error instanceof ApiError) setRefusal({ message: error.message, fields: error.body.fields ?? [] });
      else {
        const message = failureMessage(error);
        if (message !== null) setRefusal({ message, fields: [] });
      }
    } finally {
      setBusy(false);
    }
  };
  const refusalId = `review-refusal-${String(campaign.id)}`;
  return (
    <tr className={overdue ? '[&_th]:border-s-4 [&_th]:border-s-danger' : undefined}>
      <th scope="row">
        {campaign.name} <span className="text-[0.875rem] text-muted">#{campaign.id}</span>
      </th>
      <td>{campaign.businessProfileName}</td>
      <td className="amount">{format.money(campaign.budgetMinor, campaign.currencyCode)}</td>
      <td>
        {t('review.runDates', {
          start: format.date(campaign.startDate),
          // The campaign keeps the day after its last day; the queue shows the last day (decision 410).
          end: format.date(lastDayOfRun(campaign.endDate)),
        })}
      </td>
      <td>{campaign.submittedAt === null ? '' : format.date(campaign.submittedAt, true)}</td>
      <DueCell due={campaign.reviewDueAt} overdue={overdue} />
      <ActionCell
        label={t('review.approve')}
        accessibleName={t('review.approveCampaign', { name: campaign.name })}
        busy={busy}
        onClick={() => void approve()}
        refusalId={refusalId}
        refusal={
          refusal === null ? null : (
            <>
              <p>{refusal.message}</p>
              {refusal.fields.length > 0 && (
                <ul>
                  {refusal.fields.map((field) => (
                    <li key={`${field.path}-${field.message}`}>
                      <code>{field.path}</code>: {field.message}
                    </li>
                  ))}
                </ul>
              )}
            </>
          )
        }
      />
    </tr>
  );
}

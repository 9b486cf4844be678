import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { RecordNotShown } from '../money/load-states.tsx';
import { useMoneyFormat } from '../money/use-money-format.ts';
import { showToast } from '../../ui/toast.tsx';
import { PlanForm } from './brief-forms.tsx';
import { BriefStatusActions } from './brief-status-actions.tsx';
import { fetchBrief, type Brief, type BriefVersion } from './briefs-api.ts';
import { ApproveDialog, RejectDialog } from './decision-dialogs.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { BRIEF_ACTIONS } from './brief-styles.ts';
import { BADGE } from '../../ui/table-styles.ts';

/** One brief as ?briefId= names it: its plan's versions, the decisions, and the next plan. */
export function BriefDetail({ profileId, briefId }: { readonly profileId: number; readonly briefId: string }) {
  const { t } = useTranslation('briefs');
  const queryClient = useQueryClient();
  const queryKey = ['brief', profileId, briefId];
  const query = useQuery({ queryKey, queryFn: () => fetchBrief(profileId, briefId) });
  const back = (
    <p className="brief-back">
      <Link to={{ search: '' }}>{t('detail.back')}</Link>
    </p>
  );
  if (query.isSuccess) {
    return (
      <>
        {back}
        <BriefDocument
          profileId={profileId}
          brief={query.data}
          onChange={(value) => queryClient.setQueryData(queryKey, value)}
        />
      </>
    );
  }
  return (
    <>
      {back}
      <RecordNotShown title={t('detail.title')} notFound={t('detail.notFound')} query={query} />
    </>
  );
}

type Deciding = { readonly kind: 'approve' | 'reject'; readonly version: BriefVersion } | null;

function BriefDocument({
  profileId,
  brief,
  onChange,
}: {
  readonly profileId: number;
  readonly brief: Brief;
  readonly onChange: (brief: Brief) => void;
}) {
  const { t } = useTranslation('briefs');
  const [deciding, setDeciding] = useState<Deciding>(null);
  const closeDialog = () => {
    setDeciding(null);
  };
  const decided = (next: Brief) => {
    setDeciding(null);
    onChange(next);
    showToast(t(next.status === 6 ? 'reject.done' : 'approve.done'));
  };
  return (
    <article className="brief-document" aria-labelledby="brief-heading">
      <h1 id="brief-heading">{brief.title}</h1>
      <p>
        {t('detail.status')}{' '}
        <span className={`${BADGE} brief-status-${String(brief.status)}`}>{t(`filters.${String(brief.status)}`)}</span>
      </p>
      {brief.description !== '' && <p className="brief-description">{brief.description}</p>}
      <BriefStatusActions profileId={profileId} brief={brief} onChange={onChange} />
      <section aria-labelledby="plan-heading">
        <h2 id="plan-heading">{t('detail.plan')}</h2>
        {brief.versions.length === 0 && <EmptyState>{t('detail.noPlan')}</EmptyState>}
        {brief.versions.map((version) => (
          <VersionCard
            key={version.id}
            version={version}
            canDecide={brief.canDecide}
            onDecide={(kind) => {
              setDeciding({ kind, version });
            }}
          />
        ))}
      </section>
      {(brief.status === 6 || brief.status === 1) && (
        <PlanForm
          key={brief.versions[0]?.id ?? 0}
          brief={brief}
          profileId={profileId}
          onProposed={(next) => {
            onChange(next);
            showToast(t('plan.done'));
          }}
        />
      )}
      {deciding?.kind === 'approve' && (
        <ApproveDialog
          profileId={profileId}
          brief={brief}
          version={deciding.version}
          onClose={closeDialog}
          onDecided={decided}
        />
      )}
      {deciding?.kind === 'reject' && (
        <RejectDialog
          profileId={profileId}
          brief={brief}
          version={deciding.version}
          onClose={closeDialog}
          onDecided={decided}
        />
      )}
    </article>
  );
}

interface VersionCardProps {
  readonly version: BriefVersion;
  readonly canDecide: boolean;
  readonly onDecide: (kind: 'approve' | 'reject') => void;
}

/** AP §4 brief campaign version: approved, rejected or edited, or awaiting a decision. */
function VersionCard({ version, canDecide, onDecide }: VersionCardProps) {
  const { t } = useTranslation('briefs');
  const format = useMoneyFormat();
  const headingId = `version-${String(version.id)}`;
  return (
    <section className="my-4 rounded-lg border border-line px-4 py-3" aria-labelledby={headingId}>
      <h3 id={headingId}>
        {t('version.heading', { number: version.number })}{' '}
        <span className={`${BADGE} version-${version.state}`}>{t(`version.states.${version.state}`)}</span>
      </h3>
      <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1 [&_dd]:m-0">
        <dt>{t('plan.campaignName')}</dt>
        <dd>{version.campaignName}</dd>
        <dt>{t('plan.budget')}</dt>
        <dd>{format.money(version.budgetMinor, version.currencyCode)}</dd>
        <dt>{t('version.runs')}</dt>
        <dd>{t('version.dates', { from: format.date(version.startDate), to: format.date(version.endDate) })}</dd>
        {version.notes !== null && (
          <>
            <dt>{t('plan.notes')}</dt>
            <dd>{version.notes}</dd>
          </>
        )}
        {version.rejectionReason !== null && (
          <>
            <dt>{t('version.reason')}</dt>
            <dd>{version.rejectionReason}</dd>
          </>
        )}
        {version.signedName !== null && version.decidedAt !== null && (
          <>
            <dt>{t('version.signed')}</dt>
            <dd>{t('version.signedBy', { name: version.signedName, date: format.date(version.decidedAt, true) })}</dd>
          </>
        )}
      </dl>
      {version.state === 'pending' && !canDecide && <p>{t('version.awaiting')}</p>}
      {version.state === 'pending' && canDecide && (
        <div className={BRIEF_ACTIONS}>
          <button
            type="button"
            onClick={() => {
              onDecide('approve');
            }}
          >
            {t('version.approve', { number: version.number })}
          </button>
          <button
            type="button"
            onClick={() => {
              onDecide('reject');
            }}
          >
            {t('version.reject', { number: version.number })}
          </button>
        </div>
      )}
    </section>
  );
}

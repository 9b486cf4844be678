import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lastDayOfRun } from '../../../engine/index.ts';
import { ApiError } from '../../session/api-error.ts';
import { LoadFailed, Loading, reloadOf } from './load-states.tsx';
import { isOverdue } from './review-access.ts';
import { fetchPendingEdits, NOT_PENDING, publishEdit, type EditChange, type PendingEdit } from './review-api.ts';
import { useFailureMessage } from './use-failure-message.ts';
import { ActionCell, DueCell } from './review-cells.tsx';
import { useMoneyFormat, type MoneyFormat } from './use-money-format.ts';
import { EmptyState } from '../../ui/empty-state.tsx';
import { MONEY_TABLE } from '../../ui/table-styles.ts';

/** OL §3 scheduling modes: run continuously 1, schedule 2. */
const SCHEDULING_KEYS: Readonly<Record<number, string>> = { 1: 'continuously', 2: 'scheduled' };

/**
 * The pending edits of live campaigns on /review (AP §9 "published within 2 working days"): the
 * one due soonest first, each change as published → as edited; publishing applies it.
 */
export function PendingEdits() {
  const { t } = useTranslation('money');

  const queryClient = useQueryClient();
  const queryKey = ['pendingEdits'];
  const edits = useQuery({ queryKey, queryFn: () => fetchPendingEdits() });
  const [status, setStatus] = useState<string | null>(null);
  const gone = (edit: PendingEdit, message: string) => {
    if (edits.isSuccess)
      queryClient.setQueryData(
        queryKey,
        edits.data.filter((each) => each.id !== edit.id),
      );
    setStatus(message);
  };
  return (
    <section aria-labelledby="pending-edits-heading">
      <h2 id="pending-edits-heading">{t('review.edits.heading')}</h2>
      <p>{t('review.edits.intro')}</p>
      <p role="status" className="form-status">
        {status}
      </p>
      {edits.isPending && <Loading />}
      {edits.isError && <LoadFailed error={edits.error} onRetry={reloadOf(edits)} />}
      {edits.isSuccess &&
        (edits.data.length === 0 ? (
          <EmptyState>{t('review.edits.empty')}</EmptyState>
        ) : (
          <EditsTable edits={edits.data} onGone={gone} />
        ))}
    </section>
  );
}

interface EditsTableProps {
  readonly edits: readonly PendingEdit[];
  /** The edit left the list (published here or by someone else), with what to say about it. */
  readonly onGone: (edit: PendingEdit, message: string) => void;
}

function EditsTable({ edits, onGone }: EditsTableProps) {
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
            <th scope="col">{t('review.edits.changes')}</th>
            <th scope="col">{t('review.edits.due')}</th>
            <th scope="col">{t('review.action')}</th>
          </tr>
        </thead>
        <tbody>
          {edits.map((edit) => (
            <EditRow key={edit.id} edit={edit} now={now} onGone={onGone} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A change's value as the owner's edit page shows it: money, a date, the run's last day, a mode or text. */
function shown(change: EditChange, value: string | number | null, currencyCode: string, format: MoneyFormat) {
  if (value === null) return '—';
  switch (change.field) {
    case 'budgetMinor':
      return format.money(Number(value), currencyCode);
    case 'startDate':
      return format.date(String(value));
    case 'endDate':
      // The campaign keeps the day after its last day (decision 160); people read the last day.
      return format.date(lastDayOfRun(String(value)));
    default:
      return String(value);
  }
}

function EditRow({
  edit,
  now,
  onGone,
}: { readonly edit: PendingEdit; readonly now: Date } & Pick<EditsTableProps, 'onGone'>) {
  const { t } = useTranslation('money');
  const format = useMoneyFormat();
  const failureMessage = useFailureMessage();
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const overdue = isOverdue(edit.publishDueAt, now);
  const value = (change: EditChange, raw: string | number | null) =>
    change.field === 'schedulingMode' && raw !== null
      ? t(`review.edits.${SCHEDULING_KEYS[Number(raw)] ?? 'scheduled'}`)
      : shown(change, raw, edit.currencyCode, format);
  const publish = async () => {
    setBusy(true);
    setRefusal(null);
    try {
      await publishEdit(edit.id);
      onGone(edit, t('review.edits.published', { name: edit.campaignName }));
    } catch (error) {
      if (error instanceof ApiError && error.code === NOT_PENDING)
        onGone(edit, t('review.edits.notPending', { name: edit.campaignName }));
      // 402: the wallet does not cover the higher budget; the server's message says by how much.
      else setRefusal(failureMessage(error));
    } finally {
      setBusy(false);
    }
  };
  const refusalId = `edit-refusal-${String(edit.id)}`;
  return (
    <tr className={overdue ? '[&_th]:border-s-4 [&_th]:border-s-danger' : undefined}>
      <th scope="row">
        {edit.campaignName} <span className="text-[0.875rem] text-muted">#{edit.campaignId}</span>
      </th>
      <td>{edit.businessProfileName}</td>
      <td>
        <ul className="edit-changes">
          {edit.changes.map((change) => (
            <li key={change.field}>
              {t('review.edits.change', {
                field: t(`review.edits.fields.${change.field}`),
                before: value(change, change.before),
                after: value(change, change.after),
              })}
            </li>
          ))}
        </ul>
      </td>
      <DueCell due={edit.publishDueAt} overdue={overdue} />
      <ActionCell
        label={t('review.edits.publish')}
        accessibleName={t('review.edits.publishEdit', { name: edit.campaignName })}
        busy={busy}
        onClick={() => void publish()}
        refusalId={refusalId}
        refusal={refusal === null ? null : <p>{refusal}</p>}
      />
    </tr>
  );
}

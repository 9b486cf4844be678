import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useMoneyFormat } from './use-money-format.ts';
import { BADGE } from '../../ui/table-styles.ts';

/** When a review item is due (OL §1: within 2 working days), flagged once it is overdue. */
export function DueCell({ due, overdue }: { readonly due: string | null; readonly overdue: boolean }) {
  const { t } = useTranslation('money');
  const format = useMoneyFormat();
  return (
    <td>
      {due === null ? '' : format.date(due, true)}
      {overdue && <span className={`${BADGE} text-danger`}>{t('review.overdue')}</span>}
    </td>
  );
}

interface ActionCellProps {
  /** The button's visible word ("Approve", "Publish"). */
  readonly label: string;
  /** Its name for screen readers, naming the item; it starts with the visible word. */
  readonly accessibleName: string;
  readonly busy: boolean;
  readonly onClick: () => void;
  /** Why the server refused, said next to the button; null while there is nothing to say. */
  readonly refusal: ReactNode;
  readonly refusalId: string;
}

/** A review queue row's one action, with the server's refusal tied to the button that met it. */
export function ActionCell({ label, accessibleName, busy, onClick, refusal, refusalId }: ActionCellProps) {
  return (
    <td>
      <button
        type="button"
        className="button"
        disabled={busy}
        aria-busy={busy}
        aria-label={accessibleName}
        {...(refusal === null ? {} : { 'aria-describedby': refusalId })}
        onClick={onClick}
      >
        {label}
      </button>
      {refusal !== null && (
        <div id={refusalId} role="alert" className="form-notice">
          {refusal}
        </div>
      )}
    </td>
  );
}

import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../session/api-error.ts';
import { ModalDialog } from '../../ui/modal-dialog.tsx';
import { useMoneyFormat } from '../money/use-money-format.ts';
import { useCallFailure } from '../../session/session-hooks.ts';
import { showToast } from '../../ui/toast.tsx';
import { updateLeadStatus, type Lead, type LeadStatus } from './leads-api.ts';
import { LeadStatusOptions } from './lead-status-options.tsx';
import { LABELLED_FIELD } from './labelled-field.ts';

// OL §3 data-use consents, worded as the lead-form widget words them.
const CONSENT_KEYS: Readonly<Record<number, string>> = {
  1: 'contact regarding services',
  2: 'newsletter',
  3: 'promotional messages',
  4: 'retargeting',
};

interface LeadDialogProps {
  readonly profileId: number;
  /** The lead shown; null while the dialog is closed. */
  readonly lead: Lead | null;
  readonly onClose: () => void;
  readonly onChange: (lead: Lead) => void;
}

/**
 * AP §2 lead detail dialog: status (changed here: 'lead status updated successfully'), mobile,
 * email, city, service needed, submitted on, campaign, and call / SMS / mail actions.
 */
export function LeadDialog({ profileId, lead, onClose, onChange }: LeadDialogProps) {
  const { t } = useTranslation('leads');
  return (
    <ModalDialog open={lead !== null} onClose={onClose} labelledBy="lead-dialog-title">
      {lead !== null && (
        <>
          <h2 id="lead-dialog-title">{lead.name ?? t('page.unnamed', { id: lead.id })}</h2>
          <LeadDetails profileId={profileId} lead={lead} onChange={onChange} />
          <div className="dialog-actions">
            {lead.phone !== null && (
              <>
                <a className="button" href={`tel:${lead.phone}`}>
                  {t('dialog.call')}
                </a>
                <a className="button" href={`sms:${lead.phone}`}>
                  {t('dialog.sms')}
                </a>
              </>
            )}
            {lead.email !== null && (
              <a className="button" href={`mailto:${lead.email}`}>
                {t('dialog.mail')}
              </a>
            )}
            <button type="button" onClick={onClose} data-autofocus>
              {t('dialog.close')}
            </button>
          </div>
        </>
      )}
    </ModalDialog>
  );
}

function LeadDetails({ profileId, lead, onChange }: Omit<LeadDialogProps, 'onClose'> & { readonly lead: Lead }) {
  const { t } = useTranslation('leads');
  const widgets = useTranslation('widgets');
  const format = useMoneyFormat();
  const onFailure = useCallFailure();
  const statusId = useId();
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const changeStatus = (status: LeadStatus) => {
    setBusy(true);
    setNotice(null);
    updateLeadStatus(profileId, lead.id, status)
      .then((updated) => {
        onChange(updated);
        showToast(t('page.statusUpdated'));
      })
      .catch((error: unknown) => {
        if (error instanceof ApiError) setNotice(error.message);
        else onFailure(error);
      })
      .finally(() => {
        setBusy(false);
      });
  };
  const consents = lead.consents.map((consent) =>
    widgets.t(`leadForm.choices.${CONSENT_KEYS[consent] ?? ''}`, { defaultValue: String(consent) }),
  );
  const rows: [string, ReactNode][] = [
    // A number reads left to right in a right-to-left page too ("+44…", not "…44+").
    [t('columns.mobile'), lead.phone === null ? '—' : <span dir="ltr">{lead.phone}</span>],
    [t('columns.email'), lead.email ?? '—'],
    [t('columns.city'), lead.city ?? '—'],
    [t('columns.serviceNeeded'), lead.serviceNeeded ?? '—'],
    [t('columns.submittedOn'), format.date(lead.submittedAt, true)],
    [t('columns.campaign'), lead.campaign.name],
    [t('dialog.consents'), consents.length === 0 ? t('dialog.none') : consents.join(', ')],
  ];
  return (
    <>
      <div className={LABELLED_FIELD}>
        <label htmlFor={statusId}>{t('columns.status')}</label>
        <select
          id={statusId}
          value={lead.status}
          disabled={busy}
          onChange={(event) => {
            changeStatus(event.target.value as LeadStatus);
          }}
        >
          <LeadStatusOptions />
        </select>
      </div>
      {notice !== null && (
        <p role="alert" className="form-notice">
          {notice}
        </p>
      )}
      <dl className="my-4 grid gap-2">
        {rows.map(([term, value]) => (
          <div key={term} className="grid grid-cols-[9rem_1fr] gap-2">
            <dt className="font-semibold">{term}</dt>
            <dd className="m-0 wrap-anywhere">{value}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}

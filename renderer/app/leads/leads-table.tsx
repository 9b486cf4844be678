import { useTranslation } from 'react-i18next';
import { useMoneyFormat } from '../money/use-money-format.ts';
import type { Lead } from './leads-api.ts';
import { BADGE, MONEY_TABLE, ROWS_AS_CARDS_ON_PHONES } from '../../ui/table-styles.ts';

interface LeadsTableProps {
  readonly leads: readonly Lead[];
  readonly onOpen: (lead: Lead) => void;
}

/**
 * AP §2 leads list: name, status, mobile, email, city, service needed, submitted on, campaign. The
 * e-mail reads under the name (decision 471): eight columns side by side left a laptop's page
 * scrolling sideways; on a phone each lead is a card of its own.
 */
export function LeadsTable({ leads, onOpen }: LeadsTableProps) {
  const { t } = useTranslation('leads');
  const format = useMoneyFormat();
  return (
    <div className="table-scroll">
      <table className={`${MONEY_TABLE} ${ROWS_AS_CARDS_ON_PHONES}`}>
        <caption className="visually-hidden">{t('page.table')}</caption>
        <thead>
          <tr>
            <th scope="col">
              {t('columns.name')}
              <span className="block font-normal">{t('columns.email')}</span>
            </th>
            <th scope="col">{t('columns.status')}</th>
            <th scope="col">{t('columns.mobile')}</th>
            <th scope="col">{t('columns.city')}</th>
            <th scope="col">{t('columns.serviceNeeded')}</th>
            <th scope="col">{t('columns.submittedOn')}</th>
            <th scope="col">{t('columns.campaign')}</th>
          </tr>
        </thead>
        <tbody>
          {leads.map((lead) => {
            const name = lead.name ?? t('page.unnamed', { id: lead.id });
            return (
              <tr key={lead.id}>
                <th scope="row" className="min-w-60 text-start font-normal">
                  <button
                    type="button"
                    className="link-button"
                    aria-label={t('page.open', { name })}
                    onClick={() => {
                      onOpen(lead);
                    }}
                  >
                    {name}
                  </button>
                  {lead.email !== null && (
                    <span className="block text-[0.875rem] text-muted wrap-anywhere">{lead.email}</span>
                  )}
                </th>
                <td data-label={t('columns.status')}>
                  <span className={`${BADGE} lead-status-${lead.status}`}>{t(`status.${lead.status}`)}</span>
                </td>
                <td data-label={t('columns.mobile')} className="whitespace-nowrap">
                  {/* A number reads left to right in a right-to-left page too ("+44…", not "…44+"). */}
                  {lead.phone !== null && <span dir="ltr">{lead.phone}</span>}
                </td>
                <td data-label={t('columns.city')}>{lead.city ?? ''}</td>
                <td data-label={t('columns.serviceNeeded')} className="min-w-40">
                  {lead.serviceNeeded ?? ''}
                </td>
                <td data-label={t('columns.submittedOn')}>{format.date(lead.submittedAt, true)}</td>
                <td data-label={t('columns.campaign')}>{lead.campaign.name}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

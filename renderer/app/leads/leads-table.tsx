import { useTranslation } from 'react-i18next';
import { useMoneyFormat } from '../money/use-money-format.ts';
import type { Lead } from './leads-api.ts';
import { BADGE, MONEY_TABLE } from '../../ui/table-styles.ts';

interface LeadsTableProps {
  readonly leads: readonly Lead[];
  readonly onOpen: (lead: Lead) => void;
}

/** AP §2 leads list: name, status, mobile, email, city, service needed, submitted on, campaign. */
export function LeadsTable({ leads, onOpen }: LeadsTableProps) {
  const { t } = useTranslation('leads');
  const format = useMoneyFormat();
  return (
    <div className="table-scroll">
      <table className={MONEY_TABLE}>
        <caption className="visually-hidden">{t('page.table')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('columns.name')}</th>
            <th scope="col">{t('columns.status')}</th>
            <th scope="col">{t('columns.mobile')}</th>
            <th scope="col">{t('columns.email')}</th>
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
                <th scope="row" className="text-start font-normal">
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
                </th>
                <td>
                  <span className={`${BADGE} lead-status-${lead.status}`}>{t(`status.${lead.status}`)}</span>
                </td>
                <td>{lead.phone ?? ''}</td>
                <td>{lead.email ?? ''}</td>
                <td>{lead.city ?? ''}</td>
                <td>{lead.serviceNeeded ?? ''}</td>
                <td>{format.date(lead.submittedAt, true)}</td>
                <td>{lead.campaign.name}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

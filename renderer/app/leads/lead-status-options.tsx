import { useTranslation } from 'react-i18next';
import { LEAD_STATUSES } from './leads-api.ts';

/** Every lead status as an option, in its order (decision 126): the filter's and the dialog's select. */
export function LeadStatusOptions() {
  const { t } = useTranslation('leads');
  return LEAD_STATUSES.map((status) => (
    <option key={status} value={status}>
      {t(`status.${status}`)}
    </option>
  ));
}

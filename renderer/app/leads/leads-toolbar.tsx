import { useId, useState, type SubmitEvent } from 'react';
import { pickedDay } from '../../../engine/index.ts';
import { useTranslation } from 'react-i18next';
import { useCallFailure } from '../../session/session-hooks.ts';
import { showToast } from '../../ui/toast.tsx';
import { downloadLeads, type LeadFilters, type LeadStatus } from './leads-api.ts';
import { LeadStatusOptions } from './lead-status-options.tsx';
import { LABELLED_FIELD } from './labelled-field.ts';

interface LeadsToolbarProps {
  readonly profileId: number;
  readonly filters: LeadFilters;
  readonly onFilters: (filters: LeadFilters) => void;
}

/** AP §2 leads screen: search, the status filter, and the download of what they find. */
export function LeadsToolbar({ profileId, filters, onFilters }: LeadsToolbarProps) {
  const { t } = useTranslation('leads');
  const onFailure = useCallFailure();
  const id = useId();
  const [search, setSearch] = useState(filters.search);
  const [downloading, setDownloading] = useState(false);
  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    onFilters({ ...filters, search });
  };
  const download = () => {
    setDownloading(true);
    downloadLeads(profileId, filters)
      .then((file) => {
        saveFile(file, `leads-${pickedDay(new Date())}.csv`);
        showToast(t('page.downloaded'));
      })
      .catch(onFailure)
      .finally(() => {
        setDownloading(false);
      });
  };
  return (
    <div className="mbe-4 flex flex-wrap items-end justify-between gap-4">
      <form role="search" onSubmit={onSubmit} className="flex flex-wrap items-end gap-3">
        {/* The search field is wide enough for its hint ("Name, e-mail, phone, city or service"), never
        wider than a phone. */}
        <div className={LABELLED_FIELD}>
          <label htmlFor={`${id}-search`}>{t('page.search')}</label>
          <input
            id={`${id}-search`}
            type="search"
            className="inline-[min(22rem,80vw)]"
            value={search}
            maxLength={100}
            placeholder={t('page.searchHint')}
            onChange={(event) => {
              setSearch(event.target.value);
            }}
          />
        </div>
        <button type="submit">{t('page.filter')}</button>
        <div className={LABELLED_FIELD}>
          <label htmlFor={`${id}-status`}>{t('page.status')}</label>
          <select
            id={`${id}-status`}
            value={filters.status}
            onChange={(event) => {
              onFilters({ search, status: event.target.value as LeadStatus | '' });
            }}
          >
            <option value="">{t('page.allStatuses')}</option>
            <LeadStatusOptions />
          </select>
        </div>
      </form>
      <button type="button" onClick={download} disabled={downloading}>
        {t('page.download')}
      </button>
    </div>
  );
}

/** Hands a file to the browser to save, as a link to it clicked would. */
function saveFile(file: Blob, name: string): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click is handled.
  setTimeout(() => {
    URL.revokeObjectURL(url);
  }, 1_000);
}

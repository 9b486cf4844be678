import { useId, useState, type SubmitEvent } from 'react';
import { pickedDay, shiftedDay } from '../../../engine/index.ts';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../session/api-error.ts';
import { useCallFailure } from '../../session/session-hooks.ts';
import { showToast } from '../../ui/toast.tsx';
import { publishReport, REPORT_PERIODS, type Report, type ReportPeriod } from './reports-api.ts';
import { FILTER_BAR, FilterField, FilterSelect } from '../filter-bar.tsx';
import { DateInput } from '../../ui/date-input.tsx';

/**
 * Publishing a report on demand (decision 180): the week or month holding a day, once it has
 * ended; the same period again refreshes its figures. Yesterday is the latest day a period
 * that has ended can hold.
 */
export function PublishForm({
  profileId,
  onPublished,
}: {
  readonly profileId: number;
  readonly onPublished: (report: Report) => void;
}) {
  const { t } = useTranslation('reports');
  const onFailure = useCallFailure();
  const id = useId();
  const yesterday = shiftedDay(pickedDay(new Date()), -1);
  const [period, setPeriod] = useState<ReportPeriod>('month');
  const [day, setDay] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (day === '') {
      setError(t('publish.dayRequired'));
      return;
    }
    setBusy(true);
    setError(null);
    publishReport(profileId, period, day)
      .then((report) => {
        showToast(t('publish.done'));
        onPublished(report);
      })
      .catch((failure: unknown) => {
        if (failure instanceof ApiError) setError(t('publish.notEnded'));
        else onFailure(failure);
      })
      .finally(() => {
        setBusy(false);
      });
  };
  return (
    <form className="mbs-8 border-bs border-line" onSubmit={onSubmit} aria-labelledby={`${id}-title`} noValidate>
      <h2 id={`${id}-title`}>{t('publish.title')}</h2>
      <p>{t('publish.hint')}</p>
      <div className={FILTER_BAR}>
        <FilterSelect
          label={t('publish.period')}
          options={REPORT_PERIODS}
          labelOf={(option) => t(`periods.${option}`)}
          value={period}
          onChange={setPeriod}
        />
        <FilterField id={`${id}-day`} label={t('publish.day')}>
          <DateInput
            id={`${id}-day`}
            max={yesterday}
            value={day}
            invalid={error !== null}
            describedBy={error === null ? undefined : `${id}-error`}
            onChange={setDay}
          />
        </FilterField>
        <button type="submit" disabled={busy}>
          {t('publish.submit')}
        </button>
      </div>
      {error !== null && (
        <p id={`${id}-error`} role="alert" className="field-error">
          {error}
        </p>
      )}
    </form>
  );
}

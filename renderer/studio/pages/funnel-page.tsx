import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Loading, reloadOf } from '../../app/money/load-states.tsx';
import { StudioLoadFailed } from '../staff-only.tsx';
import { fetchFunnel, type Funnel, type FunnelFilter, type FunnelStep } from '../studio-api.ts';
import '../studio-i18n.ts';
import { LABELLED_CHOICES, STUDIO_TABLE } from '../studio-styles.ts';

/**
 * /studio/{flowId}/funnel (issue 9 § Funnel analytics): per step, the users who entered and
 * submitted it, the drop-off, the median time on the step and the most frequent validation errors
 * per field; for one version and variant, or all.
 */
export function Component() {
  const { t } = useTranslation('studio');
  const flowId = useParams().flowId ?? '';
  const [filter, setFilter] = useState<FunnelFilter>({ version: '', variant: '' });

  const query = useQuery({ queryKey: ['funnel', flowId, filter], queryFn: () => fetchFunnel(flowId, filter) });
  return (
    <section aria-labelledby="funnel-heading">
      <h2 id="funnel-heading">{t('flow.funnel')}</h2>
      {query.isPending && <Loading />}
      {query.isError && <StudioLoadFailed error={query.error} onRetry={reloadOf(query)} />}
      {query.isSuccess && (
        <>
          <FunnelFilters funnel={query.data} filter={filter} onChange={setFilter} />
          <FunnelTable steps={query.data.steps} />
        </>
      )}
    </section>
  );
}

interface FiltersProps {
  readonly funnel: Funnel;
  readonly filter: FunnelFilter;
  readonly onChange: (filter: FunnelFilter) => void;
}

function FunnelFilters({ funnel, filter, onChange }: FiltersProps) {
  const { t } = useTranslation('studio');
  return (
    <div className={LABELLED_CHOICES}>
      <label>
        {t('funnel.version')}
        <select
          value={filter.version}
          onChange={(event) => {
            onChange({ ...filter, version: event.target.value });
          }}
        >
          <option value="">{t('funnel.allVersions')}</option>
          {funnel.versions.map((version) => (
            <option key={version} value={String(version)}>
              {t('versions.name', { version })}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t('funnel.variant')}
        <select
          value={filter.variant}
          onChange={(event) => {
            onChange({ ...filter, variant: event.target.value });
          }}
        >
          <option value="">{t('funnel.allVariants')}</option>
          {funnel.variants.map((variant) => (
            <option key={variant.id} value={variant.id}>
              {variant.id}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}

function FunnelTable({ steps }: { readonly steps: readonly FunnelStep[] }) {
  const { t, i18n } = useTranslation('studio');
  const percent = new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 1 });
  const number = new Intl.NumberFormat(i18n.language);
  const seconds = (value: number | null) =>
    value === null ? '—' : t('funnel.seconds', { value: number.format(Math.round(value)) });
  return (
    <div className="table-scroll">
      <table className={STUDIO_TABLE}>
        <caption>{t('funnel.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('funnel.step')}</th>
            <th scope="col">{t('funnel.entered')}</th>
            <th scope="col">{t('funnel.submitted')}</th>
            <th scope="col">{t('funnel.dropOff')}</th>
            <th scope="col">{t('funnel.median')}</th>
            <th scope="col">{t('funnel.errors')}</th>
          </tr>
        </thead>
        <tbody>
          {steps.map((step) => (
            <tr key={step.step}>
              <th scope="row">{step.step}</th>
              <td>{number.format(step.entered)}</td>
              <td>{number.format(step.submitted)}</td>
              <td>
                {number.format(step.dropOff)}
                {step.dropOffRate !== null && ` (${percent.format(step.dropOffRate)})`}
              </td>
              <td>{seconds(step.medianSecondsOnStep)}</td>
              <td>
                {step.validationErrors.length === 0 ? (
                  '—'
                ) : (
                  <ul className="m-0 ps-4">
                    {step.validationErrors.map((error) => (
                      <li key={`${error.path}${error.message}`}>
                        <code>{error.path === '' ? '/' : error.path}</code> {error.message} (
                        {number.format(error.count)})
                      </li>
                    ))}
                  </ul>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

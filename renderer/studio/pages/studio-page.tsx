import { useQuery } from '@tanstack/react-query';

import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Loading, reloadOf } from '../../app/money/load-states.tsx';
import { usePageTitle } from '../../shell/page-title.ts';
import { StudioFrame, StudioLoadFailed } from '../staff-only.tsx';
import { fetchFlows, type FlowSummary } from '../studio-api.ts';
import { useDateTime } from '../use-date-time.ts';
import '../studio-i18n.ts';
import { ROWS_AS_CARDS_ON_PHONES } from '../../ui/table-styles.ts';
import { STUDIO_TABLE } from '../studio-styles.ts';

/** /studio (issue 9): every full flow with its newest version and its draft, each opening the flow. */
export function Component() {
  const { t } = useTranslation('studio');
  usePageTitle(t('list.heading'));
  return (
    <StudioFrame title={t('list.heading')}>
      <FlowList />
    </StudioFrame>
  );
}

function FlowList() {
  const { t } = useTranslation('studio');

  const query = useQuery({ queryKey: ['flows'], queryFn: () => fetchFlows() });
  if (query.isPending) return <Loading />;
  if (query.isError) return <StudioLoadFailed error={query.error} onRetry={reloadOf(query)} />;
  return (
    <>
      <p>{t('list.intro')}</p>
      <div className="table-scroll">
        <table className={`${STUDIO_TABLE} ${ROWS_AS_CARDS_ON_PHONES}`}>
          <thead>
            <tr>
              <th scope="col">{t('list.flow')}</th>
              <th scope="col">{t('list.newestVersion')}</th>
              <th scope="col">{t('list.draft')}</th>
            </tr>
          </thead>
          <tbody>
            {query.data.map((flow) => (
              <FlowRow key={flow.flowId} flow={flow} />
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

function FlowRow({ flow }: { readonly flow: FlowSummary }) {
  const { t } = useTranslation('studio');
  const dateTime = useDateTime();
  const { newestVersion, draft } = flow;
  return (
    <tr>
      <th scope="row">
        <Link to={`/studio/${encodeURIComponent(flow.flowId)}`}>{flow.flowId}</Link>
        <span className="text-muted max-sm:block"> {flow.title}</span>
      </th>
      <td data-label={t('list.newestVersion')}>
        {newestVersion === null
          ? t('list.noVersion')
          : t('list.version', {
              version: newestVersion.version,
              when: dateTime(newestVersion.publishedAt),
              who: newestVersion.publishedBy?.emailAddress ?? t('commandLine'),
            })}
      </td>
      <td data-label={t('list.draft')}>
        {draft === null
          ? t('list.noDraft')
          : t('list.draftSaved', {
              when: dateTime(draft.updatedAt),
              who: draft.updatedBy?.emailAddress ?? t('commandLine'),
            })}
      </td>
    </tr>
  );
}

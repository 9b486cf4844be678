import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Loading } from '../../app/money/load-states.tsx';
import { useLoadable } from '../../app/money/use-loadable.ts';
import { usePageTitle } from '../../shell/page-title.ts';
import { StudioFrame, StudioLoadFailed } from '../staff-only.tsx';
import { fetchFlows, type FlowSummary } from '../studio-api.ts';
import { useDateTime } from '../use-date-time.ts';
import '../studio-i18n.ts';

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
  const load = useCallback(() => fetchFlows(), []);
  const { loadable, reload } = useLoadable(load);
  if (loadable.state === 'loading') return <Loading />;
  if (loadable.state === 'failed') return <StudioLoadFailed error={loadable.error} onRetry={reload} />;
  return (
    <>
      <p>{t('list.intro')}</p>
      <div className="table-scroll">
        <table className="studio-table">
          <thead>
            <tr>
              <th scope="col">{t('list.flow')}</th>
              <th scope="col">{t('list.newestVersion')}</th>
              <th scope="col">{t('list.draft')}</th>
            </tr>
          </thead>
          <tbody>
            {loadable.value.map((flow) => (
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
        <span className="studio-muted"> {flow.title}</span>
      </th>
      <td>
        {newestVersion === null
          ? t('list.noVersion')
          : t('list.version', {
              version: newestVersion.version,
              when: dateTime(newestVersion.publishedAt),
              who: newestVersion.publishedBy?.emailAddress ?? t('commandLine'),
            })}
      </td>
      <td>
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

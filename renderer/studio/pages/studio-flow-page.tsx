import { useTranslation } from 'react-i18next';
import { NavLink, Outlet, useParams } from 'react-router';
import { Loading } from '../../app/money/load-states.tsx';
import { usePageTitle } from '../../shell/page-title.ts';
import { ReleaseBar } from '../release-bar.tsx';
import { StudioFrame, StudioLoadFailed } from '../staff-only.tsx';
import { useFlowDraft } from '../use-flow-draft.ts';
import '../studio-i18n.ts';

/**
 * /studio/{flowId} (issue 9): one flow's draft (or its newest version to start one from) with
 * save, validate and publish, and its views: the graph, a step's editor, the versions, the funnel.
 */
export function Component() {
  const { t } = useTranslation('studio');
  const flowId = useParams().flowId ?? '';
  usePageTitle(t('flow.title', { flowId }));
  return (
    <StudioFrame title={t('flow.title', { flowId })}>
      <FlowWorkspace flowId={flowId} />
    </StudioFrame>
  );
}

function FlowWorkspace({ flowId }: { readonly flowId: string }) {
  const { t } = useTranslation('studio');
  const draft = useFlowDraft(flowId);
  if (draft.failure !== null) return <StudioLoadFailed error={draft.failure} onRetry={draft.reload} />;
  if (draft.state === null) return <Loading />;
  return (
    <>
      <ReleaseBar flowId={flowId} draft={draft} />
      <nav
        aria-label={t('flow.views')}
        className="my-4 flex gap-4 border-be border-line [&_a]:px-1 [&_a]:py-2 [&_a.active]:border-be-3 [&_a.active]:border-brand [&_a.active]:font-semibold"
      >
        <NavLink to="" end>
          {t('flow.graph')}
        </NavLink>
        <NavLink to="versions">{t('flow.versions')}</NavLink>
        <NavLink to="funnel">{t('flow.funnel')}</NavLink>
      </nav>
      <Outlet context={draft} />
    </>
  );
}

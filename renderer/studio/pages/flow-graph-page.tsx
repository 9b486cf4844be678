import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { flowDefinitionOf } from '../bundle-files.ts';
import { flowGraphModel } from '../flow-graph-model.ts';
import { FlowGraphView } from '../flow-graph-view.tsx';
import { useStudioDraft } from '../use-flow-draft.ts';
import '../studio-i18n.ts';

/** /studio/{flowId}: the draft's flow as a graph; a step's node opens its editor (issue 9). */
export function Component() {
  const { t } = useTranslation('studio');
  const navigate = useNavigate();
  const { state } = useStudioDraft();
  const definition = state === null ? undefined : flowDefinitionOf(state.bundle);
  const model = useMemo(() => flowGraphModel(definition), [definition]);
  const openStep = useCallback(
    (step: string) => {
      void navigate(`steps/${encodeURIComponent(step)}`);
    },
    [navigate],
  );
  if (model === null) return <p role="alert">{t('graph.broken')}</p>;
  const unreachable = model.nodes.filter((node) => node.unreachable).map((node) => node.id);
  const deadEnds = model.nodes.filter((node) => node.deadEnd).map((node) => node.id);
  return (
    <section aria-labelledby="graph-heading">
      <h2 id="graph-heading">{t('flow.graph')}</h2>
      <p>{t('graph.intro')}</p>
      {unreachable.length > 0 && (
        <p className="text-danger">{t('graph.unreachableList', { steps: unreachable.join(', ') })}</p>
      )}
      {deadEnds.length > 0 && <p className="text-danger">{t('graph.deadEndList', { steps: deadEnds.join(', ') })}</p>}
      <FlowGraphView model={model} onOpenStep={openStep} />
    </section>
  );
}

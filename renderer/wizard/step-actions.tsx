import type { UiSchema } from '@rjsf/utils';
import { lazy, Suspense, type ComponentType } from 'react';

// Loaded with the one step that names them (an agent's summary): never with the first screen.
const SessionSummaryAction = lazy(() =>
  import('./session-summary-action.tsx').then((module) => ({ default: module.SessionSummaryAction })),
);
const ShareSummaryAction = lazy(() =>
  import('./share-summary-action.tsx').then((module) => ({ default: module.ShareSummaryAction })),
);

/** An action a screen offers beyond its events, by the name its uiSchema gives (`ui:options.actions`). */
export interface StepActionProps {
  readonly sessionId: string;
  /** An agent's summary, still theirs (OL §1): the client goes on once they verify its link. */
  readonly awaitsClient: boolean;
}

/** Where an action is drawn: what is reviewed comes before the step's buttons, what is done with it after. */
export type ActionPlacement = 'beforeForm' | 'afterForm';

const ACTIONS: Readonly<
  Record<string, { readonly Action: ComponentType<StepActionProps>; readonly placement: ActionPlacement }>
> = {
  sessionSummary: { Action: SessionSummaryAction, placement: 'beforeForm' },
  shareSummary: { Action: ShareSummaryAction, placement: 'afterForm' },
};

/** The actions the step's uiSchema names that are drawn at `placement`, e.g. the summary's share link (§2). */
export function StepActions({
  uiSchema,
  placement,
  ...props
}: StepActionProps & { readonly uiSchema: UiSchema; readonly placement: ActionPlacement }) {
  const options = uiSchema['ui:options'] as { actions?: unknown } | undefined;
  const names = Array.isArray(options?.actions) ? options.actions.filter((name) => typeof name === 'string') : [];
  return names.map((name) => {
    const action = ACTIONS[name];
    return action?.placement === placement ? (
      // Busy while its code loads: the screen is not finished without it (nor photographed so).
      <Suspense key={name} fallback={<div aria-busy="true" />}>
        <action.Action {...props} />
      </Suspense>
    ) : null;
  });
}

import type { UiSchema } from '@rjsf/utils';
import type { ComponentType } from 'react';
import { SessionSummaryAction } from './session-summary-action.tsx';
import { ShareSummaryAction } from './share-summary-action.tsx';

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
    return action?.placement === placement ? <action.Action key={name} {...props} /> : null;
  });
}

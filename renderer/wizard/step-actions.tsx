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

const ACTIONS: Readonly<Record<string, ComponentType<StepActionProps>>> = {
  sessionSummary: SessionSummaryAction,
  shareSummary: ShareSummaryAction,
};

/** The actions the step's uiSchema names, e.g. the summary's share link (§2). */
export function StepActions({ uiSchema, ...props }: StepActionProps & { readonly uiSchema: UiSchema }) {
  const options = uiSchema['ui:options'] as { actions?: unknown } | undefined;
  const names = Array.isArray(options?.actions) ? options.actions.filter((name) => typeof name === 'string') : [];
  return names.map((name) => {
    const Action = ACTIONS[name];
    return Action === undefined ? null : <Action key={name} {...props} />;
  });
}

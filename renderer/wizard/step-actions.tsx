import type { UiSchema } from '@rjsf/utils';
import type { ComponentType } from 'react';
import { ShareSummaryAction } from './share-summary-action.tsx';

/** An action a screen offers beyond its events, by the name its uiSchema gives (`ui:options.actions`). */
interface StepActionProps {
  readonly sessionId: string;
}

const ACTIONS: Readonly<Record<string, ComponentType<StepActionProps>>> = {
  shareSummary: ShareSummaryAction,
};

/** The actions the step's uiSchema names, e.g. the summary's share link (§2). */
export function StepActions({ uiSchema, sessionId }: { readonly uiSchema: UiSchema; readonly sessionId: string }) {
  const options = uiSchema['ui:options'] as { actions?: unknown } | undefined;
  const names = Array.isArray(options?.actions) ? options.actions.filter((name) => typeof name === 'string') : [];
  return names.map((name) => {
    const Action = ACTIONS[name];
    return Action === undefined ? null : <Action key={name} sessionId={sessionId} />;
  });
}

// The flow studio's calls (issue 9; staff only, AP §3 role 15, decision 250), as
// server/modules/flow-versions answers them. Refusals the screens explain themselves are expected.
import type { FlowBundle } from '../../engine/index.ts';
import type {
  StudioDraftCheck,
  StudioDraftSummary,
  StudioFlowDiff,
  StudioFlowDraft,
  StudioFlowList,
  StudioFlowVersion,
  StudioFlowVersionList,
  StudioFlowVersionWithBundle,
  StudioPatchOperation,
  StudioRelease,
  StudioReleaseFinding,
} from '../../schemas/generated/index.ts';
import { ErrorCode } from '../session/api-error.ts';
import { moneyCall } from '../app/money/money-call.ts';
import type { FlowFunnel } from '../../schemas/generated/api/flow-funnel.ts';

export type { FlowBundle };

/** 403: not product staff. 104 (HTTP 404): no such flow, version or draft. 409: stale draft, or not publishable. */
export const STAFF_ONLY = 403;
export const NOT_FOUND = ErrorCode.doesNotExist;
export const CONFLICT = 409;
const EXPECTED = [STAFF_ONLY, NOT_FOUND, CONFLICT];

// The answers' types are generated from their schemas (schemas/api/studio-*.schema.json).
export type VersionSummary = StudioFlowVersion;
export type DraftSummary = StudioDraftSummary;
export type FlowSummary = StudioFlowList['flows'][number];
export type Finding = StudioReleaseFinding;
/** What validate answers: the draft's problems and what publishing it would do to live sessions. */
export type ReleaseCheck = StudioDraftCheck;
/** One RFC 6902 operation of a file's changes. */
export type Difference = StudioPatchOperation;
export type FileChanges = StudioFlowDiff['changes'][number];

const flowPath = (flowId: string) => `/studio/flows/${encodeURIComponent(flowId)}`;

export const fetchFlows = () =>
  moneyCall<StudioFlowList>('/studio/flows', { expected: EXPECTED }).then(({ flows }) => flows);

export const fetchVersions = (flowId: string) =>
  moneyCall<StudioFlowVersionList>(`${flowPath(flowId)}/versions`, { expected: EXPECTED }).then(
    ({ versions }) => versions,
  );

export const fetchVersion = (flowId: string, version: number) =>
  moneyCall<StudioFlowVersionWithBundle>(`${flowPath(flowId)}/versions/${version}`, {
    expected: EXPECTED,
  });

export const fetchDraft = (flowId: string) =>
  moneyCall<StudioFlowDraft>(`${flowPath(flowId)}/draft`, { expected: EXPECTED });

/** Saves the whole draft; `version` is the draft's as last read (null: there was none). */
export const saveDraft = (flowId: string, bundle: FlowBundle, version: number | null) =>
  moneyCall<StudioFlowDraft>(`${flowPath(flowId)}/draft`, {
    method: 'PUT',
    body: { bundle, version },
    expected: EXPECTED,
  });

export const validateDraft = (flowId: string) =>
  moneyCall<StudioDraftCheck>(`${flowPath(flowId)}/draft/validate`, {
    method: 'POST',
    body: {},
    expected: EXPECTED,
  });

export const publishDraft = (flowId: string, draftVersion: number, confirmBreaking: boolean) =>
  moneyCall<StudioRelease>(`${flowPath(flowId)}/draft/publish`, {
    method: 'POST',
    body: confirmBreaking ? { draftVersion, confirmBreaking } : { draftVersion },
    expected: EXPECTED,
  });

export const rollBack = (flowId: string, version: number, confirmBreaking: boolean) =>
  moneyCall<StudioRelease>(`${flowPath(flowId)}/versions/${version}/rollback`, {
    method: 'POST',
    body: confirmBreaking ? { confirmBreaking } : {},
    expected: EXPECTED,
  });

export const fetchDiff = (flowId: string, from: number, to: number | 'draft') =>
  moneyCall<StudioFlowDiff>(`${flowPath(flowId)}/diff?from=${from}&to=${String(to)}`, {
    expected: EXPECTED,
  }).then(({ changes }) => changes);

/** What GET /studio/flows/{flowId}/funnel answers (schemas/api/flow-funnel.schema.json). */
export type Funnel = FlowFunnel;
export type FunnelStep = FlowFunnel['steps'][number];

export interface FunnelFilter {
  readonly version: string;
  readonly variant: string;
}

/** The drop-off funnel per step (issue 9 § Funnel analytics); an empty filter value means all. */
export const fetchFunnel = (flowId: string, filter: FunnelFilter) => {
  const query = new URLSearchParams(Object.entries(filter).filter(([, value]) => value !== ''));
  const search = query.size === 0 ? '' : `?${query.toString()}`;
  return moneyCall<Funnel>(`${flowPath(flowId)}/funnel${search}`, { expected: EXPECTED });
};

// The flow studio's calls (issue 9; staff only, AP §3 role 15, decision 250), as
// server/modules/flow-versions answers them. Refusals the screens explain themselves are expected.
import type {
  StudioDraftCheck,
  StudioDraftSummary,
  StudioFlowBundle,
  StudioFlowDiff,
  StudioFlowList,
  StudioFlowVersion,
  StudioPatchOperation,
  StudioReleaseFinding,
} from '../../schemas/generated/index.ts';
import { ErrorCode } from '../session/api-error.ts';
import type { FlowFunnel } from '../../schemas/generated/api/flow-funnel.ts';
import { signedInCall } from '../session/auth-client.ts';

/** A flow's files as the studio reads and saves them (schemas/api/studio-flow-bundle.schema.json). */
export type FlowBundle = StudioFlowBundle;

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

export const fetchFlows = () =>
  signedInCall({ method: 'GET', path: '/studio/flows' }, { expected: EXPECTED }).then(({ flows }) => flows);

export const fetchVersions = (flowId: string) =>
  signedInCall(
    { method: 'GET', path: '/studio/flows/{flowId}/versions', params: { flowId } },
    { expected: EXPECTED },
  ).then(({ versions }) => versions);

export const fetchVersion = (flowId: string, version: number) =>
  signedInCall(
    { method: 'GET', path: '/studio/flows/{flowId}/versions/{version}', params: { flowId, version } },
    { expected: EXPECTED },
  );

export const fetchDraft = (flowId: string) =>
  signedInCall({ method: 'GET', path: '/studio/flows/{flowId}/draft', params: { flowId } }, { expected: EXPECTED });

/** Saves the whole draft; `version` is the draft's as last read (null: there was none). */
export const saveDraft = (flowId: string, bundle: FlowBundle, version: number | null) =>
  signedInCall(
    { method: 'PUT', path: '/studio/flows/{flowId}/draft', params: { flowId }, body: { bundle, version } },
    { expected: EXPECTED },
  );

export const validateDraft = (flowId: string) =>
  signedInCall(
    { method: 'POST', path: '/studio/flows/{flowId}/draft/validate', params: { flowId }, body: {} },
    { expected: EXPECTED },
  );

export const publishDraft = (flowId: string, draftVersion: number, confirmBreaking: boolean) =>
  signedInCall(
    {
      method: 'POST',
      path: '/studio/flows/{flowId}/draft/publish',
      params: { flowId },
      body: confirmBreaking ? { draftVersion, confirmBreaking } : { draftVersion },
    },
    { expected: EXPECTED },
  );

export const rollBack = (flowId: string, version: number, confirmBreaking: boolean) =>
  signedInCall(
    {
      method: 'POST',
      path: '/studio/flows/{flowId}/versions/{version}/rollback',
      params: { flowId, version },
      body: confirmBreaking ? { confirmBreaking } : {},
    },
    { expected: EXPECTED },
  );

export const fetchDiff = (flowId: string, from: number, to: number | 'draft') =>
  signedInCall(
    {
      method: 'GET',
      path: '/studio/flows/{flowId}/diff',
      params: { flowId },
      query: { from: String(from), to: String(to) },
    },
    { expected: EXPECTED },
  ).then(({ changes }) => changes);

/** What GET /studio/flows/{flowId}/funnel answers (schemas/api/flow-funnel.schema.json). */
export type Funnel = FlowFunnel;
export type FunnelStep = FlowFunnel['steps'][number];

export interface FunnelFilter {
  readonly version: string;
  readonly variant: string;
}

/** The drop-off funnel per step (issue 9 § Funnel analytics); an empty filter value means all. */
export const fetchFunnel = (flowId: string, { version, variant }: FunnelFilter) =>
  signedInCall(
    {
      method: 'GET',
      path: '/studio/flows/{flowId}/funnel',
      params: { flowId },
      query: { version: version === '' ? undefined : version, variant: variant === '' ? undefined : variant },
    },
    { expected: EXPECTED },
  );

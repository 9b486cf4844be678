// The flow studio's calls (issue 9; staff only, AP §3 role 15, decision 250), as
// server/modules/flow-versions answers them. Refusals the screens explain themselves are expected.
import type { FlowBundle } from '../../engine/index.ts';
import { ErrorCode } from '../session/api-error.ts';
import { moneyCall } from '../app/money/money-call.ts';

export type { FlowBundle };

/** 403: not product staff. 104 (HTTP 404): no such flow, version or draft. 409: stale draft, or not publishable. */
export const STAFF_ONLY = 403;
export const NOT_FOUND = ErrorCode.doesNotExist;
export const CONFLICT = 409;
const EXPECTED = [STAFF_ONLY, NOT_FOUND, CONFLICT];

export interface Person {
  readonly userId: number;
  readonly emailAddress: string | null;
}

export interface VersionSummary {
  readonly flowId: string;
  readonly version: number;
  readonly publishedBy: Person | null;
  readonly publishedAt: string;
  /** A roll back: the version published again. */
  readonly fromVersion: number | null;
}

export interface DraftSummary {
  readonly flowId: string;
  /** The draft's own optimistic version: a save names it, a stale one is refused. */
  readonly version: number;
  readonly basedOnVersion: number | null;
  readonly updatedBy: Person | null;
  readonly updatedAt: string;
}

export interface FlowSummary {
  readonly flowId: string;
  readonly title: string;
  readonly variants: readonly string[];
  readonly newestVersion: VersionSummary | null;
  readonly draft: DraftSummary | null;
}

export interface Problem {
  readonly file: string;
  readonly path: string;
  readonly message: string;
}

export interface Finding {
  readonly kind: string;
  readonly step: string | null;
  readonly breaking: boolean;
  readonly message: string;
}

export interface ReleaseCheck {
  readonly newestVersion: number;
  readonly problems: readonly Problem[];
  readonly findings: readonly Finding[];
  readonly publishable: boolean;
  readonly needsConfirmation: boolean;
}

export interface Difference {
  readonly op: string;
  readonly path: string;
  readonly value?: unknown;
  readonly from?: string;
}

export interface FileChanges {
  readonly file: string;
  readonly change: 'added' | 'removed' | 'changed';
  readonly differences: readonly Difference[];
}

const flowPath = (flowId: string) => `/studio/flows/${encodeURIComponent(flowId)}`;

export const fetchFlows = () =>
  moneyCall<{ flows: FlowSummary[] }>('/studio/flows', { expected: EXPECTED }).then(({ flows }) => flows);

export const fetchVersions = (flowId: string) =>
  moneyCall<{ versions: VersionSummary[] }>(`${flowPath(flowId)}/versions`, { expected: EXPECTED }).then(
    ({ versions }) => versions,
  );

export const fetchVersion = (flowId: string, version: number) =>
  moneyCall<VersionSummary & { bundle: FlowBundle }>(`${flowPath(flowId)}/versions/${version}`, {
    expected: EXPECTED,
  });

export const fetchDraft = (flowId: string) =>
  moneyCall<DraftSummary & { bundle: FlowBundle }>(`${flowPath(flowId)}/draft`, { expected: EXPECTED });

/** Saves the whole draft; `version` is the draft's as last read (null: there was none). */
export const saveDraft = (flowId: string, bundle: FlowBundle, version: number | null) =>
  moneyCall<DraftSummary & { bundle: FlowBundle }>(`${flowPath(flowId)}/draft`, {
    method: 'PUT',
    body: { bundle, version },
    expected: EXPECTED,
  });

export const validateDraft = (flowId: string) =>
  moneyCall<ReleaseCheck & { draftVersion: number }>(`${flowPath(flowId)}/draft/validate`, {
    method: 'POST',
    body: {},
    expected: EXPECTED,
  });

export const publishDraft = (flowId: string, draftVersion: number, confirmBreaking: boolean) =>
  moneyCall<{ version: VersionSummary; findings: Finding[] }>(`${flowPath(flowId)}/draft/publish`, {
    method: 'POST',
    body: confirmBreaking ? { draftVersion, confirmBreaking } : { draftVersion },
    expected: EXPECTED,
  });

export const rollBack = (flowId: string, version: number, confirmBreaking: boolean) =>
  moneyCall<{ version: VersionSummary; findings: Finding[] }>(`${flowPath(flowId)}/versions/${version}/rollback`, {
    method: 'POST',
    body: confirmBreaking ? { confirmBreaking } : {},
    expected: EXPECTED,
  });

export const fetchDiff = (flowId: string, from: number, to: number | 'draft') =>
  moneyCall<{ changes: FileChanges[] }>(`${flowPath(flowId)}/diff?from=${from}&to=${String(to)}`, {
    expected: EXPECTED,
  }).then(({ changes }) => changes);

export interface FunnelStep {
  readonly step: string;
  readonly entered: number;
  readonly submitted: number;
  readonly dropOff: number;
  /** A share of those who entered (0.25 is 25%); null when nobody entered. */
  readonly dropOffRate: number | null;
  readonly medianSecondsOnStep: number | null;
  readonly abandoned: number;
  readonly validationErrors: readonly { path: string; message: string; count: number; users: number }[];
}

export interface Funnel {
  readonly versions: readonly number[];
  readonly variants: readonly { id: string; title: string }[];
  readonly steps: readonly FunnelStep[];
}

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

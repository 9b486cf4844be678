import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import type { FlowBundle } from '../../../engine/index.ts';

/**
 * A published version of a full flow (issue 9): its bundle (flow, variants, step schemas and
 * uiSchemas). Rows are only ever inserted: a session stays on the version it started on.
 */
export const FlowVersion = defineEntity({
  name: 'FlowVersion',
  tableName: 'flow_version',
  properties: {
    flowId: p.string().length(100).primary(),
    version: p.integer().primary(),
    // json, not jsonb: the files keep their key order through the database (`npm run flow -- export`).
    bundle: p.json<FlowBundle>().columnType('json'),
    /** The staff member who published it; null for the shipped files and the command line. */
    publishedBy: p.integer().nullable(),
    publishedAt: p.datetime().onCreate(() => new Date()),
    /** A rollback: the version it publishes again. */
    fromVersion: p.integer().nullable(),
  },
});
export type FlowVersion = InferEntity<typeof FlowVersion>;

/** The one draft of a flow that staff edit before publishing; `version` refuses a stale save. */
export const FlowDraft = defineEntity({
  name: 'FlowDraft',
  tableName: 'flow_draft',
  properties: {
    flowId: p.string().length(100).primary(),
    bundle: p.json<FlowBundle>().columnType('json'),
    /** The published version the draft started from. */
    basedOnVersion: p.integer(),
    updatedBy: p.integer().nullable(),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
    version: p.integer().version(),
  },
});
export type FlowDraft = InferEntity<typeof FlowDraft>;

export type FlowAuditAction = 'draftSaved' | 'draftDiscarded' | 'published' | 'rolledBack' | 'imported' | 'seeded';

/** Who did what to a flow and when (issue 9: who published what and when is kept). */
export const FlowAudit = defineEntity({
  name: 'FlowAudit',
  tableName: 'flow_audit',
  indexes: [{ name: 'flow_audit_flow_at', properties: ['flowId', 'at'] }],
  properties: {
    id: p.integer().primary().autoincrement(),
    flowId: p.string().length(100),
    action: p.string().length(20).$type<FlowAuditAction>(),
    /** The version the action made (published, rolled back, imported, seeded). */
    version: p.integer().nullable(),
    /** A staff user id; null for the shipped files and the command line. */
    actorId: p.integer().nullable(),
    at: p.datetime().onCreate(() => new Date()),
    /** What else is worth keeping: the rolled-back version, confirmed breaking findings. */
    detail: p.json<Record<string, unknown>>(),
  },
});
export type FlowAudit = InferEntity<typeof FlowAudit>;

import type { EntityManager } from '@mikro-orm/postgresql';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import {
  bundleDiff,
  numbered,
  versionedFlowOf,
  VariantNotVersionedError,
  type FileChanges,
  type FlowBundle,
  type Project,
} from '../../../engine/index.ts';
import { FlowAudit, FlowDraft, FlowVersion, type FlowAuditAction } from './entities.ts';
import { InvalidRequestError, NotFoundError } from '../../errors.ts';
import { checkRelease, type ReleaseCheck } from './release-check.ts';
import { NotPublishableError, StaleDraftError } from './studio-errors.ts';
import { draftSummary, emailsOf, personOf, versionView } from './studio-views.ts';
import { newestVersion, seedFlowVersions, storedBundle } from './versioned-projects.ts';

/** Who acted: a staff user id, or null for the command line. */
export type Actor = number | null;

/** The full flow `flowId` names: a variant is versioned with its base (decision 260). */
export function studioFlowId(project: Project, flowId: string): string {
  const versioned = versionedFlowOf(project.files, flowId);
  if (versioned !== flowId) throw new NotFoundError(new VariantNotVersionedError(flowId, versioned).message);
  return flowId;
}

export async function listFlows(em: EntityManager, project: Project) {
  await seedFlowVersions(em, project);
  const fullFlows = project.flowIds.filter((id) => versionedFlowOf(project.files, id) === id);
  const newest = await em
    .getConnection()
    .execute<{ flow_id: string; version: number }[]>(
      'select flow_id, max(version) as version from flow_version group by flow_id',
    );
  const versions = await em.find(
    FlowVersion,
    { $or: newest.map(({ flow_id, version }) => ({ flowId: flow_id, version })) },
    { fields: ['flowId', 'version', 'publishedBy', 'publishedAt', 'fromVersion'] },
  );
  const drafts = await em.find(
    FlowDraft,
    { flowId: { $in: fullFlows } },
    { fields: ['flowId', 'basedOnVersion', 'updatedBy', 'updatedAt', 'version'] },
  );
  const users = await emailsOf(em, [...versions.map((v) => v.publishedBy), ...drafts.map((d) => d.updatedBy)]);
  return fullFlows.map((flowId) => {
    const version = versions.find((v) => v.flowId === flowId);
    const draft = drafts.find((d) => d.flowId === flowId);
    return {
      flowId,
      title: project.flow(flowId).title,
      variants: project.flowIds.filter((id) => id !== flowId && versionedFlowOf(project.files, id) === flowId),
      newestVersion: version === undefined ? null : versionView(version, users),
      draft: draft === undefined ? null : draftSummary(draft, users),
    };
  });
}

export async function listVersions(em: EntityManager, flowId: string) {
  const versions = await em.find(
    FlowVersion,
    { flowId },
    { orderBy: { version: 'desc' }, fields: ['flowId', 'version', 'publishedBy', 'publishedAt', 'fromVersion'] },
  );
  const users = await emailsOf(
    em,
    versions.map((v) => v.publishedBy),
  );
  return versions.map((version) => versionView(version, users));
}

export async function getVersion(em: EntityManager, flowId: string, version: number) {
  const row = await em.findOne(FlowVersion, { flowId, version });
  if (row === null) throw new NotFoundError(`Flow "${flowId}" has no version ${version}`);
  return { ...versionView(row, await emailsOf(em, [row.publishedBy])), bundle: row.bundle };
}

export async function getDraft(em: EntityManager, flowId: string) {
  const draft = await findDraft(em, flowId);
  return { ...draftSummary(draft, await emailsOf(em, [draft.updatedBy])), bundle: draft.bundle };
}

/**
 * Saves the whole draft. `expected` is the draft version it was edited from (null: no draft yet);
 * anything else was overwritten meanwhile and is refused (decision 262).
 */
export async function saveDraft(
  em: EntityManager,
  project: Project,
  actor: Actor,
  flowId: string,
  bundle: FlowBundle,
  expected: number | null,
) {
  if (bundle.flowId !== flowId)
    throw new InvalidRequestError(`The bundle is of flow "${bundle.flowId}", not "${flowId}"`);
  if (expected !== null) {
    // Only the version the editor read is replaced; the row's own version says whether it still is.
    const updated = await em.nativeUpdate(
      FlowDraft,
      { flowId, version: expected },
      { bundle, updatedBy: actor, updatedAt: new Date(), version: expected + 1 },
    );
    if (updated === 0) throw new StaleDraftError();
  } else {
    em.create(FlowDraft, {
      flowId,
      bundle,
      basedOnVersion: await newestVersion(em, project, flowId),
      updatedBy: actor,
    });
  }
  audit(em, flowId, 'draftSaved', actor);
  try {
    await em.flush();
  } catch (error) {
    // A draft was there already (or two first saves at once): the editor has not seen it.
    if (error instanceof UniqueConstraintViolationException) throw new StaleDraftError();
    throw error;
  }
  const draft = await findDraft(em, flowId);
  return { created: expected === null, draft: { ...draftSummary(draft, await emailsOf(em, [actor])), bundle } };
}

export async function discardDraft(em: EntityManager, actor: Actor, flowId: string): Promise<void> {
  em.remove(await findDraft(em, flowId));
  audit(em, flowId, 'draftDiscarded', actor);
  await em.flush();
}

export async function validateDraft(em: EntityManager, project: Project, flowId: string) {
  const draft = await findDraft(em, flowId);
  const check = await checkRelease(em, project, draft.bundle, draft.basedOnVersion);
  return { draftVersion: draft.version, basedOnVersion: draft.basedOnVersion, ...check };
}

/** Publishes the draft as the next version (issue 9): refused with problems, breaking findings need confirming. */
export async function publishDraft(
  em: EntityManager,
  project: Project,
  actor: Actor,
  flowId: string,
  options: { readonly draftVersion: number; readonly confirmBreaking?: boolean },
) {
  const draft = await findDraft(em, flowId);
  if (draft.version !== options.draftVersion)
    throw new StaleDraftError('The draft changed since it was checked. Check it again before publishing.');
  const check = await checkRelease(em, project, draft.bundle, draft.basedOnVersion);
  refuseUnsafe(check, options.confirmBreaking === true);
  const released = await release(em, check, {
    bundle: draft.bundle,
    actor,
    action: 'published',
  });
  // Only the draft that was checked goes: one saved meanwhile stays, to be checked against this version.
  await em.nativeDelete(FlowDraft, { flowId, version: draft.version });
  return released;
}

/** Publishes an old version again as the next one; the old row stays as it was. */
export async function rollBack(
  em: EntityManager,
  project: Project,
  actor: Actor,
  flowId: string,
  version: number,
  confirmBreaking: boolean,
) {
  const bundle = await storedBundle(em, flowId, version);
  if (bundle === null) throw new NotFoundError(`Flow "${flowId}" has no version ${version}`);
  const check = await checkRelease(em, project, bundle);
  refuseUnsafe(check, confirmBreaking);
  return release(em, check, { bundle, actor, action: 'rolledBack', fromVersion: version });
}

/** `npm run flow -- import`: the files' bundle as the next version (no confirmation on the command line). */
export async function importBundle(em: EntityManager, project: Project, bundle: FlowBundle) {
  const check = await checkRelease(em, project, bundle);
  refuseUnsafe(check, true);
  return { ...(await release(em, check, { bundle, actor: null, action: 'imported' })), check };
}

function refuseUnsafe(check: ReleaseCheck, confirmBreaking: boolean): void {
  if (!check.publishable)
    throw new NotPublishableError('The flow has problems: fix them before publishing.', check.problems, check.findings);
  if (check.needsConfirmation && !confirmBreaking)
    throw new NotPublishableError(
      'Publishing would affect live sessions: confirm the breaking changes to publish.',
      [],
      check.findings,
    );
}

interface Release {
  readonly bundle: FlowBundle;
  readonly actor: Actor;
  readonly action: Extract<FlowAuditAction, 'published' | 'rolledBack' | 'imported'>;
  readonly fromVersion?: number;
}

async function release(em: EntityManager, check: ReleaseCheck, input: Release) {
  const { flowId } = input.bundle;
  const version = check.newestVersion + 1;
  const row = em.create(FlowVersion, {
    flowId,
    version,
    bundle: numbered(input.bundle, version),
    publishedBy: input.actor,
    fromVersion: input.fromVersion ?? null,
  });
  const confirmed = check.findings.filter((finding) => finding.breaking).map((finding) => finding.message);
  audit(em, flowId, input.action, input.actor, version, {
    ...(input.fromVersion !== undefined && { fromVersion: input.fromVersion }),
    ...(confirmed.length > 0 && { confirmedFindings: confirmed }),
  });
  try {
    await em.flush();
  } catch (error) {
    // Someone published the same version number a moment earlier: the check was against the old newest.
    if (error instanceof UniqueConstraintViolationException)
      throw new StaleDraftError(`Version ${version} of "${flowId}" was published meanwhile. Check again.`);
    throw error;
  }
  return { version: versionView(row, await emailsOf(em, [input.actor])), findings: check.findings };
}

/** The structural difference between two versions, or a version and the draft. */
export async function diffVersions(em: EntityManager, flowId: string, from: number, to: number | 'draft') {
  const left = await storedBundle(em, flowId, from);
  if (left === null) throw new NotFoundError(`Flow "${flowId}" has no version ${from}`);
  const right = to === 'draft' ? (await findDraft(em, flowId)).bundle : await storedBundle(em, flowId, to);
  if (right === null) throw new NotFoundError(`Flow "${flowId}" has no version ${String(to)}`);
  const changes: FileChanges[] = bundleDiff(left, right);
  return { flowId, from, to, changes };
}

export async function auditOf(em: EntityManager, flowId: string) {
  const rows = await em.find(FlowAudit, { flowId }, { orderBy: { id: 'desc' }, limit: 500 });
  const users = await emailsOf(
    em,
    rows.map((row) => row.actorId),
  );
  return rows.map((row) => ({
    action: row.action,
    version: row.version,
    by: personOf(row.actorId, users),
    at: row.at.toISOString(),
    detail: row.detail,
  }));
}

async function findDraft(em: EntityManager, flowId: string): Promise<FlowDraft> {
  const draft = await em.findOne(FlowDraft, { flowId });
  if (draft === null) throw new NotFoundError(`Flow "${flowId}" has no draft`);
  return draft;
}

function audit(
  em: EntityManager,
  flowId: string,
  action: FlowAuditAction,
  actorId: Actor,
  version: number | null = null,
  detail: Record<string, unknown> = {},
): void {
  em.create(FlowAudit, { flowId, action, version, actorId, detail });
}

import type { Connection, EntityManager } from '@mikro-orm/postgresql';
import {
  bundleOf,
  diff,
  numbered,
  projectWith,
  versionedFlowOf,
  type Flow,
  type FlowBundle,
  type Project,
} from '../../../engine/index.ts';
import { FlowVersionGoneError } from '../../errors.ts';
import { withNamedEffects } from './effects-before-naming.ts';

/** The flow a session runs, and the project (schemas, uiSchemas) of its version. */
export interface VersionedFlow {
  readonly project: Project;
  readonly flow: Flow;
}

/**
 * Versions never change once published, so each (flow, version) is built once per process and
 * database; which version is the newest is always read from the database, so every process agrees.
 * The database is part of the key: "version 2" of one database is not another's (one process may
 * serve two, as the tests' servers do).
 */
const built = new WeakMap<Connection, WeakMap<Project, Map<string, Promise<Project>>>>();

function builtVersions(em: EntityManager, project: Project): Map<string, Promise<Project>> {
  const connection = em.getConnection();
  const byProject = built.get(connection) ?? new WeakMap<Project, Map<string, Promise<Project>>>();
  built.set(connection, byProject);
  const projects = byProject.get(project) ?? new Map<string, Promise<Project>>();
  byProject.set(project, projects);
  return projects;
}

/** The files' version of each full flow, stored as its first version when the flow has none. */
export async function seedFlowVersions(em: EntityManager, project: Project): Promise<void> {
  for (const flowId of project.flowIds) {
    if (versionedFlowOf(project.files, flowId) === flowId) await seedFlow(em, project, flowId);
  }
}

// Idempotent across processes: a flow with any version is left alone, a race inserts one row.
async function seedFlow(em: EntityManager, project: Project, flowId: string): Promise<void> {
  const files = bundleOf(project.files, flowId);
  const version = project.flow(flowId).version;
  const inserted = await em.getConnection().execute<{ version: number }[]>(
    `insert into flow_version (flow_id, version, bundle, published_at)
     select ?, ?, ?, now() where not exists (select 1 from flow_version where flow_id = ?)
     on conflict do nothing returning version`,
    [flowId, version, JSON.stringify(numbered(files, version)), flowId],
  );
  if (inserted.length === 0) return;
  await em
    .getConnection()
    .execute(
      `insert into flow_audit (flow_id, action, version, actor_id, at, detail) values (?, 'seeded', ?, null, now(), '{}')`,
      [flowId, version],
    );
}

/** The newest published version of the flow a flow id is versioned with (a variant's base). */
export async function newestVersion(em: EntityManager, project: Project, flowId: string): Promise<number> {
  const versioned = versionedFlowOf(project.files, flowId);
  const newest = async () => {
    const [row] = await em
      .getConnection()
      .execute<{ newest: number | null }[]>('select max(version) as newest from flow_version where flow_id = ?', [
        versioned,
      ]);
    return row?.newest ?? null;
  };
  const found = await newest();
  if (found !== null) return found;
  await seedFlow(em, project, versioned);
  return (await newest()) ?? project.flow(versioned).version;
}

/** The flow a new session starts on: the newest version. */
export async function newestFlow(em: EntityManager, project: Project, flowId: string): Promise<VersionedFlow> {
  return versionedFlow(em, project, flowId, await newestVersion(em, project, flowId));
}

/** A flow at a version: a session's stays what it started on, however many were published since. */
export async function versionedFlow(
  em: EntityManager,
  project: Project,
  flowId: string,
  version: number,
): Promise<VersionedFlow> {
  const versioned = versionedFlowOf(project.files, flowId);
  const projects = builtVersions(em, project);
  const key = `${versioned}@${version}`;
  let building = projects.get(key);
  if (building === undefined) {
    building = buildVersion(em, project, versioned, version);
    projects.set(key, building);
    // A version not there now may be published later (by another process): do not keep a miss.
    building.catch(() => projects.delete(key));
  }
  const versionProject = await building;
  return { project: versionProject, flow: versionProject.flow(flowId) };
}

async function buildVersion(em: EntityManager, project: Project, flowId: string, version: number): Promise<Project> {
  let bundle = await storedBundle(em, flowId, version);
  if (bundle === null) {
    // Before anything was seeded the files are the flow's only version: finding the newest seeds it.
    await newestVersion(em, project, flowId);
    bundle = await storedBundle(em, flowId, version);
  }
  if (bundle === null) throw new FlowVersionGoneError(flowId, version);
  // The shipped files' own version (most sessions): the project already built from them.
  const filesVersion = project.flow(flowId).version;
  if (version === filesVersion && diff(numbered(bundleOf(project.files, flowId), version), bundle).length === 0)
    return project;
  return projectWith(project.files, bundle);
}

export async function storedBundle(em: EntityManager, flowId: string, version: number): Promise<FlowBundle | null> {
  const [row] = await em
    .getConnection()
    .execute<{ bundle: FlowBundle }[]>('select bundle from flow_version where flow_id = ? and version = ?', [
      flowId,
      version,
    ]);
  return row === undefined ? null : withNamedEffects(row.bundle);
}

/**
 * `npm run flow -- export|import ...` (scripts/flow.ts sends them here): move a flow version between
 * the database and the files (DATABASE_URL, else the embedded one in ./data: stop `npm start` first).
 *
 *   export <flow> [--version N] [--dir PATH]   that version (the newest by default) into flows/ and schemas/
 *   import <flow> [--dir PATH]                 the files' flow published as the next version
 *
 * Like the engine CLI, the last stdout line is one JSON object; exit 0 on success, 1 when the
 * definitions have problems, 2 for a bad command line or an unknown flow or version.
 */
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import type { EntityManager } from '@mikro-orm/postgresql';
import * as prettier from 'prettier';
import {
  bundleOf,
  diff,
  EngineError,
  formatProblem,
  InvalidDefinitionsError,
  loadProject,
  numbered,
  REPO_ROOT,
  type FlowBundle,
  type Project,
} from '../engine/index.ts';
import { NotPublishableError } from '../server/modules/flow-versions/studio-errors.ts';
import { importBundle, studioFlowId } from '../server/modules/flow-versions/studio.ts';
import { newestVersion, storedBundle } from '../server/modules/flow-versions/versioned-projects.ts';
import { AppError } from '../server/errors.ts';
import { withDatabase } from './database-script.ts';

const USAGE = `usage: npm run flow -- export <flow> [--version N] [--dir PATH]
       npm run flow -- import <flow> [--dir PATH]`;

class UsageError extends Error {}

const [command] = process.argv.slice(2);
process.exitCode = await versionCommand(process.argv.slice(3));

async function versionCommand(argv: string[]): Promise<number> {
  try {
    const { positionals, values } = parseArgs({
      args: argv,
      allowPositionals: true,
      options: { version: { type: 'string' }, dir: { type: 'string' } },
    });
    const [flowId] = positionals;
    if (flowId === undefined || positionals.length > 1) throw new UsageError(USAGE);
    const root = values.dir === undefined ? fileURLToPath(REPO_ROOT) : resolve(values.dir);
    const project = await loadProject(root);
    studioFlowId(project, flowId);
    const result = await withDatabase<object>((em) =>
      command === 'export'
        ? exportVersion(em, project, root, flowId, versionOption(values.version))
        : importFiles(em, project, flowId),
    );
    console.log(JSON.stringify(result));
    return 0;
  } catch (error) {
    return fail(error);
  }
}

function versionOption(text: string | undefined): number | null {
  if (text === undefined) return null;
  if (!/^[1-9][0-9]{0,8}$/.test(text)) throw new UsageError(`--version must be a version number, not "${text}"`);
  return Number(text);
}

/** Writes the version's flow, variants and step schemas; variant files of the flow it lacks go. */
async function exportVersion(em: EntityManager, project: Project, root: string, flowId: string, wanted: number | null) {
  const version = wanted ?? (await newestVersion(em, project, flowId));
  const bundle = await storedBundle(em, flowId, version);
  if (bundle === null) throw new UsageError(`Flow "${flowId}" has no version ${version}`);
  const written = [
    ...Object.entries(bundle.flows).map(([file, json]) => [file, json] as const),
    ...Object.entries({ ...bundle.schemas, ...bundle.uiSchemas }).map(
      ([ref, json]) => [`schemas/${ref}`, json] as const,
    ),
  ];
  for (const [file, json] of written) await writeJson(join(root, file), json);
  const stale = Object.keys(bundleOf(project.files, flowId).flows).filter((file) => !(file in bundle.flows));
  for (const file of stale) await rm(join(root, file));
  return { flow: flowId, version, written: written.map(([file]) => file).sort(), removed: stale };
}

/** Publishes the files' flow as the next version, unless the newest version already is them. */
async function importFiles(em: EntityManager, project: Project, flowId: string) {
  const bundle: FlowBundle = bundleOf(project.files, flowId);
  const newest = await newestVersion(em, project, flowId);
  const published = await storedBundle(em, flowId, newest);
  if (published !== null && diff(numbered(bundle, newest), published).length === 0)
    return { flow: flowId, imported: false, version: newest };
  const { version, check } = await importBundle(em, project, bundle);
  return { flow: flowId, imported: true, version: version.version, findings: check.findings };
}

async function writeJson(path: string, json: unknown): Promise<void> {
  await mkdir(dirname(path), { recursive: true });
  // The repository's JSON is Prettier's (npm test checks it).
  const options = await prettier.resolveConfig(path);
  await writeFile(path, await prettier.format(JSON.stringify(json), { ...options, filepath: path }));
}

function fail(error: unknown): number {
  if (error instanceof InvalidDefinitionsError) {
    for (const problem of error.problems) console.error(formatProblem(problem));
    console.log(JSON.stringify({ ok: false, problems: error.problems }));
    return 1;
  }
  if (error instanceof NotPublishableError) {
    for (const problem of error.problems) console.error(formatProblem(problem));
    console.log(JSON.stringify({ ok: false, problems: error.problems, findings: error.findings }));
    return 1;
  }
  const known = error instanceof UsageError || error instanceof EngineError || error instanceof AppError;
  const isParseError = error instanceof TypeError && 'code' in error && String(error.code).startsWith('ERR_PARSE_ARGS');
  const message = error instanceof Error ? error.message : String(error);
  console.error(known || isParseError ? message : `unexpected error: ${message}`);
  console.log(JSON.stringify({ error: message.split('\n')[0] }));
  return known || isParseError ? 2 : 1;
}

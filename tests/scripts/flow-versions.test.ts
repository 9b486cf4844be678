import { execFile } from 'node:child_process';
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ScratchDatabase } from '../../scripts/scratch-database.ts';
import { createTestDatabase } from '../support/test-database.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a test reads and edits JSON freely
type Json = any;

const run = promisify(execFile);
let database: ScratchDatabase;
let dir: string;

// A copy of the definition files to import from and export into: the repository's stay as they are.
beforeAll(async () => {
  database = await createTestDatabase();
  dir = await mkdtemp(join(tmpdir(), 'adflow-flow-files-'));
  await cp('flows', join(dir, 'flows'), { recursive: true });
  await cp('schemas', join(dir, 'schemas'), { recursive: true });
  await mkdir(join(dir, 'locales/en'), { recursive: true });
  await cp('locales/en/flows.json', join(dir, 'locales/en/flows.json'));
}, 60_000);
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
  await database.drop();
});

/** `npm run flow -- ...` on the test's database; the last stdout line parsed. */
async function flow(...args: string[]): Promise<{ code: number; json: Json; stderr: string }> {
  const env = { ...process.env, DATABASE_URL: database.clientUrl };
  try {
    const { stdout, stderr } = await run(process.execPath, ['scripts/flow.ts', ...args, '--dir', dir], { env });
    return { code: 0, json: JSON.parse(stdout.trim().split('\n').at(-1) ?? 'null'), stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return {
      code: failed.code,
      json: JSON.parse(failed.stdout.trim().split('\n').at(-1) ?? 'null'),
      stderr: failed.stderr,
    };
  }
}

const CONFIRMATION = 'schemas/steps/confirmation.schema.json';
const readJson = async (file: string): Promise<Json> => JSON.parse(await readFile(join(dir, file), 'utf8'));
const writeJson = (file: string, json: unknown) => writeFile(join(dir, file), `${JSON.stringify(json, null, 2)}\n`);

// Each test starts Node processes that load the flows (and the ORM): with other files on both
// cores one took over 20 s. The limit guards against a hang, it is not a speed target.
describe(
  'npm run flow -- import / export (issue 9: files move a version between the database and files)',
  { timeout: 60_000 },
  () => {
    it('import of files the newest version already is publishes nothing', async () => {
      expect(await flow('import', 'onboarding')).toMatchObject({
        code: 0,
        json: { flow: 'onboarding', imported: false, version: 1 },
      });
    });

    it('import of changed files publishes them as the next version', async () => {
      const schema = await readJson(CONFIRMATION);
      schema.properties.note = { type: 'string', maxLength: 200, title: 'Anything else?' };
      await writeJson(CONFIRMATION, schema);
      const ui = await readJson('schemas/steps/confirmation.ui.json');
      ui['ui:order'].push('note');
      await writeJson('schemas/steps/confirmation.ui.json', ui);
      expect(await flow('import', 'onboarding')).toMatchObject({
        code: 0,
        json: { flow: 'onboarding', imported: true, version: 2, findings: [] },
      });
    });

    it('export writes a version back into the files as shipped, keys in their order', async () => {
      const exported = await flow('export', 'onboarding', '--version', '1');
      expect(exported.code).toBe(0);
      expect(exported.json).toMatchObject({ flow: 'onboarding', version: 1, removed: [] });
      expect(exported.json.written).toEqual(expect.arrayContaining(['flows/onboarding.flow.json', CONFIRMATION]));
      for (const file of ['flows/onboarding.flow.json', 'flows/agent.flow.json', CONFIRMATION]) {
        // The same JSON, key for key in the same order (Prettier lays it out; escapes may differ).
        const exported = JSON.stringify(JSON.parse(await readFile(join(dir, file), 'utf8')));
        expect(exported, file).toBe(JSON.stringify(JSON.parse(await readFile(file, 'utf8'))));
      }
    });

    it('export of the newest version by default; the flow files say their version', async () => {
      expect((await flow('export', 'onboarding')).json).toMatchObject({ version: 2 });
      expect((await readJson(CONFIRMATION)).properties.note).toBeDefined();
      expect((await readJson('flows/onboarding.flow.json')).version).toBe(2);
      expect((await readJson('flows/shortened.flow.json')).version).toBe(2);
    });

    it('import of files with problems publishes nothing: exit 1 with the problems', async () => {
      const definition = await readJson('flows/onboarding.flow.json');
      const broken = structuredClone(definition);
      broken.states.confirmation.on.NEXT = 'nowhere';
      await writeJson('flows/onboarding.flow.json', broken);
      const result = await flow('import', 'onboarding');
      await writeJson('flows/onboarding.flow.json', definition);
      expect(result.code).toBe(1);
      expect(result.stderr).toContain('dangling target "nowhere"');
      expect(result.json.ok).toBe(false);
      expect((await flow('import', 'onboarding')).json).toMatchObject({ imported: false, version: 2 });
    });

    it.each([
      ['a variant', ['export', 'agent'], 'versioned with "onboarding"'],
      ['an unknown flow', ['export', 'nope'], 'Unknown flow "nope"'],
      ['a version that is not there', ['export', 'subsequent', '--version', '9'], 'has no version 9'],
      ['a bad version', ['export', 'subsequent', '--version', 'two'], '--version must be a version number'],
    ])('%s: exit 2 with a one-line message', async (_case, args, message) => {
      const result = await flow(...args);
      expect(result.code).toBe(2);
      expect(result.json.error).toContain(message);
    });
  },
);

import type { ProjectFiles } from './project.ts';

/** The repository root: flows/, schemas/ and locales/ sit beside engine/. */
export const REPO_ROOT = new URL('../', import.meta.url);

/**
 * Reads flows/, schemas/ and locales/en/flows.json from disk. Node's fs is imported lazily so
 * that the rest of the engine bundles for the browser.
 */
export async function readProjectFiles(root: URL | string = REPO_ROOT): Promise<ProjectFiles> {
  const fs = await import('node:fs/promises');
  const { posix: paths } = await import('node:path');
  const url = await import('node:url');
  const rootDir = typeof root === 'string' ? root : url.fileURLToPath(root);
  const readJson = async (path: string): Promise<unknown> => {
    const text = await fs.readFile(paths.join(rootDir, path), 'utf8');
    try {
      return JSON.parse(text) as unknown;
    } catch (error) {
      throw new SyntaxError(`${path}: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
    }
  };
  const list = async (dir: string): Promise<string[]> =>
    (await fs.readdir(paths.join(rootDir, dir), { recursive: true })).map((p) => p.split('\\').join('/')).sort();

  const flows = new Map<string, unknown>();
  for (const name of (await list('flows')).filter((p) => p.endsWith('.flow.json'))) {
    flows.set(`flows/${name}`, await readJson(`flows/${name}`));
  }
  const schemas = new Map<string, object>();
  const uiSchemas = new Map<string, object>();
  for (const name of (await list('schemas')).filter((p) => !p.startsWith('generated/'))) {
    if (name.endsWith('.schema.json')) schemas.set(name, (await readJson(`schemas/${name}`)) as object);
    else if (name.endsWith('.ui.json')) uiSchemas.set(name, (await readJson(`schemas/${name}`)) as object);
  }
  return { flows, schemas, uiSchemas, titles: await readJson('locales/en/flows.json') };
}

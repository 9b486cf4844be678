import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { generateTypes } from '../../scripts/gen-types.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const GENERATED = 'schemas/generated';

it('schemas/generated matches a fresh generation from the schemas', async () => {
  const fresh = await generateTypes();
  const committed = (await readdir(join(ROOT, GENERATED), { recursive: true }))
    .map((name) => `${GENERATED}/${name.split('\\').join('/')}`)
    .filter((path) => path.endsWith('.ts'));
  const stale: string[] = [];
  for (const [path, content] of fresh) {
    const onDisk = committed.includes(path) ? await readFile(join(ROOT, path), 'utf8') : undefined;
    if (onDisk !== content) stale.push(onDisk === undefined ? `${path} (missing)` : path);
  }
  stale.push(...committed.filter((path) => !fresh.has(path)).map((path) => `${path} (no longer generated)`));
  expect(stale, 'schemas/generated is stale: run npm run gen:types').toEqual([]);
}, 60_000);

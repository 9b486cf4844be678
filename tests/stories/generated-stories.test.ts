import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { generateStories } from '../../scripts/gen-stories.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const GENERATED = 'stories/generated';

it('stories/generated matches a fresh generation from the flows and schemas', async () => {
  const fresh = await generateStories();
  const committed = (await readdir(join(ROOT, GENERATED), { recursive: true }))
    .map((name) => `${GENERATED}/${name.split('\\').join('/')}`)
    .filter((path) => path.endsWith('.tsx'));
  const stale: string[] = [];
  for (const [path, content] of fresh) {
    const onDisk = committed.includes(path) ? await readFile(join(ROOT, path), 'utf8') : undefined;
    if (onDisk !== content) stale.push(onDisk === undefined ? `${path} (missing)` : path);
  }
  stale.push(...committed.filter((path) => !fresh.has(path)).map((path) => `${path} (no longer generated)`));
  expect(stale, 'stories/generated is stale: run npm run gen:stories').toEqual([]);
}, 60_000);

// msw checks the worker's version at start and refuses a worker of another release.
it('the mock service worker Storybook serves is the installed msw release', async () => {
  const served = await readFile(join(ROOT, '.storybook/public/mockServiceWorker.js'), 'utf8');
  const installed = await readFile(join(ROOT, 'node_modules/msw/lib/mockServiceWorker.js'), 'utf8');
  expect(served === installed, 'run npx msw init .storybook/public --no-save').toBe(true);
});

/**
 * Generates locales/en/fields.json: every text users see of every step schema of schemas/steps/
 * (field titles, at every depth, as the server inlines the schema) and of its uiSchema (placeholders,
 * help...), by schema file and the path renderer/wizard/field-labels.ts gives it. The renderer looks
 * the other languages' texts up by the same keys. Run `npm run gen:field-labels`;
 * tests/locales/field-labels-stale.test.ts fails when the file is stale.
 */
import { existsSync } from 'node:fs';
import { readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { UiSchema } from '@rjsf/utils';
import prettier from 'prettier';
import { loadProject, type Project } from '../engine/index.ts';
import { stepTextsName, withFieldTexts, type TextPath } from '../renderer/wizard/field-labels.ts';
import { inlineRefs } from '../server/modules/step-definitions/inline-refs.ts';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
export const FIELD_LABELS_FILE = 'locales/en/fields.json';
const STEPS_DIR = 'schemas/steps';

/** A step's texts (or a whole catalogue): nested by path, a text at each end. */
interface Texts {
  [segment: string]: Texts | string;
}

/** The content of locales/en/fields.json, formatted as Prettier writes it. */
export async function generateFieldLabels(): Promise<string> {
  const project = await loadProject(ROOT);
  const files = (await readdir(join(ROOT, STEPS_DIR))).filter((name) => name.endsWith('.schema.json')).sort();
  const catalogue: Texts = {};
  for (const file of files) {
    const schemaRef = `steps/${file}`;
    const texts = stepTexts(project, schemaRef);
    if (Object.keys(texts).length > 0) catalogue[stepTextsName(schemaRef)] = texts;
  }
  const path = join(ROOT, FIELD_LABELS_FILE);
  const config = (await prettier.resolveConfig(path)) ?? {};
  return prettier.format(JSON.stringify(catalogue, null, 2), { ...config, parser: 'json' });
}

/** One step's texts: its schema as the server sends it and its uiSchema (the file beside it). */
function stepTexts(project: Project, schemaRef: string): Texts {
  const uiRef = schemaRef.replace(/\.schema\.json$/, '.ui.json');
  const uiSchema: UiSchema = existsSync(join(ROOT, 'schemas', uiRef)) ? (project.uiSchema(uiRef) as UiSchema) : {};
  const texts: Texts = {};
  withFieldTexts(inlineRefs(project, schemaRef), uiSchema, (path, english) => {
    put(texts, path, english, schemaRef);
    return english;
  });
  return texts;
}

/**
 * Files `text` under `path`. Two texts at one key, or a key that is both a text and a field (a
 * property named like a keyword, `items`), would make one of them untranslatable: refused.
 */
function put(texts: Texts, path: TextPath, text: string, schemaRef: string): void {
  const where = `${schemaRef}: ${path.join('.')}`;
  if (path.some((segment) => segment === '' || segment.includes('.')))
    throw new Error(`${where}: not a key i18next can look up`);
  let node = texts;
  for (const segment of path.slice(0, -1)) {
    const next = (node[segment] ??= {});
    if (typeof next === 'string') throw new Error(`${where}: ${segment} is a text and a field`);
    node = next;
  }
  const last = path.at(-1) ?? '';
  const found = node[last];
  if (typeof found === 'object') throw new Error(`${where}: is a text and a field`);
  if (found !== undefined && found !== text) throw new Error(`${where}: two texts, ${JSON.stringify([found, text])}`);
  node[last] = text;
}

async function main(): Promise<void> {
  await writeFile(join(ROOT, FIELD_LABELS_FILE), await generateFieldLabels());
  console.log(`Wrote ${FIELD_LABELS_FILE}`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();

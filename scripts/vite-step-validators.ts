/**
 * A Vite plugin: every step schema's validator precompiled at build time, so a step's form checks
 * its data without Ajv (and the code Ajv compiles with) in the browser.
 *
 * `virtual:step-validators` lists the flows' step schemas by schemaRef; each entry loads, on
 * demand, a module of Ajv standalone code made as @rjsf/validator-ajv8's
 * compileSchemaValidatorsCode makes it (the same Ajv options as the browser's full validator),
 * for the schema the renderer validates: the server's inlined one with its choices labelled
 * (renderer/wizard/shown-schema.ts). Besides the sub-schemas RJSF asks about (schemaParser), the
 * item schemas of lists are compiled too: the chips widget checks each text against them.
 *
 * Each module carries the fingerprint of the schema it was compiled from: a step whose schema
 * differs at runtime (staff edited it) falls back to the full validator (step-validation.ts).
 */
import { readdir, readFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { hashForSchema, schemaParser, type RJSFSchema } from '@rjsf/utils';
import createAjvInstance from '@rjsf/validator-ajv8/lib/createAjvInstance.js';
import standaloneCode from 'ajv/dist/standalone/index.js';
import i18next from 'i18next';
import type { Plugin } from 'vite';
import { crossFieldErrors, loadProject } from '../engine/index.ts';
import { AJV_OPTIONS } from '../renderer/wizard/ajv-options.ts';
import { schemaFingerprint, shownSchema } from '../renderer/wizard/shown-schema.ts';
import { inlineRefs } from '../server/modules/step-definitions/inline-refs.ts';

const INDEX_ID = 'virtual:step-validators';
const STEP_PREFIX = `${INDEX_ID}/`;
// Not `….json`: Vite's JSON plugin would take the module for JSON.
const STEP_SUFFIX = '.js';

/** The plugin; `root` is the repository (flows/, schemas/, locales/). */
export function stepValidators(root: string): Plugin {
  let schemas: Promise<ReadonlyMap<string, RJSFSchema>> | null = null;
  return {
    name: 'adflow-step-validators',
    resolveId: {
      filter: { id: new RegExp(`^${INDEX_ID}(/|$)`) },
      handler: (id) => `\0${id}`,
    },
    load: {
      filter: { id: new RegExp(`^\0${INDEX_ID}(/|$)`) },
      handler: async function (id) {
        const bySchemaRef = await (schemas ??= stepSchemas(root));
        for (const file of await sourceFiles(root)) this.addWatchFile(file);
        if (id === `\0${INDEX_ID}`) return indexModule([...bySchemaRef.keys()]);
        const schema = bySchemaRef.get(id.slice(STEP_PREFIX.length + 1, -STEP_SUFFIX.length));
        if (schema === undefined) throw new Error(`${id}: no such step schema`);
        return stepModule(schema);
      },
    },
    // A schema edited under `npm run dev` is compiled again.
    watchChange() {
      schemas = null;
    },
  };
}

/**
 * Every step schema of the flows by schemaRef, as the renderer validates it: the server's, with
 * every `$ref` inlined (the step view), its choices labelled in English.
 */
export async function stepSchemas(root: string): Promise<ReadonlyMap<string, RJSFSchema>> {
  const project = await loadProject(root);
  const enums = JSON.parse(await readFile(join(root, 'locales/en/enums.json'), 'utf8')) as Record<string, string>;
  // The renderer's i18n settings (renderer/i18n.ts) for the namespace choices are labelled from.
  const i18n = i18next.createInstance();
  await i18n.init({
    lng: 'en',
    fallbackLng: 'en',
    resources: { en: { enums } },
    interpolation: { escapeValue: false },
  });
  const schemaRefs = new Set<string>();
  for (const flowId of project.flowIds) {
    const flow = project.flow(flowId);
    for (const step of flow.steps) schemaRefs.add(flow.meta(step).schema);
  }
  return new Map([...schemaRefs].sort().map((ref) => [ref, shownSchema(inlineRefs(project, ref), i18n.t)]));
}

function indexModule(schemaRefs: readonly string[]): string {
  const entries = schemaRefs.map(
    (ref) =>
      `  ${JSON.stringify(ref)}: { crossFieldRules: ${String(hasCrossFieldRules(ref))}, ` +
      `load: () => import(${JSON.stringify(STEP_PREFIX + ref + STEP_SUFFIX)}) },`,
  );
  return `export const precompiledSteps = {\n${entries.join('\n')}\n};\n`;
}

/** Whether the engine has rules across fields for the schema: such rules read the step's data. */
export function hasCrossFieldRules(schemaRef: string): boolean {
  let read = false;
  const probe = new Proxy({}, { get: () => ((read = true), undefined) });
  crossFieldErrors(schemaRef, probe);
  return read;
}

/** An ES module: `fingerprint` of the schema and `validateFns`, keyed as RJSF looks them up. */
export function stepModule(schema: RJSFSchema): string {
  const schemas = { ...schemaParser(schema), ...itemSchemas(schema) };
  // What compileSchemaValidatorsCode does, with AJV_OPTIONS (no meta schemas, formats or overrides).
  // (Its declared `Ajv` does not resolve from this package: the instance is Ajv's all the same.)
  const ajv = createAjvInstance(
    undefined,
    undefined,
    { code: { lines: true, source: true }, schemas: Object.values(schemas) },
    undefined,
    AJV_OPTIONS.AjvClass,
    AJV_OPTIONS.extenderFn,
  ) as unknown as Parameters<typeof standaloneCode.default>[0];
  // A CommonJS module whose default export is its module object (as ajv-errors in the engine).
  return toEsModule(standaloneCode.default(ajv), schemaFingerprint(schema));
}

/** Every list's item schema (object-valued `items`) below `schema`, keyed by RJSF's hash, as schemaParser keys. */
function itemSchemas(schema: RJSFSchema): Record<string, RJSFSchema> {
  const found: Record<string, RJSFSchema> = {};
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) node.forEach(visit);
    if (node === null || typeof node !== 'object' || Array.isArray(node)) return;
    const { items } = node as { items?: unknown };
    if (items !== null && typeof items === 'object' && !Array.isArray(items)) {
      const key = hashForSchema(items as RJSFSchema);
      found[key] = { ...(items as RJSFSchema), $id: key };
    }
    Object.values(node).forEach(visit);
  };
  visit(schema);
  return found;
}

/**
 * Ajv's standalone code is CommonJS (`exports["<id>"] = validate24;`, `require("ajv/dist/runtime/…")`):
 * the same code as an ES module, so that the bundle shares Ajv's runtime helpers between steps.
 */
function toEsModule(code: string, fingerprint: string): string {
  const exported: string[] = [];
  const imports = new Map<string, string>();
  const body = code
    .replace(/^"use strict";/, '')
    .replace(
      /^exports(?:\[("[^"\n]*")\]|\.(\w+)) = (\w+);$/gm,
      (_line, quoted?: string, bare?: string, name?: string) => {
        exported.push(`  ${quoted ?? JSON.stringify(bare)}: ${String(name)},`);
        return '';
      },
    )
    .replace(/require\(("[^"\n]*")\)/g, (_call, module: string) => {
      const name = imports.get(module) ?? `runtime${imports.size}`;
      imports.set(module, name);
      return name;
    });
  if (/\brequire\(|\bexports[[.]|\bmodule\.exports\b/.test(body))
    throw new Error('Unexpected CommonJS in standalone code');
  return [
    ...[...imports].map(([module, name]) => `import * as ${name}Namespace from ${module};`),
    // What `require` gives, whichever way the bundler hands over a CommonJS module: the build
    // gives its exports, `npm run dev` and Node give them as the namespace's default.
    'const commonJs = (namespace) => (namespace.default?.__esModule ? namespace.default : namespace);',
    ...[...imports.values()].map((name) => `const ${name} = commonJs(${name}Namespace);`),
    body,
    `export const fingerprint = ${JSON.stringify(fingerprint)};`,
    `export const validateFns = {\n${exported.join('\n')}\n};`,
    '',
  ].join('\n');
}

/** What the modules are made from: a change to any of them means new modules. */
async function sourceFiles(root: string): Promise<string[]> {
  const dirs = ['flows', 'schemas/steps', 'schemas/entities', 'schemas/enums'];
  const lists = await Promise.all(
    dirs.map(async (dir) => (await readdir(join(root, dir))).map((file) => join(root, dir, file))),
  );
  return [...lists.flat().filter((file) => basename(file).endsWith('.json')), join(root, 'locales/en/enums.json')];
}

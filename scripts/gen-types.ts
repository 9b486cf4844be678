/**
 * Generates schemas/generated/: one type-only TypeScript module per JSON Schema under schemas/
 * (api/, config/, enums/, entities/, steps/ and flow.schema.json), plus an index.ts re-exporting them all,
 * and api-paths.ts: every API operation's query, body and answer types (scripts/gen-api-paths.ts).
 * Run `npm run gen:types`; tests/schemas/generated-types.test.ts fails when the output is stale.
 */
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, posix } from 'node:path';
import { fileURLToPath } from 'node:url';
import { compile, type JSONSchema } from 'json-schema-to-typescript';
import prettier from 'prettier';
import { apiPathsModule } from './gen-api-paths.ts';

type Schema = Record<string, unknown>;

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const SCHEMA_DIRS = ['api', 'config', 'enums', 'entities', 'steps'];
const FLOW_SCHEMA = 'flow.schema.json';
const OUT_DIR = 'schemas/generated';

// Keywords whose value is a map of name -> schema, and keywords whose value is data, not a schema.
const SCHEMA_MAPS = new Set(['$defs', 'properties', 'patternProperties', 'dependentSchemas']);
const DATA = new Set(['const', 'enum', 'default', 'examples', 'required', 'tsType']);
// Validation only: conditions narrow values but never change a type's shape.
const VALIDATION_ONLY = new Set(['if', 'then', 'else', 'not', 'errorMessage']);
// A schema made of these keywords alone (e.g. a `$defs.rules` of if/then) adds nothing to a type.
const CONSTRAINT_KEYWORDS = new Set(['title', 'description', '$comment', 'type', 'allOf', '$ref', ...VALIDATION_ONLY]);

/** Generated file path (repo-relative) -> content, for every schema and the index. */
export async function generateTypes(): Promise<Map<string, string>> {
  const schemas = await readSchemas();
  const files = new Map<string, string>();
  for (const [ref, schema] of schemas) {
    files.set(outputPath(ref), await format(outputPath(ref), await generateModule(ref, schema, schemas)));
  }
  const index = [...files.keys()].map((path) => `export type * from './${posix.relative(OUT_DIR, path)}';`);
  const indexPath = `${OUT_DIR}/index.ts`;
  files.set(indexPath, await format(indexPath, `${banner('every schema under schemas/')}\n${index.join('\n')}\n`));
  const pathsPath = `${OUT_DIR}/api-paths.ts`;
  const paths = apiPathsModule((ref) => toTypeName(String(schemas.get(ref)?.title)));
  files.set(pathsPath, await format(pathsPath, `${banner('the API catalogue (server/openapi/)')}\n${paths}`));
  assertUniqueNames(files);
  return files;
}

async function readSchemas(): Promise<Map<string, Schema>> {
  const refs: string[] = [];
  for (const dir of SCHEMA_DIRS) {
    const names = await readdir(join(ROOT, 'schemas', dir));
    refs.push(...names.filter((n) => n.endsWith('.schema.json')).map((n) => `${dir}/${n}`));
  }
  const top = await readdir(join(ROOT, 'schemas'));
  if (top.includes(FLOW_SCHEMA)) refs.push(FLOW_SCHEMA);
  const schemas = new Map<string, Schema>();
  for (const ref of refs.sort()) {
    schemas.set(ref, JSON.parse(await readFile(join(ROOT, 'schemas', ref), 'utf8')) as Schema);
  }
  return schemas;
}

async function generateModule(ref: string, schema: Schema, schemas: ReadonlyMap<string, Schema>): Promise<string> {
  const imports = new Map<string, Set<string>>();
  const context: Context = {
    external(target) {
      const resolved = resolveExternal(ref, target, schemas);
      const names = imports.get(resolved.ref) ?? new Set<string>();
      imports.set(resolved.ref, names.add(resolved.name));
      return resolved.name;
    },
    constrainsOnly: (node) => constrainsOnly(ref, node, schemas),
  };
  const prepared = prepare(schema, true, context);
  const body = await compile(prepared as JSONSchema, String(schema.title), {
    bannerComment: '',
    format: false,
    unreachableDefinitions: true, // titled $defs are types other modules import
    ignoreMinAndMaxItems: true, // form data is a plain array, not a tuple of minItems elements
  });
  const importLines = [...imports]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([target, names]) => {
      const from = posix.relative(posix.dirname(outputPath(ref)), outputPath(target));
      return `import type { ${[...names].sort().join(', ')} } from '${from.startsWith('.') ? from : `./${from}`}';`;
    });
  return [banner(`schemas/${ref}`), ...importLines, '', body].join('\n');
}

interface Context {
  /** Type name for a cross-file `$ref`, recording the import it needs. */
  external(ref: string): string;
  constrainsOnly(node: unknown): boolean;
}

/**
 * Makes a schema json-schema-to-typescript turns into one module of uniquely named types:
 * - a cross-file `$ref` becomes `tsType` naming the target's type, which the module imports;
 * - only the root and `$defs` keep a `title` (titles name types); a property's title becomes
 *   its doc comment, and untitled `$defs` are named after the root;
 * - an enumeration's `{const, title}` options are listed in its doc comment;
 * - validation-only keywords, and `allOf` members made of nothing else, are left out.
 */
function prepare(node: unknown, named: boolean, context: Context, rootTitle?: string): unknown {
  if (Array.isArray(node)) return node.map((item) => prepare(item, false, context, rootTitle));
  if (!isSchema(node)) return node;
  if (typeof node.$ref === 'string' && !node.$ref.startsWith('#')) {
    return { tsType: context.external(node.$ref), description: node.description ?? node.title };
  }
  // A reference to one of the file's own $defs names that type: anything beside it (a property's
  // title) would make json-schema-to-typescript declare a numbered copy of it (`Changes1`).
  if (typeof node.$ref === 'string') return { $ref: node.$ref };
  const title = rootTitle ?? (typeof node.title === 'string' ? node.title : undefined);
  const out: Schema = {};
  for (const [key, value] of Object.entries(node)) {
    if (VALIDATION_ONLY.has(key)) continue;
    if (key === 'allOf' && Array.isArray(value)) {
      const members = value.filter((member) => !context.constrainsOnly(member));
      if (members.length > 0) out[key] = prepare(members, false, context, title);
    } else if (DATA.has(key) || !(typeof value === 'object' && value !== null)) out[key] = value;
    else if (SCHEMA_MAPS.has(key)) out[key] = prepareMap(key, value as Schema, context, title);
    else out[key] = prepare(value, false, context, title);
  }
  const options = enumOptions(node);
  const description = [node.description ?? (named ? undefined : node.title), options].filter(Boolean);
  if (description.length > 0) out.description = description.join('\n\n');
  if (!named) delete out.title;
  if (options !== undefined) delete out.type; // `1 | 2`, not `number & (1 | 2)`
  return out;
}

function prepareMap(keyword: string, map: Schema, context: Context, rootTitle?: string): Schema {
  const out: Schema = {};
  for (const [name, value] of Object.entries(map)) {
    if (keyword !== '$defs' || !isSchema(value)) {
      out[name] = prepare(value, false, context, rootTitle);
    } else if (!context.constrainsOnly(value)) {
      out[name] = prepare({ title: defTitle(rootTitle ?? '', name, value), ...value }, true, context);
    }
  }
  return out;
}

function constrainsOnly(from: string, node: unknown, schemas: ReadonlyMap<string, Schema>): boolean {
  if (!isSchema(node) || !Object.keys(node).every((key) => CONSTRAINT_KEYWORDS.has(key))) return false;
  const ref = node.$ref;
  if (typeof ref === 'string') {
    const target = lookup(from, ref, schemas);
    if (!constrainsOnly(target.ref, target.schema, schemas)) return false;
  }
  const allOf = node.allOf;
  return !Array.isArray(allOf) || allOf.every((member) => constrainsOnly(from, member, schemas));
}

/** The schema a `$ref` (relative to schema file `from`) points at, and the file it is in. */
function lookup(from: string, ref: string, schemas: ReadonlyMap<string, Schema>) {
  const [file = '', fragment = ''] = ref.split('#');
  const target = file === '' ? from : posix.normalize(posix.join(posix.dirname(from), file));
  let schema: unknown = schemas.get(target);
  for (const part of fragment.split('/').slice(1)) {
    schema = isSchema(schema) ? schema[part.replaceAll('~1', '/').replaceAll('~0', '~')] : undefined;
  }
  if (schema === undefined) throw new Error(`schemas/${from}: $ref ${ref} points nowhere`);
  return { ref: target, schema };
}

function enumOptions(node: Schema): string | undefined {
  const options = node.oneOf;
  if (!Array.isArray(options) || !options.every((o) => isSchema(o) && 'const' in o && 'title' in o)) return undefined;
  return (options as Schema[]).map((o) => `${JSON.stringify(o.const)}: ${String(o.title)}`).join('; ');
}

/** The type a cross-file `$ref` names: its file's root type, or one of that file's `$defs`. */
function resolveExternal(from: string, ref: string, schemas: ReadonlyMap<string, Schema>) {
  const target = lookup(from, ref, schemas);
  const fragment = ref.split('#')[1] ?? '';
  const def = /^\/\$defs\/([^/]+)$/.exec(fragment)?.[1];
  if ((fragment !== '' && def === undefined) || !isSchema(target.schema)) {
    throw new Error(`schemas/${from}: cannot type $ref ${ref} (only whole files and their $defs)`);
  }
  const rootTitle = String(schemas.get(target.ref)?.title);
  const name = def === undefined ? rootTitle : defTitle(rootTitle, def, target.schema);
  return { ref: target.ref, name: toTypeName(name) };
}

function defTitle(rootTitle: string, key: string, def: Schema): string {
  return typeof def.title === 'string' ? def.title : `${rootTitle}${key[0]?.toUpperCase() ?? ''}${key.slice(1)}`;
}

// json-schema-to-typescript's own naming of a title, for the titles we write (already PascalCase).
function toTypeName(title: string): string {
  return title.replace(/[^A-Za-z0-9]+(.)?/g, (_, c: string | undefined) => c?.toUpperCase() ?? '');
}

function isSchema(value: unknown): value is Schema {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function outputPath(ref: string): string {
  return `${OUT_DIR}/${ref.replace(/\.schema\.json$/, '.ts')}`;
}

function banner(source: string): string {
  return `/**\n * Generated by scripts/gen-types.ts from ${source}: do not edit.\n * Change the schema and run \`npm run gen:types\`.\n */`;
}

async function format(path: string, code: string): Promise<string> {
  const config = (await prettier.resolveConfig(join(ROOT, path))) ?? {};
  return prettier.format(code, { ...config, parser: 'typescript' });
}

// index.ts re-exports every module flat, so a name may be declared only once.
function assertUniqueNames(files: ReadonlyMap<string, string>): void {
  const owner = new Map<string, string>();
  for (const [path, code] of files) {
    for (const [, name = ''] of code.matchAll(/^export (?:type|interface) (\w+)/gm)) {
      const first = owner.get(name);
      if (first !== undefined) throw new Error(`Type ${name} is declared by both ${first} and ${path}`);
      owner.set(name, path);
    }
  }
}

async function main(): Promise<void> {
  const files = await generateTypes();
  await rm(join(ROOT, OUT_DIR), { recursive: true, force: true });
  for (const [path, content] of files) {
    await mkdir(dirname(join(ROOT, path)), { recursive: true });
    await writeFile(join(ROOT, path), content);
  }
  console.log(`Wrote ${files.size} files to ${OUT_DIR}/`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();

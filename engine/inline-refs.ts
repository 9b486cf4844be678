import type { Project } from './project.ts';

/** Where a schema file's JSON comes from: a project, or the flow studio's draft over the shared files. */
export type SchemaSource = Pick<Project, 'schema'>;

type Json = null | boolean | number | string | Json[] | JsonObject;
interface JsonObject {
  [key: string]: Json;
}

// Any base works: refs are resolved as URLs only to join relative paths.
const BASE = 'https://adflow.app/schemas/';

/**
 * A schema below schemas/ with every `$ref` replaced by what it points at, so that a browser can
 * use it without fetching the other files. Keywords beside a `$ref` (a field's `title`) win over
 * the target's; the inlined parts lose their `$id` and `$schema`, which would clash in one document.
 * @throws RangeError for a reference to a missing file, TypeError for a reference cycle
 */
export function inlineRefs(project: SchemaSource, schemaRef: string): object {
  const root = project.schema(schemaRef) as Json;
  return inline(project, root, schemaRef, root, []) as object;
}

function inline(project: SchemaSource, node: Json, file: string, document: Json, seen: readonly string[]): Json {
  if (Array.isArray(node)) return node.map((item) => inline(project, item, file, document, seen));
  if (node === null || typeof node !== 'object') return node;
  const { $ref, ...rest } = node;
  const siblings = Object.fromEntries(
    Object.entries(rest).map(([key, value]) => [key, inline(project, value, file, document, seen)]),
  );
  if (typeof $ref !== 'string') return siblings;
  const target = resolve(project, $ref, file, document);
  if (seen.includes(target.id)) throw new TypeError(`Reference cycle through ${target.id}`);
  const resolved = inline(project, target.schema, target.file, target.document, [...seen, target.id]);
  const body = isObject(resolved) ? { ...resolved } : {};
  delete body.$id;
  delete body.$schema;
  return { ...body, ...siblings };
}

function resolve(project: SchemaSource, ref: string, file: string, document: Json) {
  const url = new URL(ref, BASE + file);
  const target = url.href.startsWith(BASE) ? url.href.slice(BASE.length).split('#')[0] : undefined;
  if (target === undefined) throw new RangeError(`Reference ${ref} in ${file} leaves schemas/`);
  const targetFile = target === '' ? file : decodeURIComponent(target);
  const targetDocument = targetFile === file ? document : (project.schema(targetFile) as Json);
  const fragment = decodeURIComponent(url.hash.slice(1));
  return {
    id: `${targetFile}#${fragment}`,
    file: targetFile,
    document: targetDocument,
    schema: at(targetDocument, fragment, ref),
  };
}

/** The part of a document a JSON Pointer fragment names (`/$defs/accepted`). */
function at(document: Json, pointer: string, ref: string): Json {
  let node = document;
  for (const segment of pointer.split('/').slice(1)) {
    const key = segment.replaceAll('~1', '/').replaceAll('~0', '~');
    const next = isObject(node) ? node[key] : Array.isArray(node) ? node[Number(key)] : undefined;
    if (next === undefined) throw new RangeError(`Reference ${ref} points at nothing`);
    node = next;
  }
  return node;
}

function isObject(value: Json): value is JsonObject {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

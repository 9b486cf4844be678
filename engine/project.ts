import type { ErrorObject } from 'ajv/dist/2020.js';
import { checkFlow, pointer } from './checks.ts';
import { isStep, isVariant, type FlowDefinition, type FullFlowDefinition } from './definition.ts';
import { InvalidDefinitionsError, UnknownFlowError, UnknownStepError, type DefinitionProblem } from './errors.ts';
import { compileGraph } from './flow-graph.ts';
import { Flow, type FlagConditions } from './flow.ts';
import { createSchemaValidator, type SchemaValidator, type ValidationResult } from './step-validation.ts';

/** The project's definition files as data: what `readProjectFiles` reads from disk. */
export interface ProjectFiles {
  /** `flows/<id>.flow.json` -> parsed JSON */
  readonly flows: ReadonlyMap<string, unknown>;
  /** path below schemas/ (e.g. `steps/budget.schema.json`) -> parsed JSON Schema */
  readonly schemas: ReadonlyMap<string, object>;
  /** path below schemas/ (e.g. `steps/budget.ui.json`) -> parsed RJSF uiSchema */
  readonly uiSchemas: ReadonlyMap<string, object>;
  /** locales/en/flows.json */
  readonly titles: unknown;
}

export const FLOW_SCHEMA = 'flow.schema.json';
const SCHEMA_BASE = 'https://adflow.app/schemas/';

export interface Project {
  /** The definition files it was built from (a flow version is built over them: flow-bundle.ts). */
  readonly files: ProjectFiles;
  readonly flowIds: readonly string[];
  flow(id: string): Flow;
  /** Validates data against a schema below schemas/ (the same files the renderer uses). */
  validate(schemaRef: string, data: unknown): ValidationResult;
  /** Validates a step's data against that step's schema in the flow. */
  validateStep(flowId: string, step: string, data: unknown): ValidationResult;
  schema(ref: string): object;
  uiSchema(ref: string): object;
  /** The English text of a dotted key of locales/en/flows.json (`steps.budget.title`). */
  title(key: string): string | undefined;
  /** The data without the fields its schema marks writeOnly (OTPs, passwords): never stored or shown. */
  withoutSecrets(schemaRef: string, data: unknown): unknown;
}

/**
 * Validates every flow file (against flow.schema.json, then the checks a schema cannot express)
 * and compiles the flows. Pure: the renderer can build a project from files it was served.
 * @throws InvalidDefinitionsError naming each problem's file and JSON pointer
 */
export function createProject(files: ProjectFiles): Project {
  const schemas = createSchemaValidator(files.schemas, SCHEMA_BASE);
  const problems: DefinitionProblem[] = schemas
    .compileAll()
    .map(({ ref, message }) => ({ file: `schemas/${ref}`, path: '', message }));
  if (!schemas.has(FLOW_SCHEMA)) problems.push({ file: `schemas/${FLOW_SCHEMA}`, path: '', message: 'missing' });
  // Without a working flow schema no flow file can be checked: report what broke it.
  if (problems.some((p) => p.file === `schemas/${FLOW_SCHEMA}`)) throw new InvalidDefinitionsError(problems);

  const definitions = new Map<string, FlowDefinition>();
  for (const [file, json] of files.flows) {
    const errors = schemas.rawErrors(FLOW_SCHEMA, json);
    if (errors.length > 0) problems.push(...schemaProblems(file, errors));
    else definitions.set(file, json as FlowDefinition);
  }
  const all = [...definitions.values()];
  const context = {
    hasSchema: (ref: string) => files.schemas.has(ref),
    hasUiSchema: (ref: string) => files.uiSchemas.has(ref),
    hasTitle: (key: string) => lookup(files.titles, key) !== undefined,
    flowIds: new Set(all.map((d) => d.id)),
    fullFlowIds: new Set(all.filter((d) => !isVariant(d)).map((d) => d.id)),
  };
  const conditions = new Map<string, FlagConditions>();
  for (const [file, definition] of definitions) {
    problems.push(...checkFlow(file, definition, context));
    if (!isVariant(definition)) conditions.set(definition.id, compileConditions(file, definition, schemas, problems));
  }
  if (problems.length > 0) throw new InvalidDefinitionsError(problems);

  const flows = buildFlows(all, conditions);
  const flowIds = [...flows.keys()].sort();
  const getFlow = (id: string): Flow => {
    const flow = flows.get(id);
    if (flow === undefined) throw new UnknownFlowError(id, flowIds);
    return flow;
  };
  const getDefinition = (map: ReadonlyMap<string, object>, ref: string): object => {
    const value = map.get(ref);
    if (value === undefined) throw new RangeError(`No schema file schemas/${ref}`);
    return value;
  };

  return {
    files,
    flowIds,
    flow: getFlow,
    validate: (ref, data) => schemas.validate(ref, data),
    validateStep(flowId, step, data) {
      const flow = getFlow(flowId);
      if (!flow.hasStep(step)) throw new UnknownStepError(flowId, step);
      return schemas.validate(flow.meta(step).schema, data);
    },
    schema: (ref) => getDefinition(files.schemas, ref),
    title(key) {
      const text = lookup(files.titles, key);
      return typeof text === 'string' ? text : undefined;
    },
    withoutSecrets(ref, data) {
      const secrets = writeOnlyFields(getDefinition(files.schemas, ref));
      if (secrets.length === 0 || typeof data !== 'object' || data === null || Array.isArray(data)) return data;
      return Object.fromEntries(Object.entries(data).filter(([key]) => !secrets.includes(key)));
    },
    uiSchema: (ref) => getDefinition(files.uiSchemas, ref),
  };
}

/** Each step's `setsFlags` conditions, compiled; a schema ajv refuses is a definition problem. */
function compileConditions(
  file: string,
  definition: FullFlowDefinition,
  schemas: SchemaValidator,
  problems: DefinitionProblem[],
): FlagConditions {
  const conditions = new Map<string, (readonly [string, (data: unknown) => boolean])[]>();
  for (const [step, state] of Object.entries(definition.states)) {
    if (!isStep(state)) continue;
    for (const [flag, schema] of Object.entries(state.meta.setsFlags ?? {})) {
      try {
        conditions.set(step, [...(conditions.get(step) ?? []), [flag, schemas.condition(schema)]]);
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        problems.push({ file, path: `/states/${pointer(step)}/meta/setsFlags/${pointer(flag)}`, message });
      }
    }
  }
  return conditions;
}

function buildFlows(
  definitions: readonly FlowDefinition[],
  conditions: ReadonlyMap<string, FlagConditions>,
): Map<string, Flow> {
  const flows = new Map<string, Flow>();
  const full = definitions.filter((d): d is FullFlowDefinition => !isVariant(d));
  for (const definition of full) {
    const identity = { ...definition, extendsId: null, presetFlags: definition.flags ?? {} };
    flows.set(definition.id, new Flow(identity, compileGraph(definition), conditions.get(definition.id)));
  }
  for (const definition of definitions) {
    if (!isVariant(definition)) continue;
    // Checked before: a variant extends an existing full flow, so the base is there.
    const base = flows.get(definition.extends);
    if (base === undefined) continue;
    const presetFlags = { ...base.presetFlags, ...definition.flags };
    flows.set(definition.id, base.withIdentity({ ...definition, extendsId: base.id, presetFlags }));
  }
  return flows;
}

function schemaProblems(file: string, errors: readonly ErrorObject[]): DefinitionProblem[] {
  // A `oneOf` miss reports every branch; the deepest errors say what is actually wrong.
  const deepest = Math.max(...errors.map((e) => e.instancePath.split('/').length));
  const unique = new Map<string, DefinitionProblem>();
  for (const e of errors) {
    if (e.instancePath.split('/').length !== deepest || e.keyword === 'oneOf') continue;
    const extra = e.keyword === 'additionalProperties' ? ` "${String(e.params.additionalProperty)}"` : '';
    const problem = { file, path: e.instancePath, message: `${e.message ?? 'invalid'}${extra}` };
    unique.set(problem.path + problem.message, problem);
  }
  return [...unique.values()];
}

function writeOnlyFields(schema: object): string[] {
  const properties = (schema as { properties?: Record<string, { writeOnly?: boolean }> }).properties ?? {};
  return Object.entries(properties)
    .filter(([, property]) => property.writeOnly === true)
    .map(([name]) => name);
}

function lookup(tree: unknown, dottedKey: string): unknown {
  let node = tree;
  for (const part of dottedKey.split('.')) {
    if (typeof node !== 'object' || node === null || !Object.hasOwn(node, part)) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

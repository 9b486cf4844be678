import { isStep, isVariant, type FlowDefinition, type StateDefinition } from './definition.ts';
import { EngineError, InvalidDefinitionsError, UnknownFlowError, type DefinitionProblem } from './errors.ts';
import { createProject, type Project, type ProjectFiles } from './project.ts';

/**
 * One version of one full flow, as data: the flow file, the variant files that `extend` it (a
 * variant only presets flags, so it follows its base's version), and the step schemas and
 * uiSchemas its steps name. Shared schemas (entities/, enums/), titles and every other flow stay
 * those of the files.
 */
export interface FlowBundle {
  /** The full flow this bundle versions. */
  readonly flowId: string;
  /** `flows/<id>.flow.json` -> flow definition (not yet checked: a draft may be wrong). */
  readonly flows: Readonly<Record<string, unknown>>;
  /** Path below schemas/ (`steps/budget.schema.json`) -> JSON Schema. */
  readonly schemas: Readonly<Record<string, object>>;
  /** Path below schemas/ (`steps/budget.ui.json`) -> RJSF uiSchema. */
  readonly uiSchemas: Readonly<Record<string, object>>;
}

export class VariantNotVersionedError extends EngineError {
  override name = 'VariantNotVersionedError';
  readonly flowId: string;
  readonly baseId: string;
  constructor(flowId: string, baseId: string) {
    super(`"${flowId}" is a variant of "${baseId}": it is versioned with "${baseId}"`);
    this.flowId = flowId;
    this.baseId = baseId;
  }
}

export const flowFile = (flowId: string): string => `flows/${flowId}.flow.json`;

/** The full flow a flow id is versioned with: a variant's base, else the flow itself. */
export function versionedFlowOf(files: ProjectFiles, flowId: string): string {
  const definition = files.flows.get(flowFile(flowId));
  if (definition === undefined) throw new UnknownFlowError(flowId, flowIdsOf(files));
  return extendsOf(definition) ?? flowId;
}

/**
 * The bundle of a full flow as the files hold it.
 * @throws UnknownFlowError for no such flow; VariantNotVersionedError for a variant
 */
export function bundleOf(files: ProjectFiles, flowId: string): FlowBundle {
  const path = flowFile(flowId);
  const definition = files.flows.get(path);
  if (definition === undefined) throw new UnknownFlowError(flowId, flowIdsOf(files));
  const base = extendsOf(definition);
  if (base !== undefined) throw new VariantNotVersionedError(flowId, base);
  const flows: Record<string, unknown> = { [path]: definition };
  for (const [file, other] of files.flows) if (extendsOf(other) === flowId) flows[file] = other;
  const schemas: Record<string, object> = {};
  const uiSchemas: Record<string, object> = {};
  for (const { schema, uiSchema } of stepRefs(definition)) {
    const stepSchema = files.schemas.get(schema);
    const stepUiSchema = files.uiSchemas.get(uiSchema);
    if (stepSchema !== undefined) schemas[schema] = stepSchema;
    if (stepUiSchema !== undefined) uiSchemas[uiSchema] = stepUiSchema;
  }
  return { flowId, flows, schemas, uiSchemas };
}

/**
 * The files with the bundle's flow, variants and step schemas in place of theirs: what the bundle
 * is checked and run with. Variants of the flow that the bundle leaves out are gone.
 */
export function filesWith(files: ProjectFiles, bundle: FlowBundle): ProjectFiles {
  const flows = new Map<string, unknown>();
  for (const [file, definition] of files.flows) {
    const replaced = file === flowFile(bundle.flowId) || extendsOf(definition) === bundle.flowId;
    if (!replaced) flows.set(file, definition);
  }
  for (const [file, definition] of Object.entries(bundle.flows)) flows.set(file, definition);
  return {
    flows,
    schemas: new Map([...files.schemas, ...Object.entries(bundle.schemas)]),
    uiSchemas: new Map([...files.uiSchemas, ...Object.entries(bundle.uiSchemas)]),
    titles: files.titles,
  };
}

/**
 * A project whose flow (with its variants) and step schemas are the bundle's, everything else
 * from the files.
 * @throws InvalidDefinitionsError when the bundle does not pass `npm run flow -- validate`
 */
export function projectWith(files: ProjectFiles, bundle: FlowBundle): Project {
  return createProject(filesWith(files, bundle));
}

/** Everything `npm run flow -- validate` would report with the bundle in place: none when it runs. */
export function bundleProblems(files: ProjectFiles, bundle: FlowBundle): DefinitionProblem[] {
  const problems: DefinitionProblem[] = [];
  const path = flowFile(bundle.flowId);
  const definition = bundle.flows[path];
  if (definition === undefined) problems.push({ file: path, path: '', message: 'the bundle has no such flow file' });
  else if (extendsOf(definition) !== undefined)
    problems.push({ file: path, path: '/extends', message: 'a versioned flow must be a full flow, not a variant' });
  for (const [file, other] of Object.entries(bundle.flows)) {
    if (file !== path && extendsOf(other) !== bundle.flowId)
      problems.push({ file, path: '/extends', message: `a flow of the bundle must extend "${bundle.flowId}"` });
  }
  if (problems.length > 0) return problems;
  try {
    projectWith(files, bundle);
    return [];
  } catch (error) {
    if (error instanceof InvalidDefinitionsError) return [...error.problems];
    throw error;
  }
}

/** The bundle as version `version`: each of its flow files says so (a Flow's `version`). */
export function numbered(bundle: FlowBundle, version: number): FlowBundle {
  const flows = Object.fromEntries(
    Object.entries(bundle.flows).map(([file, definition]) => [
      file,
      isObject(definition) ? { ...definition, version } : definition,
    ]),
  );
  return { ...bundle, flows };
}

/** The schema and uiSchema each step of a (full) flow definition names. */
export function stepRefs(definition: unknown): { step: string; schema: string; uiSchema: string }[] {
  const states = isObject(definition) && isObject(definition.states) ? definition.states : {};
  return Object.entries(states).flatMap(([step, state]) => {
    if (!isObject(state) || !isObject(state.meta) || !('on' in state)) return [];
    const { schema, uiSchema } = state.meta;
    return typeof schema === 'string' && typeof uiSchema === 'string' ? [{ step, schema, uiSchema }] : [];
  });
}

/** The states of a bundle's flow, when its flow file has any (a draft may be broken). */
export function statesOf(bundle: FlowBundle): Readonly<Record<string, StateDefinition>> {
  const definition = bundle.flows[flowFile(bundle.flowId)];
  if (!isObject(definition) || !isObject(definition.states)) return {};
  return definition.states as Record<string, StateDefinition>;
}

export const stepIdsOf = (bundle: FlowBundle): string[] =>
  Object.entries(statesOf(bundle))
    .filter(([, state]) => isObject(state) && isStep(state))
    .map(([id]) => id);

function extendsOf(definition: unknown): string | undefined {
  if (!isObject(definition) || !isVariant(definition as unknown as FlowDefinition)) return undefined;
  return typeof definition.extends === 'string' ? definition.extends : undefined;
}

function flowIdsOf(files: ProjectFiles): string[] {
  return [...files.flows.keys()].map((file) => file.replace(/^flows\//, '').replace(/\.flow\.json$/, '')).sort();
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

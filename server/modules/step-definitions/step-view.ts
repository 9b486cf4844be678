import type { Flow, Project } from '../../../engine/index.ts';
import { routePath } from '../flow-sessions/route-path.ts';
import type { SessionRecord } from '../flow-sessions/session-store.ts';
import { inlineRefs } from './inline-refs.ts';

/**
 * What a renderer needs to draw one step of a session (its current one by default) with RJSF,
 * with nothing else to fetch: the schema has every `$ref` inlined. `defaults` fill a step the
 * session has no answer to yet (a returning owner's logo and colours, decision 421).
 */
export function stepView(
  project: Project,
  flow: Flow,
  session: SessionRecord,
  step = session.step,
  defaults: Readonly<Record<string, unknown>> | null = null,
) {
  if (!flow.hasStep(step)) {
    // A final state (launched): nothing left to fill in.
    return {
      step,
      finished: true,
      meta: null,
      counter: null,
      schema: null,
      uiSchema: null,
      title: null,
      data: null,
      region: regionOf(session),
      // Where a finished flow leads (store onboarding's confirm: the new profile's dashboard, AP §2).
      businessProfileId: session.businessProfileId ?? null,
    };
  }
  const meta = flow.meta(step);
  const back = flow.back(step, session.flags).step;
  return {
    step,
    finished: false,
    meta: {
      titleKey: meta.titleKey,
      section: meta.section,
      back,
      backRoute: routePath(flow, session, back),
      backDisabled: meta.backDisabled,
      headerHidden: meta.headerHidden ?? false,
      route: meta.route,
      path: routePath(flow, session, step),
      // Besides NEXT, what the screen offers (EDIT, CHANGE_OBJECTIVE, RESTART...): a button each.
      events: flow.events(step).filter((event) => event !== 'NEXT'),
      // The renderer runs the engine's rules across fields for this schema, as the server does.
      schemaRef: meta.schema,
    },
    counter: flow.counter(step, session.flags),
    schema: inlined(project, meta.schema),
    uiSchema: project.uiSchema(meta.uiSchema),
    // The engine checked at load that every step's title exists.
    title: project.title(meta.titleKey) ?? meta.titleKey,
    data: savedData(flow, session, step) ?? defaults,
    region: regionOf(session),
  };
}

/**
 * What the session holds for this step (secrets were never stored), to fill the form again, with
 * the fields it copies from earlier steps (OL §3: the ad copy's objective); null when nothing.
 */
function savedData(flow: Flow, session: SessionRecord, step: string): unknown {
  const saved = session.steps[step] ?? null;
  const shown = flow.withCopiedFields(step, saved ?? {}, session.steps);
  return saved === null && Object.keys(shown as object).length === 0 ? null : shown;
}

/**
 * The session's region: the country the user confirmed (§2 confirmation), else the one the session
 * started with. Widgets default to it (the phone's dial code) and budgets are in its currency.
 */
const regionOf = (session: SessionRecord): string | null => session.region ?? null;

// Schemas never change while the server runs: inline each once.
const cache = new WeakMap<Project, Map<string, object>>();

function inlined(project: Project, schemaRef: string): object {
  const schemas = cache.get(project) ?? new Map<string, object>();
  cache.set(project, schemas);
  const schema = schemas.get(schemaRef) ?? inlineRefs(project, schemaRef);
  schemas.set(schemaRef, schema);
  return schema;
}

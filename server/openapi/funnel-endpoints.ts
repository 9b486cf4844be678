import type { ApiEndpoint } from './api-catalogue.ts';

/** The studio's funnel analytics, for product staff only (decisions 250, 270-276; docs/funnel.md). */
export const FUNNEL_ENDPOINTS: readonly ApiEndpoint[] = [
  {
    operationId: 'getFlowFunnel',
    method: 'get',
    path: '/studio/flows/{flowId}/funnel',
    summary: "A flow's drop-off funnel per step, for product staff",
    description:
      "Steps in flow order, counting sessions (users): `entered`, `submitted`, `dropOff` (entered, never submitted) and `dropOffRate`, `abandoned` (quiet for `abandonedAfterMinutes` while standing on the step), `medianSecondsOnStep` (first entered to first submitted), `invalidSubmissions`, `usersWithErrors` and the `top` most frequent `validationErrors` `{path, message, count, users}`. `version` and `variant` narrow it (a variant flow id asks for its base flow narrowed to it); `from`/`to` (YYYY-MM-DD, UTC, both included) pick sessions by the day they started. `versions` and `variants` list the filter's choices.",
    tags: ['studio'],
    signedIn: true,
    staffOnly: true,
    query: 'api/funnel-query.schema.json',
    response: {
      status: 200,
      description:
        '`{ flowId, filter: {version, variant, from, to, top}, versions, variants: [{id, title}], abandonedAfterMinutes, steps: [{ step, titleKey, entered, submitted, dropOff, dropOffRate, abandoned, medianSecondsOnStep, invalidSubmissions, usersWithErrors, validationErrors }] }`',
      schema: 'api/flow-funnel.schema.json',
    },
    errors: [400, 401, 403, 404],
  },
];

import type { ApiEndpoint } from './api-catalogue.ts';

const STAFF =
  'Product staff only (accounts-and-platform §3 role 15, decision 250): anonymous 401, any other user 403 (403). A variant flow (agent, shortened) is versioned with its base flow: its id answers 404.';
const PERSON = '`{ userId, emailAddress }`, or null for the shipped files and the command line';
const VERSION_VIEW = `\`{ flowId, version, publishedBy, publishedAt, fromVersion }\` (publishedBy ${PERSON}; fromVersion the version a rollback published again, else null)`;
const DRAFT_VIEW = `\`{ flowId, version, basedOnVersion, updatedBy, updatedAt, bundle }\` (version counts the saves; basedOnVersion the published version it started from; updatedBy ${PERSON})`;
const BUNDLE =
  'A bundle is `{ flowId, flows, schemas, uiSchemas }`: the flow file and the variant files that extend it by path (`flows/onboarding.flow.json`), and the step schemas and uiSchemas its steps name by path below schemas/ (`steps/budget.schema.json`).';
const FINDINGS =
  '`findings` are `{ kind, step, breaking, message }` in plain words: kind `stepRemoved` (breaking when live sessions are on it), `launchStateChanged` (always breaking), `requiredFieldAdded` (breaking when live sessions have passed the step), `draftBehind` (a newer version was published after the draft started).';
const REFUSED =
  'Refused with 409 (409) and `{ problems, findings }` when the flow has problems (`problems` as `validate` answers them) or breaking findings not confirmed with `confirmBreaking: true`.';

/** The flow studio's API (issue 9): versions, drafts, validate, publish, rollback, diff, audit. */
export const STUDIO_ENDPOINTS: readonly ApiEndpoint[] = [
  {
    operationId: 'listStudioFlows',
    method: 'get',
    path: '/studio/flows',
    summary: 'The full flows with their newest version and draft',
    description: `The files are each flow's first version until a later one is published. ${STAFF}`,
    tags: ['studio'],
    signedIn: true,
    staffOnly: true,
    response: {
      status: 200,
      description: `\`{ flows }\`, each \`{ flowId, title, variants, newestVersion, draft }\`: newestVersion ${VERSION_VIEW}; draft the draft without its bundle, or null.`,
      schema: 'api/studio-flow-list.schema.json',
    },
    errors: [401, 403],
  },
  {
    operationId: 'listFlowVersions',
    method: 'get',
    path: '/studio/flows/{flowId}/versions',
    summary: "A flow's published versions, newest first (who published each, when)",
    description: STAFF,
    tags: ['studio'],
    signedIn: true,
    staffOnly: true,
    response: {
      status: 200,
      description: `\`{ versions }\`, each ${VERSION_VIEW}.`,
      schema: 'api/studio-flow-version-list.schema.json',
    },
    errors: [401, 403, 404],
  },
  {
    operationId: 'getFlowVersion',
    method: 'get',
    path: '/studio/flows/{flowId}/versions/{version}',
    summary: 'One published version with its bundle',
    description: `${BUNDLE} Versions never change. ${STAFF}`,
    tags: ['studio'],
    signedIn: true,
    staffOnly: true,
    response: {
      status: 200,
      description: `${VERSION_VIEW} with \`bundle\`.`,
      schema: 'api/studio-flow-version-bundle.schema.json',
    },
    errors: [401, 403, 404],
  },
  {
    operationId: 'rollBackFlowVersion',
    method: 'post',
    path: '/studio/flows/{flowId}/versions/{version}/rollback',
    summary: 'Publish an old version again, as the next version',
    description: `Sessions already started stay on their version; new sessions take the new one. The old version's findings against the newest are checked as for publish. ${REFUSED} ${STAFF}`,
    tags: ['studio'],
    signedIn: true,
    staffOnly: true,
    body: 'api/studio-rollback.schema.json',
    bodyOptional: true,
    response: {
      status: 201,
      description: `\`{ version, findings }\`: the new ${VERSION_VIEW}. ${FINDINGS}`,
      schema: 'api/studio-release.schema.json',
    },
    errors: [400, 401, 403, 404, 409],
  },
  {
    operationId: 'getFlowDraft',
    method: 'get',
    path: '/studio/flows/{flowId}/draft',
    summary: "The flow's draft",
    description: `404 (104) when the flow has no draft: start one with PUT from a version's bundle. ${STAFF}`,
    tags: ['studio'],
    signedIn: true,
    staffOnly: true,
    response: { status: 200, description: `${DRAFT_VIEW}.`, schema: 'api/studio-flow-draft.schema.json' },
    errors: [401, 403, 404],
  },
  {
    operationId: 'saveFlowDraft',
    method: 'put',
    path: '/studio/flows/{flowId}/draft',
    summary: 'Save the whole draft (optimistic: the draft version it was edited from)',
    description: `\`version: null\` starts a draft where none is; otherwise it is the draft's \`version\` as last read. A draft saved, discarded or published by someone else meanwhile answers 409 (409) and nothing is saved. The bundle is only checked for its shape here: validate says what is wrong with it. ${BUNDLE} Up to 1 MB. ${STAFF}`,
    tags: ['studio'],
    signedIn: true,
    staffOnly: true,
    body: 'api/studio-draft-save.schema.json',
    response: {
      status: 200,
      description: `The saved draft: ${DRAFT_VIEW}.`,
      schema: 'api/studio-flow-draft.schema.json',
    },
    otherResponses: [
      {
        status: 201,
        description: `The draft started: ${DRAFT_VIEW}.`,
        schema: 'api/studio-flow-draft.schema.json',
      },
    ],
    errors: [400, 401, 403, 404, 409],
  },
  {
    operationId: 'discardFlowDraft',
    method: 'delete',
    path: '/studio/flows/{flowId}/draft',
    summary: 'Discard the draft',
    description: STAFF,
    tags: ['studio'],
    signedIn: true,
    staffOnly: true,
    response: { status: 204, description: 'Discarded.' },
    errors: [401, 403, 404],
  },
  {
    operationId: 'validateFlowDraft',
    method: 'post',
    path: '/studio/flows/{flowId}/draft/validate',
    summary: 'Check the draft: problems, and what publishing it would do to live sessions',
    description: `Problems are everything \`npm run flow -- validate\` checks, with the draft in place of the flow's files. Findings compare the draft with the newest version, counting the unfinished sessions of the flow and its variants on each step and past each step. ${STAFF}`,
    tags: ['studio'],
    signedIn: true,
    staffOnly: true,
    body: 'api/empty-body.schema.json',
    bodyOptional: true,
    response: {
      status: 200,
      description: `\`{ draftVersion, basedOnVersion, newestVersion, problems, findings, publishable, needsConfirmation }\`: problems \`{ file, path, message, text }\` (text as the CLI prints it). ${FINDINGS}`,
      schema: 'api/studio-draft-check.schema.json',
    },
    errors: [400, 401, 403, 404],
  },
  {
    operationId: 'publishFlowDraft',
    method: 'post',
    path: '/studio/flows/{flowId}/draft/publish',
    summary: 'Publish the draft as the next version',
    description: `\`draftVersion\` is the draft that was checked: a newer save answers 409 (409). The version is immutable; sessions already started stay on theirs, new sessions take it. The draft is gone afterwards. ${REFUSED} ${STAFF}`,
    tags: ['studio'],
    signedIn: true,
    staffOnly: true,
    body: 'api/studio-publish.schema.json',
    response: {
      status: 201,
      description: `\`{ version, findings }\`: the new ${VERSION_VIEW}. ${FINDINGS}`,
      schema: 'api/studio-release.schema.json',
    },
    errors: [400, 401, 403, 404, 409],
  },
  {
    operationId: 'diffFlowVersions',
    method: 'get',
    path: '/studio/flows/{flowId}/diff',
    summary: 'The structural difference between two versions, or a version and the draft',
    description: `Unchanged files are left out; the flow file comes first. ${STAFF}`,
    tags: ['studio'],
    signedIn: true,
    staffOnly: true,
    query: 'api/studio-diff-query.schema.json',
    response: {
      status: 200,
      description:
        '`{ flowId, from, to, changes }`, each change `{ file, change, differences }`: change `added`, `removed` or `changed`; differences RFC 6902 JSON Patch operations on that file.',
      schema: 'api/studio-flow-diff.schema.json',
    },
    errors: [400, 401, 403, 404],
  },
  {
    operationId: 'getFlowAudit',
    method: 'get',
    path: '/studio/flows/{flowId}/audit',
    summary: 'Who did what to the flow, and when (newest first, up to 500)',
    description: `Actions: \`seeded\` (the files stored as the first version), \`draftSaved\`, \`draftDiscarded\`, \`published\`, \`rolledBack\`, \`imported\` (\`npm run flow -- import\`). ${STAFF}`,
    tags: ['studio'],
    signedIn: true,
    staffOnly: true,
    response: {
      status: 200,
      description: `\`{ entries }\`, each \`{ action, version, by, at, detail }\`: by ${PERSON}; detail the rolled-back version (\`fromVersion\`) and the breaking findings that were confirmed (\`confirmedFindings\`).`,
      schema: 'api/studio-flow-audit.schema.json',
    },
    errors: [401, 403, 404],
  },
];

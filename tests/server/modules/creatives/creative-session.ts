import { expect } from 'vitest';
import { project } from '../../../support/project.ts';
import type { TestApp } from '../../../support/test-server.ts';
import { png, uploadMedia } from '../media/test-images.ts';

// The answers that matter to creatives; every other step takes its schema's first example.
const ANSWERS: Readonly<Record<string, unknown>> = {
  confirmation: { region: 'GB', isTosAccepted: true, isPrivacyPolicyAccepted: true },
  businessDetails: { presence: 'none', name: 'Bloom Salon' },
  businessTypeServices: { category: 'Hair salon', services: ['Haircuts', 'Colour', 'Blow dry'] },
  selectObjective: { objective: 3 },
  offerDetails: { type: 1, value: 20, noEnd: true },
};

/**
 * A session walked over the API up to imageCreatives, which is answered with an uploaded logo
 * and `colourPalette`: a session ready for its creatives.
 */
export async function sessionWithCreativeInputs(
  server: TestApp,
  colourPalette: readonly string[] = ['#7A1F5C', '#F2E8DC'],
  { photo = false, answers = {} }: { photo?: boolean; answers?: Readonly<Record<string, unknown>> } = {},
): Promise<{ sessionId: string; logoUrl: string }> {
  const created = await server.request('POST', '/api/flows/onboarding/sessions', { region: 'GB' });
  const sessionId = created.body.sessionId as string;
  let step = created.body.step as string;
  for (let moves = 0; step !== 'imageCreatives'; moves++) {
    expect(moves, `stuck before imageCreatives at ${step}`).toBeLessThan(20);
    step = (await put(server, sessionId, step, answers[step] ?? ANSWERS[step] ?? firstExample(step))).step;
  }
  const logo = await uploadMedia(
    server.baseUrl,
    sessionId,
    { bytes: png(300, 300), name: 'logo.png' },
    { kind: 'logo' },
  );
  expect(logo.status).toBe(201);
  const images = photo
    ? [(await uploadMedia(server.baseUrl, sessionId, { bytes: png(1600, 1200), name: 'shop.png' })).body]
    : undefined;
  await put(server, sessionId, 'imageCreatives', { logo: logo.body, colourPalette, ...(images && { images }) });
  return { sessionId, logoUrl: logo.body.url as string };
}

async function put(server: TestApp, sessionId: string, step: string, data: unknown): Promise<{ step: string }> {
  const response = await server.request('PUT', `/api/sessions/${sessionId}/steps/${encodeURIComponent(step)}`, data);
  expect(response.status, `${step}: ${JSON.stringify(response.body)}`).toBe(200);
  return response.body;
}

function firstExample(step: string): unknown {
  const schema = project.schema(project.flow('onboarding').meta(step).schema) as { examples?: unknown[] };
  return schema.examples?.[0] ?? {};
}

// OL §3 creative generation status.
export const DONE = 2;
export const FAILED = 3;

/** GET the session's creatives (as its owner, for a signed-in one) until the generation is DONE or FAILED (at most about a minute). */
export async function finishedGeneration(
  server: TestApp,
  sessionId: string,
  headers: Readonly<Record<string, string>> = {},
) {
  for (let polls = 0; polls < 120; polls++) {
    const response = await server.request('GET', `/api/sessions/${sessionId}/creatives`, undefined, headers);
    expect(response.status).toBe(200);
    if (response.body.status === DONE || response.body.status === FAILED) return response.body;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the creatives of ${sessionId} were not done in time`);
}

/** A walk to imageCreatives and a drawing take seconds on a busy machine: tests wait this long. */
export const GENERATION_TIMEOUT = 90_000;

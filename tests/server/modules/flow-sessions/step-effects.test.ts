import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundleOf, numbered } from '../../../../engine/index.ts';
import { project } from '../../../support/project.ts';
import { startTestServer, type TestServer } from '../../../support/test-server.ts';
import { ownerHeaders, sessionAt } from '../../../support/walk.ts';

// Publishes a version of the onboarding: a server of its own, so no other file's sessions run on it.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const GB_BUDGET = { planId: 2, currencyCode: 'GBP', dailyBudget: 30, budgetType: 1, scheduling: 1 };

/** The onboarding's files as a version published before steps named their effects: no `effects` anywhere. */
function bundleWithoutEffects(version: number): unknown {
  const bundle = numbered(bundleOf(project.files, 'onboarding'), version);
  const flows = JSON.parse(JSON.stringify(bundle.flows)) as Record<
    string,
    { states?: Record<string, { meta?: Record<string, unknown> }> }
  >;
  for (const state of Object.values(flows['flows/onboarding.flow.json']?.states ?? {})) delete state.meta?.effects;
  return { ...bundle, flows };
}

describe('step effects by name (flow meta.effects)', () => {
  it('a version published before effects were named still checks the promo code and launches on its steps', async () => {
    const [row] = await server.orm.em
      .getConnection()
      .execute<{ newest: number }[]>(`select max(version) as newest from flow_version where flow_id = 'onboarding'`);
    const newest = Number(row?.newest);
    await server.orm.em
      .getConnection()
      .execute(`insert into flow_version (flow_id, version, bundle, published_at) values ('onboarding', ?, ?, now())`, [
        newest + 1,
        JSON.stringify(bundleWithoutEffects(newest + 1)),
      ]);
    const sessionId = await sessionAt(server, 'onboarding', 'budget', {}, {}, 'GB');
    const auth = ownerHeaders(sessionId);
    expect((await server.request('GET', `/api/sessions/${sessionId}`, undefined, auth)).body.flowVersion).toBe(
      newest + 1,
    );
    const refused = await server.request(
      'PUT',
      `/api/sessions/${sessionId}/steps/budget`,
      { ...GB_BUDGET, promoCode: 'BOGUS' },
      auth,
    );
    expect(refused.status).toBe(400);
    expect(refused.body.fields).toEqual([{ path: '/promoCode', message: 'Invalid promo code' }]);
    // The budget's draft campaign follows it (keepDraftCampaign): the checkout prices it.
    const saved = await server.request('PUT', `/api/sessions/${sessionId}/steps/budget`, GB_BUDGET, auth);
    expect(saved.status).toBe(200);
    const checkout = await server.request('GET', `/api/localbusiness/${sessionId}/checkout`, undefined, auth);
    expect(checkout.status).toBe(200);
    expect(checkout.body.due).toMatchObject({ budgetMinor: 21000 });
  });

  it('no server route names a step of any flow: steps name what they run', () => {
    const stepIds = new Set(project.flowIds.flatMap((flowId) => project.flow(flowId).steps));
    const routeFiles = readdirSync('server/modules', { recursive: true, encoding: 'utf8' }).filter((file) =>
      /(^|\/)routes\.ts$/.test(file),
    );
    expect(routeFiles.length).toBeGreaterThan(10);
    const named = routeFiles.flatMap((file) =>
      [...readFileSync(join('server/modules', file), 'utf8').matchAll(/'([^'\n]+)'/g)]
        .map(([, literal]) => literal)
        .filter((literal) => literal !== undefined && stepIds.has(literal))
        .map((literal) => `${file}: '${literal}'`),
    );
    expect(named).toEqual([]);
  });
});

import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser, type SignedInUser } from '../support/accounts.ts';
import { HOSTILE_TEXTS } from '../support/hostile-values.ts';
import { firstProfileId, leadCampaign } from '../support/lead-campaign.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

/**
 * SQL and spreadsheet injection through the leads a visitor types: searches find exactly what
 * the text says (LIKE's own characters and quotes included) and break nothing, and the CSV
 * download makes every cell a spreadsheet would run as a formula plain text.
 */
let server: TestServer;
let owner: SignedInUser;
let profileId: number;

// Each lead's name is unique text a search must find alone; the others carry formula starts.
const LEADS = [
  { name: HOSTILE_TEXTS.sqlQuote, city: 'Leeds', serviceNeeded: 'Haircut' },
  { name: '100% real', city: '-2+3', serviceNeeded: 'Colour' },
  { name: 'under_score', city: 'York', serviceNeeded: '\tTabbed in' },
  { name: 'back\\slash', city: 'Hull', serviceNeeded: '\rReturned' },
  { name: 'Plain Person', city: '@SUM(A1:A9)', serviceNeeded: '+cmd|"/C calc"!A0' },
  { name: HOSTILE_TEXTS.formula, city: 'Bradford', serviceNeeded: 'Beard trim' },
] as const;

beforeAll(async () => {
  server = await startTestServer(undefined, { trustProxy: 'loopback' });
  owner = await signedInUser(server);
  profileId = await firstProfileId(server, owner);
  const campaignId = await leadCampaign(server, profileId, { name: `${HOSTILE_TEXTS.script} =campaign` });
  for (const [index, lead] of LEADS.entries()) {
    const response = await server.request(
      'POST',
      `/api/leadForms/${String(campaignId)}/leads`,
      {
        ...lead,
        email: `visitor${String(index)}@example.com`,
        phone: `07911 12345${String(index)}`,
        privacyPolicyAccepted: true,
      },
      // One visitor each: the form's rate limit counts by address.
      { 'x-forwarded-for': `198.51.100.${String(index + 1)}` },
    );
    if (response.status !== 201) throw new Error(`lead ${String(index)}: ${JSON.stringify(response.body)}`);
  }
}, 60_000);
afterAll(() => server.close());

const leadsPath = () => `/api/businessProfiles/${String(profileId)}/leads`;
const namesFound = async (search: string): Promise<string[]> => {
  const response = await server.request(
    'GET',
    `${leadsPath()}?search=${encodeURIComponent(search)}`,
    undefined,
    owner.auth,
  );
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return (response.body.items as { name: string }[]).map(({ name }) => name).sort();
};

describe('searching leads for SQL and LIKE text', () => {
  it.each([
    ['a quote that would end a string', "'", [HOSTILE_TEXTS.sqlQuote]],
    ['a whole statement', HOSTILE_TEXTS.sqlQuote, [HOSTILE_TEXTS.sqlQuote]],
    ['LIKE\'s "any text" %', '%', ['100% real']],
    // app_user holds one too.
    ['LIKE\'s "any character" _', '_', ['under_score', HOSTILE_TEXTS.sqlQuote]],
    ["a backslash, LIKE's escape", '\\', ['back\\slash']],
    ['a comment start', '--', [HOSTILE_TEXTS.sqlQuote]],
  ])('%s finds exactly the lead that holds it', async (_case, search, expected) => {
    expect(await namesFound(search)).toEqual([...expected].sort());
  });

  it('nothing was dropped: every lead is still listed, and the owner still signs in', async () => {
    expect(await namesFound('')).toEqual(LEADS.map(({ name }) => name).sort());
    const login = await server.request('POST', '/api/authentication/login', {
      emailAddress: owner.emailAddress,
      password: 'Maple#Harbour29',
    });
    expect(login.status).toBe(200);
  });
});

// OWASP's CSV injection list: a cell a spreadsheet may run starts with one of these.
const FORMULA_START = /^[=+\-@\t\r]/;

describe('the leads CSV', () => {
  it('every cell that starts like a formula is made text with a leading quote, and keeps its text', async () => {
    const response = await fetch(`${server.baseUrl}${leadsPath()}.csv`, { headers: owner.auth });
    expect(response.status).toBe(200);
    const rows: string[][] = parse((await response.text()).replace(/^\ufeff/, ''), { relaxQuotes: true });
    const cells = rows.flat();
    expect(cells.filter((cell) => FORMULA_START.test(cell))).toEqual([]);
    for (const typed of [
      ...LEADS.flatMap(({ city, serviceNeeded }) => [city, serviceNeeded]),
      HOSTILE_TEXTS.formula,
      `${HOSTILE_TEXTS.script} =campaign`,
    ]) {
      // The form keeps what was typed without its surrounding white space (a leading tab too).
      const kept = typed.trim();
      expect(cells, JSON.stringify(rows)).toContain(FORMULA_START.test(kept) ? `'${kept}` : kept);
    }
  });
});

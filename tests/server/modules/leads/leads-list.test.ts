import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser, type SignedInUser } from '../../../support/accounts.ts';
import { firstProfileId, leadCampaign } from '../../../support/lead-campaign.ts';
import { startTestServer, type TestServer } from '../../../support/test-server.ts';

let server: TestServer;
let owner: SignedInUser;
let profileId: number;
let salon: number;
let barber: number;
const base = () => `/api/businessProfiles/${String(profileId)}/leads`;

let addresses = 0;
async function arrives(campaignId: number, answers: Record<string, unknown>): Promise<void> {
  const response = await server.request(
    'POST',
    `/api/leadForms/${String(campaignId)}/leads`,
    { privacyPolicyAccepted: true, ...answers },
    { 'x-forwarded-for': `198.51.100.${String(++addresses)}` },
  );
  if (response.status !== 201)
    throw new Error(`submission answered ${response.status}: ${JSON.stringify(response.body)}`);
}

const PEOPLE = [
  { name: 'Asha Verma', email: 'asha@example.co.uk', phone: '07911 123456', serviceNeeded: 'Haircut', city: 'Leeds' },
  { name: 'Ben Carter', email: 'ben@example.co.uk', phone: '07911 123457', serviceNeeded: 'Beard trim', city: 'York' },
  { name: 'Chloe Adams', email: 'chloe@example.com', phone: '07911 123458', serviceNeeded: 'Colour', city: 'Leeds' },
  { name: 'Dev Patel', email: 'dev@example.in', phone: '+91 98765 43210', serviceNeeded: 'Haircut', city: 'Bradford' },
  // A visitor who typed formulas (decision 131): the CSV must show them as text.
  {
    name: '=HYPERLINK("http://evil.example","x")',
    email: 'eve@example.com',
    phone: '07911 123459',
    serviceNeeded: '+SUM(1,2)',
    city: '@cmd',
  },
] as const;

beforeAll(async () => {
  server = await startTestServer(undefined, { trustProxy: 'loopback' });
  owner = await signedInUser(server);
  profileId = await firstProfileId(server, owner);
  salon = await leadCampaign(server, profileId, { name: 'Salon campaign' });
  barber = await leadCampaign(server, profileId, { name: 'Barber campaign' });
  // In this order: the newest is the last.
  for (const [index, person] of PEOPLE.entries())
    await arrives(index % 2 === 0 ? salon : barber, { ...person, consents: [1] });
  for (let count = 0; count < 20; count += 1) {
    await arrives(barber, {
      ...PEOPLE[1],
      email: `walk-in${String(count)}@example.org`,
      name: `Walk-in ${String(count)}`,
    });
  }
});
afterAll(() => server.close());

const list = (query = '', user: SignedInUser = owner) =>
  server.request('GET', `${base()}${query}`, undefined, user.auth);
const names = (body: { items: { name: string }[] }) => body.items.map((item) => item.name);

describe('GET /businessProfiles/{id}/leads: the leads screen (AP §2)', () => {
  it('newest first, 20 a page by default, with the total', async () => {
    const { status, body } = await list();
    expect(status).toBe(200);
    expect(body).toMatchObject({ total: 25, page: 1, pageSize: 20 });
    expect(body.items).toHaveLength(20);
    expect(body.items[0].name).toBe('Walk-in 19');
    // The campaigns whose form takes leads, newest first: the screen links them.
    expect(body.leadCampaigns).toEqual([
      { id: barber, name: 'Barber campaign' },
      { id: salon, name: 'Salon campaign' },
    ]);
    const oldest = await list('?page=2');
    expect(names(oldest.body).slice(-1)).toEqual(['Asha Verma']);
    expect(oldest.body.items).toHaveLength(5);
  });

  it('paging: pages of pageSize, none repeated nor skipped, an empty page past the end', async () => {
    const seen: number[] = [];
    for (let page = 1; page <= 3; page += 1) {
      const { body } = await list(`?pageSize=10&page=${String(page)}`);
      expect(body).toMatchObject({ total: 25, page, pageSize: 10 });
      seen.push(...body.items.map((item: { id: number }) => item.id));
    }
    expect(new Set(seen).size).toBe(25);
    expect((await list('?pageSize=10&page=4')).body.items).toEqual([]);
  });

  it('an item is the lead of AP §3: status, mobile, email, city, service needed, submitted on, campaign', async () => {
    const { body } = await list('?search=asha');
    expect(body.items).toEqual([
      {
        id: expect.any(Number),
        status: 'new',
        name: 'Asha Verma',
        email: 'asha@example.co.uk',
        phone: '+447911123456',
        serviceNeeded: 'Haircut',
        city: 'Leeds',
        consents: [1],
        submittedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        campaign: { id: salon, name: 'Salon campaign' },
      },
    ]);
  });

  it.each([
    ['name, any case', '?search=CHLOE', ['Chloe Adams']],
    ['e-mail', '?search=example.in', ['Dev Patel']],
    ['phone as stored', '?search=%2B9198765', ['Dev Patel']],
    ['phone typed with spaces', '?search=98765%2043210', ['Dev Patel']],
    ['city', '?search=bradford', ['Dev Patel']],
    ['service needed', '?search=haircut', ['Dev Patel', 'Asha Verma']],
    ['LIKE wildcards match themselves', '?search=%25', []],
    ['status', '?status=new&pageSize=100', null],
    ['campaign', () => `?campaignId=${String(salon)}`, [PEOPLE[4].name, 'Chloe Adams', 'Asha Verma']],
    ['search and campaign together', () => `?campaignId=${String(barber)}&search=leeds`, []],
    ['a campaign id past the id range names no campaign', '?campaignId=2147483648', []],
  ] as const)('filter: %s', async (_label, rawQuery, expected) => {
    const query = typeof rawQuery === 'function' ? rawQuery() : rawQuery;
    const { status, body } = await list(query);
    expect(status).toBe(200);
    if (expected === null) expect(body.total).toBe(25);
    else {
      expect(names(body)).toEqual(expected);
      expect(body.total).toBe(expected.length);
    }
  });

  it.each([
    ['an unknown status', '?status=hot'],
    ['a page of 0', '?page=0'],
    ['a page size over 100', '?pageSize=101'],
    ['a campaign id that is no number', '?campaignId=abc'],
    ['an unknown parameter', '?sort=name'],
    ['a search over 100 characters', `?search=${'x'.repeat(101)}`],
  ])('%s: 400 (102)', async (_label, query) => {
    const response = await list(query);
    expect(response.status).toBe(400);
    expect(response.body.errorCode).toBe(102);
  });
});

describe('PATCH /businessProfiles/{id}/leads/{leadId}: the status', () => {
  it('updates it, and the status filter finds it', async () => {
    const [lead] = (await list('?search=ben')).body.items;
    const response = await server.request('PATCH', `${base()}/${String(lead.id)}`, { status: 'contacted' }, owner.auth);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ id: lead.id, status: 'contacted', name: 'Ben Carter' });
    expect(names((await list('?status=contacted')).body)).toEqual(['Ben Carter']);
    expect((await list('?status=new')).body.total).toBe(24);
  });

  it('an unknown status is 102; an unknown lead is 104', async () => {
    const [lead] = (await list('?search=chloe')).body.items;
    const bad = await server.request('PATCH', `${base()}/${String(lead.id)}`, { status: 'hot' }, owner.auth);
    expect(bad.body.errorCode).toBe(102);
    for (const id of ['999999', 'abc']) {
      const missing = await server.request('PATCH', `${base()}/${id}`, { status: 'won' }, owner.auth);
      expect(missing.status).toBe(404);
      expect(missing.body.errorCode).toBe(104);
    }
  });
});

describe("another user's profile (AP §6: only their own)", () => {
  it('listing, downloading and updating are refused: 113 forbidden; unknown profile 112; no token 401', async () => {
    const stranger = await signedInUser(server);
    const [lead] = (await list('?search=asha')).body.items;
    const calls = [
      ['GET', base(), undefined],
      ['GET', `${base()}.csv`, undefined],
      ['PATCH', `${base()}/${String(lead.id)}`, { status: 'lost' }],
    ] as const;
    for (const [method, path, body] of calls) {
      const refused = await server.request(method, path, body, stranger.auth);
      expect([refused.status, refused.body.errorCode], `${method} ${path}`).toEqual([403, 113]);
      const anonymous = await server.request(method, path, body);
      expect(anonymous.status, `${method} ${path}`).toBe(401);
    }
    const unknown = await server.request('GET', '/api/businessProfiles/999999/leads', undefined, stranger.auth);
    expect([unknown.status, unknown.body.errorCode]).toEqual([404, 112]);
    // The stranger's own profile has no leads of the owner's.
    const own = await server.request(
      'GET',
      `/api/businessProfiles/${String(await firstProfileId(server, stranger))}/leads`,
      undefined,
      stranger.auth,
    );
    expect(own.body).toMatchObject({ items: [], total: 0 });
    // The owner's lead was not changed.
    expect((await list('?search=asha')).body.items[0].status).toBe('new');
  });

  it("a lead of another profile cannot be updated through one's own: 104", async () => {
    const stranger = await signedInUser(server);
    const strangerProfile = await firstProfileId(server, stranger);
    const [lead] = (await list('?search=asha')).body.items;
    const response = await server.request(
      'PATCH',
      `/api/businessProfiles/${String(strangerProfile)}/leads/${String(lead.id)}`,
      { status: 'lost' },
      stranger.auth,
    );
    expect([response.status, response.body.errorCode]).toEqual([404, 104]);
  });
});

/** The CSV's rows as cells (csv-stringify quotes only what needs it; the test reads plain cells). */
async function downloaded(query = '') {
  const response = await fetch(`${server.baseUrl}${base()}.csv${query}`, { headers: owner.auth });
  // Kept as sent: the byte order mark included.
  const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await response.arrayBuffer());
  return { response, text };
}

describe('GET /businessProfiles/{id}/leads.csv: the download', () => {
  it('every lead the filters find, newest first, as an attachment in UTF-8 with a BOM', async () => {
    const { response, text } = await downloaded(`?campaignId=${String(salon)}&page=9&pageSize=1`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="?leads-\d+-\d{4}-\d\d-\d\d\.csv"?$/,
    );
    expect(text.startsWith('\uFEFF')).toBe(true);
    const lines = text.slice(1).trimEnd().split('\n');
    expect(lines[0]).toBe('Name,Status,Mobile,Email,City,Service needed,Submitted on,Campaign,Consents');
    expect(lines).toHaveLength(4);
    expect(lines[2]).toMatch(
      /^Chloe Adams,New,'\+447911123458,chloe@example\.com,Leeds,Colour,\d{4}-\d\d-\d\dT[\d:.]+Z,Salon campaign,contact regarding services$/,
    );
  });

  it('decision 131: cells starting with = + - @ are prefixed with a quote, so no spreadsheet runs them', async () => {
    const { text } = await downloaded('?search=eve%40');
    const row = text.slice(1).trimEnd().split('\n')[1] ?? '';
    expect(row.startsWith(`"'=HYPERLINK(""http://evil.example"",""x"")"`)).toBe(true);
    expect(row).toContain(`,"'+SUM(1,2)",`);
    expect(row).toContain(",'@cmd,");
    // No cell of any row starts with a formula character unquoted.
    for (const line of text.slice(1).trimEnd().split('\n').slice(1)) {
      expect(line).not.toMatch(/(^|,)"?[=+\-@\t\r]/);
    }
  });

  it('the whole list when no filter is given: a header and 25 rows', async () => {
    const { text } = await downloaded();
    expect(text.slice(1).trimEnd().split('\n')).toHaveLength(26);
  });

  it('a bad filter is 400 (102)', async () => {
    const { response } = await downloaded('?status=hot');
    expect(response.status).toBe(400);
  });
});

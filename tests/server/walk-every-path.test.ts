import { isDeepStrictEqual } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Flags, Flow } from '../../engine/index.ts';
import { LINK_ACCOUNTS_SCHEMA, withLinkedPage } from '../../scripts/link-social-page.ts';
import { SERVER_FLAGS } from '../../server/modules/flow-sessions/server-flags.ts';
import { signedInUser, type SignedInUser } from '../support/accounts.ts';
import { ownProfile } from '../support/campaigns.ts';
import { emailOtpFor } from '../support/otp.ts';
import { linkPageForSession } from '../support/social-link.ts';
import { payForSession } from '../support/pay.ts';
import { project } from '../support/project.ts';
import { startTestServer, type TestResponse, type TestServer } from '../support/test-server.ts';

/**
 * Every path of each flow, walked over HTTP: one session per combination of the guards the flow's
 * transitions name, each step answered with an example from its schema (the one whose meta.setsFlags
 * agree with the combination), and every answer checked against what the engine predicts. About
 * 8,000 requests: sessions are independent, so they run CONCURRENCY at a time.
 */
const FLOWS = ['onboarding', 'onboarding-v2', 'subsequent', 'agent', 'shortened'];
const CONCURRENCY = 8;
const LAUNCHING_STEP = 'launching';
const SIGN_UP_FIRST = 'Sign up or sign in to pay for and launch your campaign.';

/** What the server must answer to one PUT, by the engine: the next step, or a §4 refusal. */
type Expected =
  | { readonly status: 200; readonly step: string; readonly launchState: number; readonly flags: Flags }
  | { readonly status: 409; readonly redirect: string | null };

interface Move {
  readonly step: string;
  readonly event: string;
  readonly data: unknown;
  readonly expected: Expected;
}

/** Where a session stands: its step, stored launch state and the flags the server holds. */
interface Position {
  readonly step: string;
  readonly stored: number;
  readonly flags: Flags;
}

interface Walk {
  readonly label: string;
  /** The flags the session is created with: the client's (the server's own are not theirs to send). */
  readonly flags: Flags;
  /** The server's own flags the walk needs (decision 420): its portal's features and a linked page. */
  readonly server: Flags;
  readonly start: Position;
  readonly moves: readonly Move[];
  /** Where the engine's walk ended up; a NEXT walk must end on a final state. */
  readonly end: Position;
}

interface FlowPlan {
  readonly flow: Flow;
  readonly guards: readonly string[];
  readonly walks: readonly Walk[];
  readonly contradicted: number;
  readonly eventWalks: readonly Walk[];
  /** `step EVENT` pairs no combination of flags reaches (a variant's preset flags close some paths). */
  readonly unreachable: readonly string[];
}

const examplesByRef = new Map<string, readonly unknown[]>();
function examplesOf(ref: string): readonly unknown[] {
  let examples = examplesByRef.get(ref);
  if (examples === undefined) {
    const value = (project.schema(ref) as { examples?: unknown }).examples;
    examples = Array.isArray(value) ? (value as unknown[]) : [];
    examplesByRef.set(ref, examples);
  }
  return examples;
}

/**
 * The first example of the step whose flags (meta.setsFlags) agree with the wanted ones, if any does,
 * and whose copies of earlier answers (meta.fromSteps) are what those steps' examples answered: the
 * server puts them in as the session holds them.
 */
function exampleFor(flow: Flow, step: string, wanted: Flags): unknown {
  const agrees = (set: Flags) =>
    Object.entries(set).every(([flag, value]) => wanted[flag] === undefined || wanted[flag] === value);
  const copiesAgree = (data: unknown) =>
    Object.entries(flow.meta(step).fromSteps ?? {}).every(
      // By value: a copied list (search ad headlines) is the source's list, not the same object.
      ([field, source]) => isDeepStrictEqual(fieldOf(exampleFor(flow, source, wanted), field), fieldOf(data, field)),
    );
  return examplesOf(flow.meta(step).schema).find((data) => agrees(flow.flagsFromStep(step, data)) && copiesAgree(data));
}

const fieldOf = (data: unknown, field: string): unknown =>
  typeof data === 'object' && data !== null ? (data as Record<string, unknown>)[field] : undefined;

/** One PUT as the server handles it (server/modules/flow-sessions/service.ts), computed by the engine. */
function predict(flow: Flow, at: Position, event: string, data: unknown): { move: Move; to: Position | null } {
  const open = flow.canOpen(at.step, at.stored);
  if (!open.allowed) {
    return { move: { step: at.step, event, data, expected: { status: 409, redirect: open.redirect } }, to: null };
  }
  const flags = { ...at.flags, ...flow.flagsFromStep(at.step, data) };
  const next = flow.next(at.step, flags, event);
  // §4: the stored launch state advances and never regresses.
  const stored = Math.max(at.stored, next.launchState ?? 0);
  const expected = { status: 200, step: next.step, launchState: stored, flags } as const;
  return { move: { step: at.step, event, data, expected }, to: { step: next.step, stored, flags } };
}

const isServerFlag = (flag: string) => (SERVER_FLAGS as readonly string[]).includes(flag);

/** The server's own flags under a combination (decision 420): every one set, false unless it holds. */
const serverFlagsOf = (combination: Flags): Flags =>
  Object.fromEntries(SERVER_FLAGS.map((flag) => [flag, combination[flag] === true]));

/** What a client sends of a combination: the flags that are not the server's. */
const clientFlagsOf = (combination: Flags): Flags =>
  Object.fromEntries(Object.entries(combination).filter(([flag]) => !isServerFlag(flag)));

function startOf(flow: Flow, combination: Flags): Position {
  const flags = flow.flags({ ...combination, ...serverFlagsOf(combination) });
  const step = flow.initialStep(flags);
  return { step, stored: flow.launchStateOf(step) ?? 0, flags };
}

/** Every combination of the guards, each as a full true/false assignment. */
function combinations(guards: readonly string[]): Flags[] {
  return Array.from({ length: 2 ** guards.length }, (_, n) =>
    Object.fromEntries(guards.map((guard, bit) => [guard, (n & (1 << bit)) !== 0])),
  );
}

/** Guards of the forward transitions (BACK is never walked) that the flow does not preset. */
function guardsOf(flow: Flow): string[] {
  const lists = [
    ...[...flow.graph.table.values()].flatMap((events) => [...events].filter(([event]) => event !== 'BACK')),
    ...flow.graph.decisions,
  ].map(([, list]) => list);
  const guards = new Set(lists.flat().flatMap((candidate) => candidate.guard ?? []));
  return [...guards].filter((guard) => !(guard in flow.presetFlags)).sort();
}

const labelOf = (flow: Flow, combination: Flags) =>
  `${flow.id} {${Object.keys(combination)
    .filter((flag) => combination[flag])
    .join(', ')}}`;

/** NEXT from the first step to the end, each step answered with the example that sets the wanted flags. */
function simulate(flow: Flow, created: Flags, wanted: Flags): Walk | null {
  const start = startOf(flow, created);
  const moves: Move[] = [];
  let at = start;
  while (!flow.isFinal(at.step) && moves.length < 2 * flow.steps.length) {
    const data = exampleFor(flow, at.step, wanted);
    if (data === undefined) return null;
    const { move, to } = predict(flow, at, 'NEXT', data);
    moves.push(move);
    if (to === null) break;
    at = to;
  }
  const server = serverFlagsOf(created);
  return { label: labelOf(flow, wanted), flags: clientFlagsOf(created), server, start, moves, end: at };
}

/**
 * The NEXT walk of one combination; null when no example gives the flags it wants. A flag that a
 * step on the way sets from its data is left out of the new session: the server must derive it.
 */
function nextWalk(flow: Flow, combination: Flags): Walk | null {
  const walk = simulate(flow, combination, combination);
  if (walk === null) return null;
  const fromData = new Set(walk.moves.flatMap((move) => Object.keys(flow.flagsFromStep(move.step, move.data))));
  const created = Object.fromEntries(Object.entries(combination).filter(([flag]) => !fromData.has(flag)));
  return simulate(flow, created, combination);
}

/** The shortest way (any events) from the first step to `target` under these flags, or null. */
function routeTo(flow: Flow, combination: Flags, target: string): { moves: Move[]; at: Position } | null {
  const start = startOf(flow, combination);
  const queue: { moves: Move[]; at: Position }[] = [{ moves: [], at: start }];
  const seen = new Set<string>();
  for (let current = queue.shift(); current !== undefined; current = queue.shift()) {
    const { moves, at } = current;
    if (at.step === target) return current;
    const key = JSON.stringify(at);
    if (seen.has(key) || flow.isFinal(at.step)) continue;
    seen.add(key);
    const data = exampleFor(flow, at.step, combination);
    if (data === undefined) continue;
    for (const event of flow.events(at.step)) {
      const { move, to } = predict(flow, at, event, data);
      if (to !== null) queue.push({ moves: [...moves, move], at: to });
    }
  }
  return null;
}

/** Reach `step` under these flags, then send `event` there; null when no way leads to the step. */
function eventWalk(flow: Flow, combination: Flags, step: string, event: string): Walk | null {
  const route = routeTo(flow, combination, step);
  const data = route === null ? undefined : exampleFor(flow, step, combination);
  if (route === null || data === undefined) return null;
  const { move, to } = predict(flow, route.at, event, data);
  const label = `${labelOf(flow, combination)} ${step}?event=${event}`;
  return {
    label,
    flags: clientFlagsOf(combination),
    server: serverFlagsOf(combination),
    start: startOf(flow, combination),
    moves: [...route.moves, move],
    end: to ?? route.at,
  };
}

/** One session per step and non-NEXT event, under the first combination of flags that reaches the step. */
function eventWalks(flow: Flow, combos: readonly Flags[]): { walks: Walk[]; unreachable: string[] } {
  const walks: Walk[] = [];
  const unreachable: string[] = [];
  for (const step of flow.steps) {
    for (const event of flow.events(step).filter((e) => e !== 'NEXT')) {
      let walk: Walk | null = null;
      for (const combination of combos) {
        walk = eventWalk(flow, combination, step, event);
        if (walk !== null) break;
      }
      if (walk === null) unreachable.push(`${step} ${event}`);
      else walks.push(walk);
    }
  }
  return { walks, unreachable };
}

function planFlow(id: string): FlowPlan {
  const flow = project.flow(id);
  const guards = guardsOf(flow);
  const combos = combinations(guards);
  const walks = combos.map((c) => nextWalk(flow, c)).filter((walk) => walk !== null);
  const { walks: events, unreachable } = eventWalks(flow, combos);
  return { flow, guards, walks, contradicted: combos.length - walks.length, eventWalks: events, unreachable };
}

const requestsOf = (walks: readonly Walk[]) => walks.reduce((sum, walk) => sum + 1 + walk.moves.length, 0);

/** Runs `work` over the items, at most `size` at a time. */
async function pool<T, R>(items: readonly T[], size: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  const queue = items.entries();
  const worker = async () => {
    for (const [index, item] of queue) results[index] = await work(item);
  };
  await Promise.all(Array.from({ length: Math.min(size, items.length) }, worker));
  return results;
}

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, 60_000);

/** The owner of a business that linked its page in an earlier campaign: the socialLinked walks are theirs. */
interface LinkedOwner {
  readonly user: SignedInUser;
  readonly profileId: number;
}

/** A business whose page is linked (approved for it in an earlier session), with its owner signed in. */
async function linkedBusiness(n: number): Promise<LinkedOwner> {
  const user = await signedInUser(server);
  const profileId = await ownProfile(server, user);
  await server.orm.em.getConnection().execute(
    `insert into social_page_access (page_id, business_profile_id, session_id, status, requested_at, approved_at)
       values (?, ?, null, 'approved', now(), now())`,
    [`walk-linked-page-${String(n)}`, profileId],
  );
  return { user, profileId };
}

/** Makes a new session the linked business's own (as a campaign started on its dashboard is); its owner's headers. */
async function ownedBy(linked: LinkedOwner, sessionId: string): Promise<Record<string, string>> {
  await server.orm.em
    .getConnection()
    .execute('update flow_session set owner_id = ?, business_profile_id = ? where id = ?', [
      linked.user.userId,
      linked.profileId,
      sessionId,
    ]);
  return linked.user.auth;
}

/** The portal's features that give a walk its server flags (AP §3 featureFlags, decision 420). */
const portalFeaturesOf = (serverFlags: Flags): Record<string, boolean> =>
  Object.fromEntries(Object.entries(serverFlags).filter(([flag, on]) => on && flag !== 'socialLinked'));

const setPortalFeatures = (features: Record<string, boolean>) =>
  server.orm.em
    .getConnection()
    .execute(`update portal set feature_flags = ?::jsonb where 'localhost' = any(domains)`, [JSON.stringify(features)]);

/**
 * Walks the sessions over HTTP, those of one portal configuration at a time: a session takes its
 * portal's flags when it starts, so the portal is set before each group starts. The linked
 * business's sessions go one at a time: they pay from its one wallet.
 */
async function walkAll(flow: Flow, walks: readonly Walk[]): Promise<string[]> {
  const groups = new Map<string, Walk[]>();
  for (const walk of walks) {
    const key = JSON.stringify([portalFeaturesOf(walk.server), walk.server.socialLinked === true]);
    groups.set(key, [...(groups.get(key) ?? []), walk]);
  }
  const problems: string[] = [];
  try {
    for (const [key, group] of groups) {
      const [features, linked] = JSON.parse(key) as [Record<string, boolean>, boolean];
      await setPortalFeatures(features);
      problems.push(
        ...(linked
          ? await walkLinked(flow, group)
          : await pool(group, CONCURRENCY, (w) => walkOverHttp(flow, w))
        ).flat(),
      );
    }
  } finally {
    await setPortalFeatures({});
  }
  return problems;
}

/** The socialLinked walks: CONCURRENCY businesses, each walking its share one at a time (one wallet each). */
async function walkLinked(flow: Flow, walks: readonly Walk[]): Promise<string[][]> {
  const shares = Array.from({ length: CONCURRENCY }, (_, n) => walks.filter((_walk, i) => i % CONCURRENCY === n));
  const results = await Promise.all(
    shares.map(async (share, n) => {
      if (share.length === 0) return [];
      const linked = await linkedBusiness(n);
      const found: string[] = [];
      for (const walk of share) found.push(...(await walkOverHttp(flow, walk, linked)));
      return found;
    }),
  );
  return results;
}
afterAll(async () => {
  await server.close();
});

/** Why the server's answer differs from the engine's, or null when they agree. */
function mismatch(expected: Expected, response: TestResponse): string | null {
  const body = response.body as Record<string, unknown> | null;
  const session = body?.session as { flags?: unknown } | undefined;
  const agrees =
    expected.status === 200
      ? response.status === 200 &&
        body?.step === expected.step &&
        body.launchState === expected.launchState &&
        isDeepStrictEqual(session?.flags, expected.flags)
      : response.status === 409 && body?.redirect === expected.redirect;
  if (agrees) return null;
  // The parts the engine predicts; an error body is shown whole (errorCode, message, fields, redirect).
  const seen =
    response.status === 200 ? { step: body?.step, launchState: body?.launchState, flags: session?.flags } : body;
  return `answered ${response.status} ${JSON.stringify(seen)}; the engine says ${JSON.stringify(expected)}`;
}

/** Walks one session over HTTP; the problems found, each naming the walk and the request. */
async function walkOverHttp(flow: Flow, walk: Walk, linked: LinkedOwner | null = null): Promise<string[]> {
  const created = await server.request('POST', `/api/flows/${flow.id}/sessions`, { flags: walk.flags });
  const body = created.body as { sessionId?: string; step?: string; launchState?: number } | null;
  if (created.status !== 201 || body?.step !== walk.start.step || body.launchState !== walk.start.stored) {
    return [`${walk.label}: POST answered ${created.status} ${JSON.stringify(body)}, expected ${walk.start.step}`];
  }
  let previous = body.launchState;
  // Past the e-mail sign-up the session is its owner's: the walk goes on with their token.
  let owner: Record<string, string> = linked === null ? {} : await ownedBy(linked, String(body.sessionId));
  for (const move of walk.moves) {
    const request = `PUT ${move.step}?event=${move.event}`;
    const sessionId = String(body.sessionId);
    const path = `/api/sessions/${sessionId}/steps/${encodeURIComponent(move.step)}?event=${move.event}`;
    const launching = move.step === LAUNCHING_STEP && move.expected.status === 200;
    // OL §1, AP §7: launching takes the run's funds, which only a signed-up owner can pay.
    if (launching && owner.authorization !== undefined) await payForSession(server, sessionId, owner);
    const data = await withLinkedSocialPage(
      flow,
      move.step,
      await withRealOtp(flow, move.step, move.data),
      sessionId,
      owner,
    );
    const response = await server.request('PUT', path, data, owner);
    if (launching && owner.authorization === undefined) {
      const refused = response.status === 401 && response.body?.message === SIGN_UP_FIRST;
      return refused ? [] : [`${walk.label}: ${request} by nobody signed up answered ${response.status}, not 401`];
    }
    const signedIn = (response.body as { signedIn?: { accessToken: string } } | null)?.signedIn;
    if (signedIn !== undefined) owner = { authorization: `Bearer ${signedIn.accessToken}` };
    const problem = mismatch(move.expected, response);
    if (problem !== null) return [`${walk.label}: ${request} ${problem}`];
    if (response.status !== 200) continue;
    // §4: the stored launch state never regresses.
    const launchState = Number(response.body.launchState);
    if (launchState < previous)
      return [`${walk.label}: ${request} lowered the launch state ${previous} → ${launchState}`];
    previous = launchState;
  }
  return [];
}

let emailCounter = 0;
/** The e-mail sign-up step is checked against a real OTP (OL §2): one issued for an address of this walk's own. */
async function withRealOtp(flow: Flow, step: string, data: unknown): Promise<unknown> {
  if (!flow.hasStep(step) || flow.meta(step).schema !== 'steps/email-signup.schema.json') return data;
  emailCounter += 1;
  const emailAddress = `walker${emailCounter}@example.com`;
  return { ...(data as object), emailAddress, otp: await emailOtpFor(server, emailAddress) };
}

/** OL §6: the link-accounts step takes only a page linked for the session, so one is linked first (the local stand-in's). */
async function withLinkedSocialPage(
  flow: Flow,
  step: string,
  data: unknown,
  sessionId: string,
  owner: Record<string, string>,
): Promise<unknown> {
  if (!flow.hasStep(step) || flow.meta(step).schema !== LINK_ACCOUNTS_SCHEMA) return data;
  return withLinkedPage(data, await linkPageForSession(server, sessionId, owner));
}

/** A NEXT walk must end on a final state within 2 × steps moves, every move answered 200. */
function unfinished(flow: Flow, walk: Walk): string | null {
  const refused = walk.moves.find((move) => move.expected.status !== 200);
  if (refused !== undefined) {
    return `${walk.label}: the engine's §4 rules refuse ${refused.step} at stored launch state ${walk.end.stored}`;
  }
  if (!flow.isFinal(walk.end.step)) {
    return `${walk.label}: no final state within ${walk.moves.length} moves (at ${walk.end.step})`;
  }
  return null;
}

const plans = FLOWS.map(planFlow);
// A hang guard, not a speed target: the onboarding walk sends over 7,000 requests (2^9 flag
// combinations since the leads flag) and took over 120 s with lint and other files on both cores.
const WALK_LIMIT_MS = 360_000;

describe.each(plans)('$flow.id: every path over HTTP', (plan) => {
  const { flow, guards, walks, contradicted, eventWalks: events, unreachable } = plan;

  it(
    `${walks.length} sessions (2^${guards.length} combinations of ${guards.join(', ')}; ${contradicted} contradicted by the steps' flags), ${requestsOf(walks)} requests: each answer is the engine's, ending on a final state`,
    async () => {
      const ends = walks.map((walk) => unfinished(flow, walk)).filter((problem) => problem !== null);
      const problems = await walkAll(flow, walks);
      expect([...ends, ...problems], `${walks.length} sessions, ${requestsOf(walks)} requests`).toEqual([]);
    },
    WALK_LIMIT_MS,
  );

  it(
    `${events.length} sessions, ${requestsOf(events)} requests: every non-NEXT event is answered as the engine says${unreachable.length > 0 ? ` (not reachable: ${unreachable.join('; ')})` : ''}`,
    async () => {
      // A full flow reaches each of its steps under some flags; only a variant's presets close paths.
      if (flow.extendsId === null) expect(unreachable).toEqual([]);
      const problems = await walkAll(flow, events);
      expect(problems, `${events.length} sessions, ${requestsOf(events)} requests`).toEqual([]);
    },
    WALK_LIMIT_MS,
  );
});

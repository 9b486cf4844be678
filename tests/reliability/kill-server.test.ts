import { isDeepStrictEqual } from 'node:util';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppProcess, stopAllProcesses, type AppProcess } from '../../scripts/child-processes.ts';
import type { ScratchDatabase } from '../../scripts/scratch-database.ts';
import { walkSessionTo } from '../../scripts/walk-session.ts';
import { project } from '../support/project.ts';
import { createTestDatabase } from '../support/test-database.ts';

/**
 * Two server processes on one database take a bounded load of writes (onboarding walks: a session
 * created, then its steps submitted), round-robin from the client as a load balancer would; one is
 * killed with SIGKILL midway, without a chance to finish anything. Every write acknowledged with a
 * 2xx must be in PostgreSQL afterwards, and the survivor must answer every request sent after.
 */
const USERS = 8;
const WALKS = 32;
const TARGET = 'businessPhoneNumber';
// The kill comes after this many acknowledged writes: midway by count, whatever the machine's speed.
const KILL_AFTER_ACKNOWLEDGED = 60;

/** A write the client was told succeeded: the session it made, or a step's data and the version it left. */
type Acknowledged =
  | { readonly kind: 'session'; readonly sessionId: string }
  | {
      readonly kind: 'step';
      readonly sessionId: string;
      readonly stepId: string;
      readonly data: unknown;
      readonly version: number;
    };

interface Sent {
  readonly afterKill: boolean;
  status: number | 'no answer';
}

let database: ScratchDatabase;
let servers: AppProcess[];

beforeAll(async () => {
  database = await createTestDatabase();
  // One at a time: each migrates the database on start.
  servers = [await startAppProcess(database.clientUrl)];
  servers.push(await startAppProcess(database.clientUrl));
}, 120_000);

afterAll(async () => {
  await stopAllProcesses();
  await database.drop();
});

/**
 * A fetch for walks on base URL '' that sends each request to the next live server, notes what it
 * sent and what came back, and kills `victim` once enough writes were acknowledged.
 */
function roundRobin(victim: AppProcess, acknowledged: Acknowledged[], sent: Sent[]): typeof fetch {
  const live = [...servers];
  let next = 0;
  return async (input, init) => {
    // walk-session sends a string: the base URL '' and the path.
    if (typeof input !== 'string') throw new Error('the walk sends URLs as strings');
    const path = input;
    const origin = live[next++ % live.length]?.baseUrl ?? '';
    const request: Sent = { afterKill: live.length < servers.length, status: 'no answer' };
    sent.push(request);
    const response = await fetch(origin + path, init);
    request.status = response.status;
    if (response.ok) acknowledged.push(await acknowledgedWrite(path, init, response.clone()));
    if (acknowledged.length >= KILL_AFTER_ACKNOWLEDGED && live.includes(victim)) {
      victim.child.kill('SIGKILL');
      live.splice(live.indexOf(victim), 1);
    }
    return response;
  };
}

async function acknowledgedWrite(
  path: string,
  init: RequestInit | undefined,
  response: Response,
): Promise<Acknowledged> {
  const step = /^\/api\/sessions\/([^/]+)\/steps\/(.+)$/.exec(path);
  if (step === null)
    return { kind: 'session', sessionId: ((await response.json()) as { sessionId: string }).sessionId };
  return {
    kind: 'step',
    sessionId: step[1] ?? '',
    stepId: decodeURIComponent(step[2] ?? ''),
    data: JSON.parse(typeof init?.body === 'string' ? init.body : 'null') as unknown,
    // The ETag is the session's version after this write.
    version: Number(response.headers.get('etag')?.replaceAll('"', '')),
  };
}

/** USERS walks at once until WALKS have begun; a walk cut by the kill is abandoned, as a visitor would reload. */
async function load(send: typeof fetch): Promise<void> {
  let begun = 0;
  const user = async (): Promise<void> => {
    while (begun < WALKS) {
      begun++;
      await walkSessionTo('', project, 'onboarding', TARGET, { fetch: send }).catch(() => undefined);
    }
  };
  await Promise.all(Array.from({ length: USERS }, user));
}

async function rowsOf(
  sessionIds: readonly string[],
): Promise<Map<string, { version: number; steps: Record<string, unknown> }>> {
  const client = new pg.Client({ connectionString: database.clientUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: string; version: number; steps: Record<string, unknown> }>(
      'select id, version, steps from flow_session where id = any($1::uuid[])',
      [sessionIds],
    );
    return new Map(rows.map((row) => [row.id, row]));
  } finally {
    await client.end();
  }
}

describe('kill -9 of one server process under load', () => {
  it('loses no acknowledged write, and the other process answers every request sent after the kill', async () => {
    const [victim, survivor] = servers;
    if (victim === undefined || survivor === undefined) throw new Error('two servers were to start');
    const acknowledged: Acknowledged[] = [];
    const sent: Sent[] = [];
    const victimExited = new Promise((resolve) =>
      victim.child.once('exit', (_code, signal) => {
        resolve(signal);
      }),
    );

    await load(roundRobin(victim, acknowledged, sent));

    // The kill was sent during the load (else the exit below would never come).
    expect(victim.child.killed).toBe(true);
    expect(await victimExited).toBe('SIGKILL');
    const afterKill = sent.filter((request) => request.afterKill);
    expect(afterKill.length).toBeGreaterThan(0);
    expect(afterKill.filter((request) => request.status !== 200 && request.status !== 201)).toEqual([]);

    const rows = await rowsOf([...new Set(acknowledged.map((write) => write.sessionId))]);
    const lost = acknowledged.filter((write) => {
      const row = rows.get(write.sessionId);
      if (write.kind === 'session') return row === undefined;
      return (
        row === undefined || row.version < write.version || !isDeepStrictEqual(row.steps[write.stepId], write.data)
      );
    });
    expect(lost).toEqual([]);
    expect(acknowledged.length).toBeGreaterThan(KILL_AFTER_ACKNOWLEDGED);
  }, 180_000);
});

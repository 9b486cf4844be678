import {
  browserStorageOf,
  walkOn,
  walkSessionTo,
  type Answers,
  type WalkedSession,
} from '../../scripts/walk-session.ts';
import { createHash } from 'node:crypto';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { BrowserApp } from './browser-app.ts';
import { project } from './project.ts';
import type { TestApp } from './test-server.ts';

// The sign-ins of walks that passed the e-mail sign-up, by session id: those sessions are their owner's.
const walked = new Map<string, WalkedSession>();

/**
 * A session of `flowId` walked over the API until it stands on `target`, each step answered with
 * `answers[step]` or its schema's first example: a browser test can then start where it matters.
 */
export async function sessionAt(
  server: TestApp,
  flowId: string,
  target: string,
  answers: Answers = {},
  queryParameters: Record<string, string> = {},
  region?: string,
): Promise<string> {
  const session = await walkSessionTo(server.baseUrl, project, flowId, target, {
    answers,
    queryParameters,
    outboxDir: server.outboxDir,
    fetch: server.fetch,
    emailAddress: walkOwnerOfThisFile(),
    ...(region !== undefined && { region }),
  });
  walked.set(session.sessionId, session);
  return session.sessionId;
}

/** A walked session walked on from `from`, where it stands, to `target`, as sessionAt walks. */
export async function walkSessionOn(
  server: TestApp,
  flowId: string,
  sessionId: string,
  from: string,
  target: string,
  answers: Answers = {},
): Promise<void> {
  const signedIn = walked.get(sessionId)?.signedIn ?? null;
  const session = await walkOn(server.baseUrl, project, flowId, { sessionId, step: from, signedIn }, target, {
    answers,
    outboxDir: server.outboxDir,
    fetch: server.fetch,
    emailAddress: walkOwnerOfThisFile(),
  });
  walked.set(sessionId, session);
}

/**
 * Who signs up when a walk passes the e-mail sign-up: one owner per test file, as when each file
 * had a database of its own (files of a worker now share one server and database).
 */
function walkOwnerOfThisFile(): string {
  const file = expect.getState().testPath ?? '';
  return `priya+${createHash('sha256').update(file).digest('hex').slice(0, 12)}@chaiandcrumbs.in`;
}

/** The headers that open a walked session: its owner's token once someone signed up in it. */
export function ownerHeaders(sessionId: string): Record<string, string> {
  const signedIn = walked.get(sessionId)?.signedIn ?? null;
  return signedIn === null ? {} : { authorization: `Bearer ${signedIn.accessToken}` };
}

/** What a browser's localStorage holds to resume a walked session as its visitor. */
export function browserStorageFor(flowId: string, sessionId: string): Record<string, string> {
  return browserStorageOf(flowId, walked.get(sessionId) ?? { sessionId, signedIn: null });
}

/**
 * A fresh browser page that resumes a walked session as its visitor would, opened at
 * `/signup/{route}`; `prepare` runs first (an emulated setting, a script of the test's).
 */
export async function pageOfSession(
  app: BrowserApp,
  flowId: string,
  sessionId: string,
  route: string,
  prepare?: (page: Page) => Promise<void>,
): Promise<Page> {
  const page = await app.newPage();
  await page.context().addInitScript(
    (storage) => {
      for (const [key, value] of Object.entries(storage)) localStorage.setItem(key, value);
    },
    browserStorageFor(flowId, sessionId),
  );
  await prepare?.(page);
  await page.goto(`${app.server.baseUrl}/signup/${route}`);
  return page;
}

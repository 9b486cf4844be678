import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchChromium } from '../../scripts/chromium.ts';
import { builtRenderer } from './built-renderer.ts';
import { sharedTestServer } from './shared-server.ts';
import { startTestServer, type TestApp, type TestServer, type TestServerOptions } from './test-server.ts';

export interface BrowserApp {
  readonly server: TestApp;
  readonly browser: Browser;
  /** A fresh page (its own storage: a new visitor); a missing element fails within 5 s. */
  newPage(): Promise<Page>;
  /** What the Content-Security-Policy refused on any page this file opened, as Chromium reports it. */
  readonly cspViolations: readonly string[];
}

/** What a browser test may set on a server of its own instead of the shared one. */
export interface BrowserAppOptions {
  /** The server's own database and settings: the file changes what every user sees (a published flow). */
  readonly ownServer?: true;
  /** Its own server's stand-ins for outside services (a provider's local fake): a file that needs them. */
  readonly services?: () => TestServerOptions['services'];
}

let sharedBrowser: Promise<Browser> | undefined;

/**
 * Debian's Chromium, launched by the first browser test file of this vitest worker and shared by
 * the later ones: each file's pages live in browser contexts of their own (own storage, cookies),
 * closed when the file ends.
 */
function workerBrowser(): Promise<Browser> {
  sharedBrowser ??= launchChromium();
  return sharedBrowser;
}

/**
 * The product as `npm start` serves it, for the calling test file: the built renderer and the real
 * API on PostgreSQL (the worker's shared server unless the file needs its own), with Chromium to
 * drive it. Ready before the file's tests; its pages are closed after them.
 */
export function browserAppForFile(options: BrowserAppOptions = {}): BrowserApp {
  let server: TestApp | undefined;
  let own: TestServer | undefined;
  // The shared server counts the limits per address by the file's own (shared-server.ts).
  let clientAddress: string | undefined;
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];
  const cspViolations: string[] = [];
  beforeAll(async () => {
    if (options.ownServer) {
      const services = options.services?.();
      own = await startTestServer(undefined, {
        rendererDir: await builtRenderer(),
        ...(services !== undefined && { services }),
      });
    }
    const [shared, launched] = await Promise.all([own ? undefined : sharedTestServer(), workerBrowser()]);
    server = own ?? shared;
    browser = launched;
    clientAddress = shared?.clientAddress;
  }, 180_000);
  afterAll(async () => {
    await Promise.all(contexts.map((context) => context.close()));
    await own?.close();
  });
  const started = <T>(part: T | undefined): T => {
    if (part === undefined) throw new Error('The browser app did not start');
    return part;
  };
  return {
    get server() {
      return started(server);
    },
    get browser() {
      return started(browser);
    },
    cspViolations,
    async newPage() {
      const context = await started(browser).newContext();
      contexts.push(context);
      // The app's API calls carry it, added in the page by wrapping fetch (the app's only way to
      // call the API). Not by routing the requests: a route makes Chromium hand every request of
      // the page to this process and back, and turns its HTTP cache off, so each page load fetched
      // and compiled every script anew (a sixth of four browser files' CPU, docs/benchmarks.md). And
      // not as a header of every request: on a payment provider's it would call for a CORS preflight.
      if (clientAddress !== undefined) {
        await context.addInitScript(
          ({ apiPrefix, address }) => {
            const page = globalThis as unknown as { fetch: typeof fetch; location: { origin: string } };
            const send = page.fetch.bind(globalThis);
            page.fetch = (input, init) => {
              const url = new URL(input instanceof Request ? input.url : String(input), page.location.origin);
              if (!url.href.startsWith(apiPrefix)) return send(input, init);
              const headers = new Headers(init?.headers ?? (input instanceof Request ? input.headers : undefined));
              headers.set('x-forwarded-for', address);
              return send(input, { ...init, headers });
            };
          },
          { apiPrefix: `${started(server).baseUrl}/api/`, address: clientAddress },
        );
      }
      // Every refusal (a script, a frame, an eval Ajv would do) is an event; not all reach the console.
      await context.addInitScript(() => {
        // The page's own DOM, which this file's types (Node's) do not describe.
        type Violation = Event & { readonly blockedURI: string; readonly effectiveDirective: string };
        (globalThis as unknown as { document: EventTarget }).document.addEventListener(
          'securitypolicyviolation',
          (event) => {
            const { blockedURI, effectiveDirective } = event as Violation;
            console.error(`Content Security Policy refused ${blockedURI} (${effectiveDirective})`);
          },
        );
      });
      const page = await context.newPage();
      // A wait, not an assertion: a page's first draw took over 5 s on a busy 2-core CI machine.
      page.setDefaultTimeout(15_000);
      page.on('console', (message) => {
        // Chromium's own line for every 4xx is noise: the app logs an unknown failure's cause itself.
        if (message.type() !== 'error' || message.text().startsWith('Failed to load resource')) return;
        if (message.text().includes('Content Security Policy')) cspViolations.push(message.text());
        // What the page reported (an unknown failure's cause: a 500 naming the answer's schema, a
        // refused request) is in the run's log beside the test, for a failure seen only in CI.
        else process.stderr.write(`page console error (${page.url()}): ${message.text()}\n`);
      });
      return page;
    },
  };
}

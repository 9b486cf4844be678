import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

// Debian's headless build of Chromium (package chromium-headless-shell): browser downloads fail on
// the machines we run on (see the README). The same engine as the full browser without its windowing
// and UI layers: the browser tests spent about a third less CPU on it (docs/benchmarks.md).
const EXECUTABLE = '/usr/bin/chromium-headless-shell';
const ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  // One renderer process for all pages: a process per page made the browser tests spend about a
  // tenth more CPU on a 2-core machine (docs/benchmarks.md). A test's pages rarely compute at once.
  '--renderer-process-limit=1',
];

/** The browser the browser tests and benchmarks drive. */
export async function launchChromium(): Promise<Browser> {
  if (!existsSync(EXECUTABLE)) {
    throw new Error(
      `No headless Chromium at ${EXECUTABLE}: install Debian's chromium-headless-shell package (apt-get install chromium-headless-shell).`,
    );
  }
  return chromium.launch({ executablePath: EXECUTABLE, args: ARGS });
}

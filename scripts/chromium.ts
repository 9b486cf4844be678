import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

// Debian's Chromium: browser downloads fail on the machines we run on (see the README).
const EXECUTABLE = '/usr/bin/chromium';
const ARGS = [
  '--headless',
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
    throw new Error(`No Chromium at ${EXECUTABLE}: install Debian's chromium package (apt-get install chromium).`);
  }
  return chromium.launch({ executablePath: EXECUTABLE, args: ARGS });
}

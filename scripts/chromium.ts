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
];

/** The browser the browser tests and benchmarks drive. */
export async function launchChromium(): Promise<Browser> {
  if (!existsSync(EXECUTABLE)) {
    throw new Error(`No Chromium at ${EXECUTABLE}: install Debian's chromium package (apt-get install chromium).`);
  }
  return chromium.launch({ executablePath: EXECUTABLE, args: ARGS });
}

import { readdirSync, readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';

const ENGLISH = new URL('../../locales/en/', import.meta.url);

/**
 * A missing text is drawn as its key ("money.retry"): a key's first part is a top-level key of
 * one of the English catalogues, then a dot and the rest, with no space between.
 */
const KEY = (() => {
  const firsts = new Set<string>();
  for (const file of readdirSync(ENGLISH).filter((name) => name.endsWith('.json'))) {
    const catalogue = JSON.parse(readFileSync(new URL(file, ENGLISH), 'utf8')) as Record<string, unknown>;
    for (const key of Object.keys(catalogue)) if (/^[A-Za-z-]+$/.test(key)) firsts.add(key);
  }
  return new RegExp(`(?<![\\w.@/-])(?:${[...firsts].join('|')})\\.[A-Za-z][\\w-]*(?:\\.[A-Za-z][\\w-]*)*`, 'g');
})();

/** The keys a text shows in place of words. */
export const keysIn = (text: string): string[] => [...new Set(text.match(KEY) ?? [])];

/** The keys the page shows in place of their words, seen or said to screen readers. */
export const untranslatedKeys = async (page: Page): Promise<string[]> => keysIn(await page.locator('body').innerText());

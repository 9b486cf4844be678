import type { ComponentType } from 'react';

const RETRY = 'retry';

/**
 * A page's code, loaded when first visited. A chunk that fails to load (a new deployment replaced
 * it) reloads the page once with `retry=true` (§2); a second failure is shown as an error.
 */
export function lazyPage(load: () => Promise<{ Component: ComponentType }>) {
  return () => withReloadOnce(load);
}

/** Code loaded on demand (a page, a step's validators and widgets), reloading the page once if it fails. */
export async function withReloadOnce<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    const url = new URL(window.location.href);
    if (url.searchParams.get(RETRY) === 'true') throw error;
    url.searchParams.set(RETRY, 'true');
    window.location.replace(url);
    // The page is going away: nothing renders in between.
    return new Promise<never>(() => undefined);
  }
}

import type { Page } from 'playwright-core';

/** A live region's words, as a screen reader is told them. */
export interface Announcement {
  /** Its aria-live: `assertive` interrupts, `polite` waits its turn (role="alert" is assertive). */
  readonly live: string;
  readonly text: string;
  /**
   * Whether the region was on the page, empty, before the words came: a screen reader announces
   * what changes in a live region, and may say nothing of one that arrives with its words.
   */
  readonly regionCameFirst: boolean;
}

// Run in the page as source (the tests are typed without the DOM's types), as axe.ts runs axe.
const RECORDER = `(() => {
  if (globalThis.adflowAnnouncements !== undefined) return;
  const announced = [];
  globalThis.adflowAnnouncements = announced;
  const seen = new WeakSet();
  const seenEmpty = new WeakSet();
  const look = () => {
    for (const region of document.querySelectorAll('[aria-live], [role="status"], [role="alert"]')) {
      const live = region.getAttribute('aria-live') ?? (region.getAttribute('role') === 'alert' ? 'assertive' : 'polite');
      if (live === 'off') continue;
      const text = (region.textContent ?? '').trim();
      if (text === '') {
        if (!seen.has(region)) seenEmpty.add(region);
      } else if (!announced.some((said) => said.text === text && said.live === live)) {
        announced.push({ live, text, regionCameFirst: seenEmpty.has(region) });
      }
      seen.add(region);
    }
  };
  look();
  new MutationObserver(look).observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
})()`;

/**
 * Starts recording the words that the page puts in its live regions (role status or alert, or
 * aria-live) from now on, in the document open now. Radix's toast says a notice in a region of
 * its own for one second, which polling the page for it could miss.
 */
export async function recordAnnouncements(page: Page): Promise<void> {
  await page.evaluate(RECORDER);
}

/** What the page has announced since recordAnnouncements, oldest first. */
export async function announcements(page: Page): Promise<Announcement[]> {
  return page.evaluate(
    () => (globalThis as unknown as { adflowAnnouncements?: Announcement[] }).adflowAnnouncements ?? [],
  );
}

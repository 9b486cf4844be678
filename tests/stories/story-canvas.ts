import type { Browser, Page } from 'playwright-core';

/** How a story's render ended, as Storybook reports it (its STORY_FINISHED event). */
export type StoryStatus = 'success' | 'error' | 'timeout';

export interface StoryCanvas {
  readonly page: Page;
  /**
   * Shows a story as the Storybook UI does (no reload) and waits until it has rendered and played;
   * after a timeout the canvas is loaded afresh for the next story.
   */
  readonly show: (storyId: string, timeoutMs: number) => Promise<StoryStatus>;
  readonly close: () => Promise<void>;
}

// How long past the page's own timer the test process waits for the page to answer at all.
const PAGE_GRACE_MS = 5_000;

interface Channel {
  on(event: string, listener: (payload: { storyId: string; status: 'success' | 'error' }) => void): void;
  off(event: string, listener: (payload: { storyId: string; status: 'success' | 'error' }) => void): void;
  emit(event: string, payload: unknown): void;
}

/**
 * Storybook's preview iframe in a page of its own, switched from story to story over its channel
 * as the manager switches them: the bundle and the project load once instead of once per story.
 */
export async function openCanvas(browser: Browser, baseUrl: string): Promise<StoryCanvas> {
  const context = await browser.newContext();
  const page = await context.newPage();
  page.setDefaultTimeout(10_000);
  const load = async () => {
    await page.goto(`${baseUrl}/iframe.html`);
    // The preview has set itself up when it shows its "no story selected" state.
    await page
      .locator('body.sb-show-nopreview, body.sb-show-main, body.sb-show-errordisplay')
      .first()
      .waitFor({ state: 'attached' });
  };
  await load();
  const showInPage = (storyId: string, timeoutMs: number) =>
    page.evaluate(
      ([id, timeout]) =>
        new Promise<StoryStatus>((resolve) => {
          const channel = (globalThis as unknown as { __STORYBOOK_ADDONS_CHANNEL__: Channel })
            .__STORYBOOK_ADDONS_CHANNEL__;
          const finished = (event: { storyId: string; status: 'success' | 'error' }) => {
            if (event.storyId !== id) return;
            channel.off('storyFinished', finished);
            resolve(event.status);
          };
          channel.on('storyFinished', finished);
          setTimeout(() => {
            channel.off('storyFinished', finished);
            resolve('timeout');
          }, timeout);
          channel.emit('setCurrentStory', { storyId: id, viewMode: 'story' });
        }),
      [storyId, timeoutMs] as const,
    );
  return {
    page,
    // The page's own timer cannot fire while its main thread is stuck: the test process keeps one too.
    show: async (storyId, timeoutMs) => {
      let timer: NodeJS.Timeout | undefined;
      const outOfTime = new Promise<StoryStatus>((resolve) => {
        timer = setTimeout(() => {
          resolve('timeout');
        }, timeoutMs + PAGE_GRACE_MS);
      });
      const status = await Promise.race([showInPage(storyId, timeoutMs), outOfTime]);
      clearTimeout(timer);
      // A story still running (or a stuck page) would answer the next one's events: start afresh.
      if (status === 'timeout') await load();
      return status;
    },
    close: () => context.close(),
  };
}

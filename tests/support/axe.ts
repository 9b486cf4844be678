import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type Axe from 'axe-core';
import type { ElementContext } from 'axe-core';
import type { Page } from 'playwright-core';

const AXE_SOURCE = await readFile(
  join(dirname(createRequire(import.meta.url).resolve('axe-core')), 'axe.min.js'),
  'utf8',
);
const RULE_SETS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];
const BLOCKING = new Set(['serious', 'critical']);
// What axe cannot decide ("needs review") counts too, but for contrast: text over an image or a
// gradient is always undecidable there.
const UNDECIDABLE_RULES = new Set(['color-contrast', 'color-contrast-enhanced']);

/** What of the Web Animations API the check reads (these tests have no DOM types). */
interface Animated {
  getAnimations(): {
    readonly effect: { getTiming(): { readonly iterations?: number } } | null;
    readonly finished: Promise<unknown>;
  }[];
}

interface Finding {
  readonly id: string;
  readonly impact: string | null;
  readonly help: string;
  readonly targets: readonly string[];
  readonly undecided: boolean;
}

/**
 * The bar of every browser test: axe-core's serious and critical findings on the page as it is,
 * one line each (`rule (impact) help: targets`); none is the pass.
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  // Evaluated, not added as an inline <script>: the app's Content-Security-Policy refuses those.
  if (!(await page.evaluate(() => 'axe' in globalThis))) await page.evaluate(AXE_SOURCE);
  const findings = await page.evaluate(async (runOnly) => {
    const { axe, document } = globalThis as unknown as { axe: typeof Axe; document: ElementContext };
    const animated = document as unknown as Animated;
    // The page as it settles: a notice fading in is see-through for its first 150 ms, and axe would
    // measure its text's contrast through it. Endless animations (a spinner) are not waited for,
    // nor any for more than a second (a paused one never finishes).
    const settled = Promise.all(
      animated
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    );
    await Promise.race([settled, new Promise((resolve) => setTimeout(resolve, 1_000))]);
    const results = await axe.run(document, { runOnly });
    const found = [
      ...results.violations.map((result) => ({ result, undecided: false })),
      ...results.incomplete.map((result) => ({ result, undecided: true })),
    ];
    return found.map(({ result, undecided }): Finding => ({
      id: result.id,
      impact: result.impact ?? null,
      help: result.help,
      targets: result.nodes.map((node) => node.target.map(String).join(' ')),
      undecided,
    }));
  }, RULE_SETS);
  return findings
    .filter(
      (finding) => BLOCKING.has(finding.impact ?? '') && !(finding.undecided && UNDECIDABLE_RULES.has(finding.id)),
    )
    .map(
      (finding) =>
        `${finding.id} (${finding.impact}${finding.undecided ? ', needs review' : ''}) ${finding.help}: ${finding.targets.join(', ')}`,
    );
}

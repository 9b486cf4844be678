import satori from 'satori';
import { describe, expect, it } from 'vitest';
import { CREATIVE_FORMATS } from '../../../../server/modules/creatives/creative-formats.ts';
import { loadFonts } from '../../../../server/modules/creatives/fonts.ts';
import { canvasOf } from '../../../../server/modules/creatives/layouts/parts.ts';
import { CREATIVE_TEMPLATES, type TemplateContent } from '../../../../server/modules/creatives/templates.ts';
import { png } from '../media/test-images.ts';

const dataUri = (bytes: Buffer) => `data:image/png;base64,${bytes.toString('base64')}`;
const colours = { primary: '#7A1F5C', onPrimary: '#FFFFFF', secondary: '#F2E8DC', onSecondary: '#16181D' };

// Words as wide as their boxes allow: the offer that was drawn "Sourdoug / h" in the badge's circle,
// capitals that are wider than most letters (W, M), and the rupee sign of Inter's latin-ext subset.
const BAKERY = {
  businessName: 'Headingley Bakehouse',
  services: ['Sourdough loaves', 'Wedding cakes'],
  offerText: 'Sourdough 15% off this week',
  hasOffer: true,
  tagline: 'Fresh sourdough every morning',
  callToAction: 'Get Offer',
  colours,
  logo: dataUri(png(300, 300)),
  photo: dataUri(png(1600, 1200)),
} satisfies TemplateContent;
const CONTENTS: readonly TemplateContent[] = [
  BAKERY,
  {
    businessName: 'WOMM Wholefoods Warehouse',
    services: ['Wholesale', 'Mushrooms', 'Homewares'],
    offerText: '₹500 off MEMBERSHIPS this WEEKEND',
    hasOffer: true,
    tagline: 'Wholesome food, warehouse prices',
    callToAction: 'Shop Now',
    colours,
    logo: null,
    photo: dataUri(png(1200, 1600)),
  },
];

// What the layouts draw besides the owner's words: the services' bullet and separator.
const DECORATIONS = ['•', '·'];

/**
 * The words each line of the creative shows, as satori lays them out: it draws each word (or each
 * letter of a word it had to break) as a `<text>` at its place, and spaces as `<text>`s of their own.
 */
function drawnWords(svg: string): string[] {
  const runs = [...svg.matchAll(/<text x="([\d.]+)" y="([\d.]+)" width="([\d.]+)"[^>]*>([^<]*)<\/text>/g)].map(
    ([, x, y, width, text]) => ({ x: Number(x), y: Number(y), width: Number(width), text: decode(text ?? '') }),
  );
  const words: string[] = [];
  let word = '';
  let end = Number.NaN;
  let line = Number.NaN;
  for (const run of runs) {
    // A word goes on while its pieces follow each other on one line; a space or a new line ends it.
    const continues = run.y === line && Math.abs(run.x - end) < 0.5;
    if (!continues || run.text.trim() === '') {
      if (word !== '') words.push(word);
      word = '';
    }
    if (run.text.trim() !== '') word += run.text;
    end = run.x + run.width;
    line = run.y;
  }
  if (word !== '') words.push(word);
  return words;
}

const decode = (text: string) =>
  text
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'");

describe('a creative never breaks a word across lines (issue 24: text fitted by measuring it)', () => {
  for (const format of CREATIVE_FORMATS)
    it(`every layout in ${format.aspectRatio}`, async () => {
      const fonts = await loadFonts();
      for (const content of CONTENTS) {
        const allowed = new Set([
          ...DECORATIONS,
          ...[content.businessName, content.offerText, content.tagline, content.callToAction, ...content.services]
            .join(' ')
            .split(/\s+/),
        ]);
        for (const layout of CREATIVE_TEMPLATES) {
          const svg = await satori(layout.layout(content, canvasOf(format)), {
            width: format.width,
            height: format.height,
            fonts,
            embedFont: false,
          });
          const words = drawnWords(svg);
          expect(words.length, `layout ${String(layout.id)} drew no text`).toBeGreaterThan(0);
          const broken = words.filter((word) => !allowed.has(word));
          expect(broken, `layout ${String(layout.id)} of "${content.businessName}"`).toEqual([]);
        }
      }
    });
});

/** The drawn size ("width x height") of each `<image>` showing this picture. */
const drawnSizes = (svg: string, picture: string): string[] =>
  [...svg.matchAll(/<image ([^>]*)>/g)]
    .map(([, attributes = '']) => attributes)
    .filter((attributes) => attributes.includes(picture))
    .map(
      (attributes) =>
        `${/ width="([\d.]+)"/.exec(attributes)?.[1] ?? '?'}x${/ height="([\d.]+)"/.exec(attributes)?.[1] ?? '?'}`,
    );

describe('the logo keeps its size beside a long business name (issue 24: creatives worth running)', () => {
  // The walk saw a logo squeezed to a sliver: the name beside it, as wide as its unwrapped text,
  // shrank the logo with it.
  const long = { ...BAKERY, businessName: 'WOMM Wholefoods Warehouse' };
  for (const format of CREATIVE_FORMATS)
    it(`every layout in ${format.aspectRatio}`, async () => {
      const fonts = await loadFonts();
      const draw = (content: TemplateContent, layout: (typeof CREATIVE_TEMPLATES)[number]) =>
        satori(layout.layout(content, canvasOf(format)), {
          width: format.width,
          height: format.height,
          fonts,
          embedFont: false,
        });
      for (const layout of CREATIVE_TEMPLATES) {
        const [withShortName, withLongName] = await Promise.all([draw(BAKERY, layout), draw(long, layout)]);
        const logo = BAKERY.logo.slice(0, 200);
        expect(drawnSizes(withLongName, logo), `layout ${String(layout.id)}`).toEqual(drawnSizes(withShortName, logo));
      }
    });
});

import satori from 'satori';
import { describe, expect, it } from 'vitest';
import { CREATIVE_FORMATS } from '../../../../server/modules/creatives/creative-formats.ts';
import { loadFonts } from '../../../../server/modules/creatives/fonts.ts';
import { canvasOf } from '../../../../server/modules/creatives/layouts/parts.ts';
import { CREATIVE_TEMPLATES, type TemplateContent } from '../../../../server/modules/creatives/templates.ts';
import { png } from '../media/test-images.ts';

// Over a story the channel draws the profile picture and name at the top and the reply bar or its
// own button at the foot: Meta's guidance keeps text, logos and buttons out of the top 14% and
// the bottom 20% of a 1080x1920 story, about 250 px and 340 px.
const CLEAR_TOP = 250;
const CLEAR_BOTTOM = 340;

const dataUri = (bytes: Buffer) => `data:image/png;base64,${bytes.toString('base64')}`;
const LOGO = dataUri(png(300, 300));
const PHOTO = dataUri(png(1600, 1200));
const colours = { primary: '#7A1F5C', onPrimary: '#FFFFFF', secondary: '#F2E8DC', onSecondary: '#16181D' };

// The fewest words, and the most each box takes (every service, the longest lines).
const SHORT: TemplateContent = {
  businessName: 'Bloom Salon',
  services: ['Haircuts', 'Colour', 'Blow dry'],
  offerText: '20% off',
  hasOffer: true,
  tagline: '',
  callToAction: 'Book Now',
  colours,
  logo: LOGO,
  photo: PHOTO,
};
const LONG: TemplateContent = {
  businessName: 'Chai and Crumbs Artisan Bakehouse of Leeds',
  services: ['Birthday cakes', 'Sourdough bread', 'Eggless pastries', 'Wedding cakes', 'Coffee', 'Catering'],
  offerText: 'Free cookie with every coffee you buy before noon on weekdays',
  hasOffer: true,
  tagline: 'Fresh from our oven to your table every single morning',
  callToAction: 'Get Directions',
  colours,
  logo: LOGO,
  photo: PHOTO,
};
const CONTENTS: Readonly<Record<string, TemplateContent>> = {
  short: SHORT,
  long: LONG,
  'short without a logo': { ...SHORT, logo: null },
  'long without a logo': { ...LONG, logo: null },
};

interface Drawn {
  readonly what: string;
  readonly left: number;
  readonly top: number;
  readonly right: number;
  readonly bottom: number;
}

/** Where the layout puts each text (the button's too) and the logo, as satori lays it out to draw it. */
async function drawnIn(layoutId: number, content: TemplateContent): Promise<Drawn[]> {
  const story = CREATIVE_FORMATS.find((format) => format.aspectRatio === '9:16');
  const layout = CREATIVE_TEMPLATES.find((template) => template.id === layoutId);
  if (story === undefined || layout === undefined) throw new Error('no story format or no such layout');
  const drawn: Drawn[] = [];
  await satori(layout.layout(content, canvasOf(story)), {
    width: story.width,
    height: story.height,
    fonts: await loadFonts(),
    onNodeDetected: ({ type, left, top, width, height, props, textContent }) => {
      const what = textContent ?? (type === 'img' && props.src === LOGO ? 'the logo' : undefined);
      if (what !== undefined) drawn.push({ what, left, top, right: left + width, bottom: top + height });
    },
  });
  return drawn;
}

describe('a story keeps its words, logo and button clear of what the channel draws over it (issue 24)', () => {
  for (const { id } of CREATIVE_TEMPLATES)
    it(`layout ${String(id)} in 9:16`, async () => {
      for (const [name, content] of Object.entries(CONTENTS)) {
        const drawn = await drawnIn(id, content);
        // Every layout draws the button (and all but the framed photo, 7, the logo).
        expect(drawn.some(({ what }) => what === content.callToAction)).toBe(true);
        expect(drawn.some(({ what }) => what === 'the logo')).toBe(content.logo !== null && id !== 7);
        for (const { what, top, bottom } of drawn) {
          const where = `${name}: "${what}" from ${String(top)} to ${String(bottom)} px down`;
          expect(top, where).toBeGreaterThanOrEqual(CLEAR_TOP);
          expect(bottom, where).toBeLessThanOrEqual(1920 - CLEAR_BOTTOM);
        }
        // Moved into less room, nothing is drawn over anything else.
        for (const [index, one] of drawn.entries())
          for (const other of drawn.slice(index + 1)) {
            const overlap =
              one.left < other.right && other.left < one.right && one.top < other.bottom && other.top < one.bottom;
            expect(overlap, `${name}: "${one.what}" over "${other.what}"`).toBe(false);
          }
      }
    });
});

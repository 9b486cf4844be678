import { describe, expect, it } from 'vitest';
import { fittedSize, linesAt } from '../../../../server/modules/creatives/text-fit.ts';
import { adDetailForOffer, offerText } from '../../../../server/modules/local-business/ad-detail.ts';

describe('creative text is sized to fit, never cut off (issue 24)', () => {
  const box = { width: 400, lines: 3, max: 72, min: 36 };

  it('a short offer keeps the largest size; a long one shrinks until it takes the lines it may', () => {
    expect(fittedSize('20% off', box)).toBe(72);
    const long = 'Free cookie with every coffee you buy before noon';
    const size = fittedSize(long, box);
    expect(size).toBeLessThan(72);
    expect(size).toBeGreaterThanOrEqual(36);
    expect(linesAt(long, size, box.width)).toBeLessThanOrEqual(3);
    expect(linesAt(long, size + 2, box.width)).toBeGreaterThan(3);
  });

  it('shrinks a long word rather than break it, while the smallest size can hold it whole', () => {
    const name = { width: 400, lines: 4, max: 76, min: 40 };
    const size = fittedSize('Chai & Crumbs Bakehouse', name);
    expect(linesAt('Bakehouse', size, 400)).toBe(1);
    expect(linesAt('Bakehouse', size + 2, 400) > 1 || linesAt('Chai & Crumbs Bakehouse', size + 2, 400) > 4).toBe(true);
  });

  it('wraps at spaces: more words, more lines; a word wider than the box takes lines of its own', () => {
    expect(linesAt('Bloom', 72, 400)).toBe(1);
    expect(linesAt('Bloom Salon and Spa in Leeds', 72, 400)).toBeGreaterThan(1);
    expect(linesAt('Supercalifragilisticexpialidocious', 72, 400)).toBeGreaterThan(1);
  });

  it('a free offer says "free" once, and the offer is drawn whole', () => {
    expect(offerText({ type: 3, value: 'Free cookie with every coffee' }, '£')).toBe('Free cookie with every coffee');
    expect(offerText({ type: 3, value: 'free cookie with every coffee' }, '£')).toBe('Free cookie with every coffee');
    expect(offerText({ type: 3, value: 'cookie with every coffee' }, '£')).toBe('Free cookie with every coffee');
    expect(offerText({ type: 3, value: 'Freshly baked bread' }, '£')).toBe('Free Freshly baked bread');
  });

  it('a primary text the offer would overflow (30) is a shorter one, not the offer cut off', () => {
    const detail = adDetailForOffer({ type: 5, value: 'Two haircuts for the price of one, all week' }, '£');
    expect(detail.primaryText).toBe('Special offer');
    expect(adDetailForOffer({ type: 1, value: '20' }, '£').primaryText).toBe('20% off');
  });
});

import { describe, expect, it } from 'vitest';
import { keysIn } from './untranslated-keys.ts';

describe('a text shown as its key', () => {
  it('is found: a catalogue key and the rest of its path', () => {
    expect(keysIn('This could not be loaded. money.retry')).toEqual(['money.retry']);
    expect(keysIn('creativePreview.templateAlt and header.menu')).toEqual([
      'creativePreview.templateAlt',
      'header.menu',
    ]);
  });

  it('leaves sentences, addresses, web sites and figures alone', () => {
    const text = [
      'Your ads are ready. Next: a few choices.',
      'screens-en@example.com',
      'shearstyleleeds.co.uk www.website.com',
      'Version 1.2 costs ₹2,450.00',
      'Walk-ins welcome all week. Shear Style Leeds, near you.',
    ].join('\n');
    expect(keysIn(text)).toEqual([]);
  });
});

import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { runFailureReason, type RunFailure } from '../../renderer/app/product-feed/run-failure-reason.ts';
import frProductFeed from '../../locales/fr/productFeed.json' with { type: 'json' };

const run = (failure: Partial<RunFailure>): RunFailure => ({
  failureReason: null,
  failureReasonCode: null,
  failureReasonParams: null,
  ...failure,
});

const french = i18next.createInstance();
beforeAll(async () => {
  await french.init({
    lng: 'fr',
    resources: { fr: { productFeed: frProductFeed } },
    interpolation: { escapeValue: false },
  });
});

describe('a failed run says why in the interface language (decision 291)', () => {
  const say = (failed: RunFailure) => runFailureReason(french.getFixedT('fr', 'productFeed'), failed);

  it('its code translated with its parameters', () => {
    const missing = run({
      failureReason: 'The header (line 1) has no column title.',
      failureReasonCode: 'headerMissing',
      failureReasonParams: { line: 1, columns: 'title' },
    });
    expect(say(missing)).toBe('L’en-tête (ligne 1) n’a pas de colonne title.');
    const tooMany = run({
      failureReason: 'too many',
      failureReasonCode: 'tooManyRows',
      failureReasonParams: { limit: 50_000 },
    });
    expect(say(tooMany)?.replace(/[\u00a0\u202f]/g, ' ')).toBe(
      'Le flux compte plus de 50 000 lignes : répartissez-le en plusieurs flux.',
    );
  });

  it('an older run (no code), an unknown code, or no failure: the English, or nothing', () => {
    expect(say(run({ failureReason: 'Invalid Record Length' }))).toBe('Invalid Record Length');
    expect(say(run({ failureReason: 'Gone', failureReasonCode: 'unheardOf', failureReasonParams: {} }))).toBe('Gone');
    expect(say(run({}))).toBeNull();
  });
});

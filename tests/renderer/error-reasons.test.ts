import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../../renderer/session/api-error.ts';
import { errorMessage } from '../../renderer/session/error-messages.ts';
import { findLanguage } from '../../renderer/shell/language.ts';
import enAccount from '../../locales/en/account.json' with { type: 'json' };
import enBriefs from '../../locales/en/briefs.json' with { type: 'json' };
import frAccount from '../../locales/fr/account.json' with { type: 'json' };
import frBriefs from '../../locales/fr/briefs.json' with { type: 'json' };

// Intl keeps a symbol off its number with a no-break space: what matters to a reader is what is left.
const shown = (text: string): string => text.replace(/[\u00a0\u202f]/g, ' ');
const english = findLanguage('en')?.tag ?? 'en';
const french = findLanguage('fr')?.tag ?? 'fr';

beforeAll(async () => {
  await i18next.init({
    lng: english,
    fallbackLng: english,
    resources: {
      [english]: { account: enAccount, briefs: enBriefs },
      [french]: { account: frAccount, briefs: frBriefs },
    },
    interpolation: { escapeValue: false },
  });
});

const say = async (language: string, status: number, body: object) => {
  await i18next.changeLanguage(language);
  return errorMessage(i18next.getFixedT(language, 'account'), new ApiError(status, body));
};

describe('a server reason is said in the interface language (decision 290)', () => {
  it('a brief refusal, its statuses named in French', async () => {
    const body = {
      errorCode: 409,
      message: 'A brief cannot go from draft to ongoing.',
      reason: { key: 'briefTransition', params: { from: 6, to: 2 } },
    };
    expect(await say(french, 409, body)).toBe(
      `Un brief ne peut pas passer de « ${frBriefs.filters['6']} » à « ${frBriefs.filters['2']} ».`,
    );
    expect(await say(english, 409, body)).toBe('A brief cannot go from Draft to Ongoing.');
  });

  it('an add-on refusal: its shortfall as French writes money, its date as French writes dates', async () => {
    const funds = {
      errorCode: 402,
      message: 'Insufficient funds to buy this pack: add ₹1,234.50 to your wallet.',
      reason: { key: 'addOnFunds', params: { shortfallMinor: 123_450, currencyCode: 'INR' } },
    };
    expect(shown(await say(french, 402, funds))).toBe(
      'Fonds insuffisants pour acheter ce pack : ajoutez 1 234,50 ₹ à votre portefeuille.',
    );
    const active = {
      errorCode: 409,
      message: 'The Starter pack is active until 2026-12-23.',
      reason: { key: 'addOnActive', params: { tier: 'Starter', untilDate: '2026-12-23' } },
    };
    expect(shown(await say(french, 409, active))).toBe('Le pack Starter est actif jusqu’au 23 déc. 2026.');
  });

  it('without a reason, or with one this screen does not know, the server’s own words', async () => {
    const message = 'No add-on pack "gold"';
    expect(await say(french, 404, { errorCode: 104, message })).toBe(message);
    expect(await say(french, 409, { errorCode: 409, message, reason: { key: 'unheardOf' } })).toBe(message);
  });
});

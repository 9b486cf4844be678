import { describe, expect, it } from 'vitest';
import { localConsentToken, localSocialPagesStandIn as network } from '../../../server/adapters/social-pages.ts';

/** The local stand-in for the social network: deterministic, and only as generous as its consent dialog. */
describe('localSocialPagesStandIn', () => {
  it('refuses a token its consent dialog did not make', async () => {
    expect(await network.exchangeToken('EAAB-some-real-looking-token')).toBeNull();
    expect(await network.exchangeToken('local-consent.not-json')).toBeNull();
  });

  it('grants exactly what was ticked, and lists the same two demo pages for the same person', async () => {
    const first = await network.exchangeToken(localConsentToken('asha', ['pages_show_list']));
    const again = await network.exchangeToken(localConsentToken('asha', ['pages_show_list', 'ads_management']));
    expect(first?.grantedPermissions).toEqual(['pages_show_list']);
    expect(again?.grantedPermissions).toEqual(['pages_show_list', 'ads_management']);
    const pages = await network.listPages(first?.accessToken ?? '');
    expect(pages).toEqual(await network.listPages(again?.accessToken ?? ''));
    expect(pages.map((page) => page.isAdmin)).toEqual([true, false]);
    const someoneElse = await network.exchangeToken(localConsentToken('ravi', []));
    expect((await network.listPages(someoneElse?.accessToken ?? ''))[0]?.pageId).not.toBe(pages[0]?.pageId);
  });

  it('approves ad access to the admin page at once; the other stays requested, however often asked', async () => {
    const connection = await network.exchangeToken(localConsentToken('asha', []));
    const token = connection?.accessToken ?? '';
    const [admin, other] = await network.listPages(token);
    expect(await network.requestPageAccess(token, admin?.pageId ?? '')).toBe('approved');
    expect(await network.requestPageAccess(token, other?.pageId ?? '')).toBe('requested');
    expect(await network.pageAccessStatus(token, other?.pageId ?? '')).toBe('requested');
  });
});

import { callApi } from '../../wizard/api.ts';

/** A photo-sharing account backed by a page. */
export interface PhotoSharingAccount {
  readonly instagramAccountId: string;
  readonly username: string;
}

/** A page the person manages, as the social network offered it. */
export interface SocialPage {
  readonly pageId: string;
  readonly name: string;
  readonly isAdmin: boolean;
  readonly instagramAccounts: readonly PhotoSharingAccount[];
}

/** GET /api/localbusiness/{sessionId}/socialLink: the session's connection as the server records it. */
export interface SocialLinkView {
  readonly requestedPermissions: readonly string[];
  readonly connected: boolean;
  readonly grantedPermissions: readonly string[];
  readonly missingPermissions: readonly string[];
  readonly pages: readonly SocialPage[];
  readonly pageId: string | null;
  readonly instagramAccountId: string | null;
  /** OL §6: requested until the page's admin approves ad access. */
  readonly pageAccessStatus: 'requested' | 'approved' | null;
}

const sessionPath = (sessionId: string) => `/localbusiness/${encodeURIComponent(sessionId)}`;

export const fetchSocialLink = (sessionId: string): Promise<SocialLinkView> =>
  callApi<SocialLinkView>('GET', `${sessionPath(sessionId)}/socialLink`);

/** AP §7 ExchangeFacebookAccessToken: the sign-in's token, for the permissions granted and the pages. */
export const exchangeSocialToken = (sessionId: string, exchangeToken: string): Promise<SocialLinkView> =>
  callApi<SocialLinkView>('POST', `${sessionPath(sessionId)}/socialLink/exchangeToken`, { exchangeToken });

/** OL §7 live/pageAccess: ad access to one of the pages offered. */
export const requestPageAccess = (sessionId: string, pageId: string): Promise<SocialLinkView> =>
  callApi<SocialLinkView>('POST', `${sessionPath(sessionId)}/live/pageAccess`, { pageId });

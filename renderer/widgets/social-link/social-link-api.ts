import type { SocialLinkView } from '../../../schemas/generated/index.ts';
import { callApi } from '../../wizard/api.ts';

/**
 * GET /api/localbusiness/{sessionId}/socialLink and the calls that change it: the session's
 * connection as the server records it (schemas/api/social-link-view.schema.json).
 */
export type { SocialLinkView };

export const fetchSocialLink = (sessionId: string): Promise<SocialLinkView> =>
  callApi({ method: 'GET', path: '/localbusiness/{sessionId}/socialLink', params: { sessionId } });

/** AP §7 ExchangeFacebookAccessToken: the sign-in's token, for the permissions granted and the pages. */
export const exchangeSocialToken = (sessionId: string, exchangeToken: string): Promise<SocialLinkView> =>
  callApi({
    method: 'POST',
    path: '/localbusiness/{sessionId}/socialLink/exchangeToken',
    params: { sessionId },
    body: { exchangeToken },
  });

/** OL §7 live/pageAccess: ad access to one of the pages offered. */
export const requestPageAccess = (sessionId: string, pageId: string): Promise<SocialLinkView> =>
  callApi({
    method: 'POST',
    path: '/localbusiness/{sessionId}/live/pageAccess',
    params: { sessionId },
    body: { pageId },
  });

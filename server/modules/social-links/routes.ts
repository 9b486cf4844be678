import type { PageAccessRequest } from '../../../schemas/generated/api/page-access.ts';
import type { SocialTokenExchangeRequest } from '../../../schemas/generated/api/social-token-exchange.ts';
import { bodyOf, queryOf } from '../../request-input.ts';
import type { Services } from '../../services.ts';
import { connectSocialNetwork, currentSocialLink, requestPageAccess, socialLinkView } from './social-links.ts';
import type { ApiRouter } from '../../openapi/api-router.ts';

/**
 * The link-accounts step's calls (OL §6, §7; AP §6, §7), by session like the other onboarding
 * calls under /localbusiness/{sessionId}: open to whoever holds an anonymous session, its owner's
 * alone once someone signed up in it (session-ownership.ts).
 */
export function socialLinkRoutes(api: ApiRouter, { orm, project, socialPages }: Services): void {
  api.on('getSessionSocialLink', async (req, res) => {
    queryOf(project, 'api/empty-body.schema.json', req);
    res.json(socialLinkView(await currentSocialLink(orm.em, socialPages, req.params.sessionId)));
  });

  api.on('exchangeSocialToken', async (req, res) => {
    const body = bodyOf<SocialTokenExchangeRequest>(project, 'api/social-token-exchange.schema.json', req);
    const link = await connectSocialNetwork(orm.em, socialPages, req.params.sessionId, body.exchangeToken);
    res.json(socialLinkView(link));
  });

  api.on('requestSessionPageAccess', async (req, res) => {
    const body = bodyOf<PageAccessRequest>(project, 'api/page-access.schema.json', req);
    const link = await requestPageAccess(orm.em, socialPages, req.params.sessionId, body.pageId);
    res.json(socialLinkView(link));
  });
}

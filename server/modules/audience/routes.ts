import { Router, type Response } from 'express';
import type { AudienceInput } from '../../../schemas/generated/api/audience-input.ts';
import type { AudienceRename } from '../../../schemas/generated/api/audience-rename.ts';
import type { AudiencesQuery } from '../../../schemas/generated/api/audiences-query.ts';
import { bodyOf, queryOf } from '../../request-input.ts';
import type { Services } from '../../services.ts';
import { signedInUser, signInRequired } from '../accounts/guards.ts';
import { memberProfile } from '../accounts/profiles.ts';
import { requireLinkingCategory } from '../assets/linking-categories.ts';
import { audiencesPage, audienceView, createAudience, findAudience } from './audience-list.ts';

/** A profile's saved audiences (AP §1 audience addition): list, create, rename, delete. */
export function audienceRoutes({ orm, project }: Services): Router {
  const router = Router();
  router.use('/businessProfiles/:id/audiences', signInRequired(orm));

  const profileOf = async (res: Response, rawId: string) => {
    const { businessProfile } = await memberProfile(orm.em, signedInUser(res), rawId);
    requireLinkingCategory(businessProfile, 'Audience addition');
    return businessProfile;
  };

  router.get('/businessProfiles/:id/audiences', async (req, res) => {
    const profile = await profileOf(res, req.params.id);
    const query = queryOf<AudiencesQuery>(project, 'api/audiences-query.schema.json', req);
    res.json(await audiencesPage(orm.em, profile, query));
  });

  router.post('/businessProfiles/:id/audiences', async (req, res) => {
    const profile = await profileOf(res, req.params.id);
    const body = bodyOf<AudienceInput>(project, 'api/audience-input.schema.json', req);
    res.status(201).json(audienceView(await createAudience(orm.em, profile, body)));
  });

  router.patch('/businessProfiles/:id/audiences/:audienceId', async (req, res) => {
    const profile = await profileOf(res, req.params.id);
    const body = bodyOf<AudienceRename>(project, 'api/audience-rename.schema.json', req);
    const audience = await findAudience(orm.em, profile, req.params.audienceId);
    audience.name = body.name.trim();
    await orm.em.flush();
    res.json(audienceView(audience));
  });

  router.delete('/businessProfiles/:id/audiences/:audienceId', async (req, res) => {
    const profile = await profileOf(res, req.params.id);
    await orm.em.remove(await findAudience(orm.em, profile, req.params.audienceId)).flush();
    res.status(204).end();
  });

  return router;
}

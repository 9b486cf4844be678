import { type Response } from 'express';
import type { AudienceInput } from '../../../schemas/generated/api/audience-input.ts';
import type { AudienceRename } from '../../../schemas/generated/api/audience-rename.ts';
import type { AudiencesQuery } from '../../../schemas/generated/api/audiences-query.ts';
import { bodyOf, queryOf } from '../../request-input.ts';
import type { Services } from '../../services.ts';
import { signedInUser } from '../accounts/guards.ts';
import { memberProfile } from '../accounts/profiles.ts';
import { requireLinkingCategory } from '../assets/linking-categories.ts';
import { audiencesPage, audienceView, createAudience, findAudience } from './audience-list.ts';
import type { ApiRouter } from '../../openapi/api-router.ts';

/** A profile's saved audiences (AP §1 audience addition): list, create, rename, delete. */
export function audienceRoutes(api: ApiRouter, { orm, project }: Services): void {
  const profileOf = async (res: Response, rawId: string) => {
    const { businessProfile } = await memberProfile(orm.em, signedInUser(res), rawId);
    requireLinkingCategory(businessProfile, 'Audience addition');
    return businessProfile;
  };

  api.on('listAudiences', async (req, res) => {
    const profile = await profileOf(res, req.params.businessProfileId);
    const query = queryOf<AudiencesQuery>(project, 'api/audiences-query.schema.json', req);
    res.json(await audiencesPage(orm.em, profile, query));
  });

  api.on('createAudience', async (req, res) => {
    const profile = await profileOf(res, req.params.businessProfileId);
    const body = bodyOf<AudienceInput>(project, 'api/audience-input.schema.json', req);
    res.status(201).json(audienceView(await createAudience(orm.em, profile, body)));
  });

  api.on('renameAudience', async (req, res) => {
    const profile = await profileOf(res, req.params.businessProfileId);
    const body = bodyOf<AudienceRename>(project, 'api/audience-rename.schema.json', req);
    const audience = await findAudience(orm.em, profile, req.params.audienceId);
    audience.name = body.name.trim();
    await orm.em.flush();
    res.json(audienceView(audience));
  });

  api.on('deleteAudience', async (req, res) => {
    const profile = await profileOf(res, req.params.businessProfileId);
    await orm.em.remove(await findAudience(orm.em, profile, req.params.audienceId)).flush();
    res.status(204).end();
  });
}

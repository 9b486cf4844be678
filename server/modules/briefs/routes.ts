import { type Response } from 'express';
import type { BriefApprove } from '../../../schemas/generated/api/brief-approve.ts';
import type { BriefCreate } from '../../../schemas/generated/api/brief-create.ts';
import type { BriefReject } from '../../../schemas/generated/api/brief-reject.ts';
import type { BriefStatusUpdate } from '../../../schemas/generated/api/brief-status-update.ts';
import type { BriefVersionCreate } from '../../../schemas/generated/api/brief-version-create.ts';
import type { BriefsQuery } from '../../../schemas/generated/api/briefs-query.ts';
import { Brief, BRIEF_STATUS } from './entities.ts';
import { NotFoundError } from '../../errors.ts';
import { bodyOf, numericId, queryOf } from '../../request-input.ts';
import type { Services } from '../../services.ts';
import { signedInUser } from '../accounts/guards.ts';
import { memberProfile } from '../accounts/profiles.ts';
import {
  briefsPage,
  changeBriefStatus,
  decideVersion,
  proposeVersion,
  versionsOf,
  type Decision,
} from './brief-actions.ts';
import { isBriefApprover, NotBriefApproverError } from './brief-rules.ts';
import { briefView } from './brief-view.ts';
import type { ApiRouter } from '../../openapi/api-router.ts';

/** AP §1, §2 briefs and brief plan with approve / reject and an e-sign step (decision 181). */
export function briefRoutes(api: ApiRouter, { orm, project }: Services): void {
  /** The caller's membership and the brief, when it is one of the profile's; else 404 (104). */
  async function ownBrief(res: Response, rawProfile: string, rawBrief: string) {
    const member = await memberProfile(orm.em, signedInUser(res), rawProfile);
    const id = numericId(rawBrief);
    const brief = id === null ? null : await orm.em.findOne(Brief, { id, businessProfile: member.businessProfile });
    if (brief === null) throw new NotFoundError(`No brief "${rawBrief}"`);
    return { member, brief };
  }

  async function answer(res: Response, rawProfile: string, rawBrief: string, status = 200) {
    const em = orm.em.fork();
    const { member, brief } = await ownBrief(res, rawProfile, rawBrief);
    const fresh = await em.findOneOrFail(Brief, brief.id);
    res.status(status).json(briefView(fresh, await versionsOf(em, fresh), isBriefApprover(member)));
  }

  api.on('listBriefs', async (req, res) => {
    const { businessProfile } = await memberProfile(orm.em, signedInUser(res), req.params.businessProfileId);
    const query = queryOf<BriefsQuery>(project, 'api/briefs-query.schema.json', req);
    res.json(await briefsPage(orm.em, businessProfile.id, query));
  });

  api.on('createBrief', async (req, res) => {
    const body = bodyOf<BriefCreate>(project, 'api/brief-create.schema.json', req);
    const user = signedInUser(res);
    const { businessProfile } = await memberProfile(orm.em, user, req.params.businessProfileId);
    const brief = orm.em.create(Brief, {
      businessProfile,
      title: body.title.trim(),
      description: body.description?.trim() ?? '',
      status: BRIEF_STATUS.draft,
      createdBy: user.id,
    });
    await orm.em.flush();
    await answer(res, req.params.businessProfileId, String(brief.id), 201);
  });

  api.on('getBrief', async (req, res) => {
    await answer(res, req.params.businessProfileId, req.params.briefId);
  });

  api.on('changeBriefStatus', async (req, res) => {
    const body = bodyOf<BriefStatusUpdate>(project, 'api/brief-status-update.schema.json', req);
    const { member, brief } = await ownBrief(res, req.params.businessProfileId, req.params.briefId);
    if (!isBriefApprover(member)) throw new NotBriefApproverError();
    await changeBriefStatus(orm.em.fork(), brief.id, body.status);
    await answer(res, req.params.businessProfileId, req.params.briefId);
  });

  api.on('proposeBriefVersion', async (req, res) => {
    const body = bodyOf<BriefVersionCreate>(project, 'api/brief-version-create.schema.json', req);
    const { brief } = await ownBrief(res, req.params.businessProfileId, req.params.briefId);
    await proposeVersion(orm.em.fork(), brief.id, signedInUser(res), body);
    await answer(res, req.params.businessProfileId, req.params.briefId, 201);
  });

  async function decided(res: Response, params: Record<string, string>, decision: Decision) {
    const { member, brief } = await ownBrief(res, params.businessProfileId ?? '', params.briefId ?? '');
    if (!isBriefApprover(member)) throw new NotBriefApproverError();
    const versionId = numericId(params.versionId ?? '');
    if (versionId === null) throw new NotFoundError(`No version "${params.versionId ?? ''}"`);
    await decideVersion(orm.em.fork(), brief.id, versionId, signedInUser(res), decision);
    await answer(res, params.businessProfileId ?? '', params.briefId ?? '');
  }

  api.on('approveBriefVersion', async (req, res) => {
    const approve = bodyOf<BriefApprove>(project, 'api/brief-approve.schema.json', req);
    await decided(res, req.params, { approve });
  });

  api.on('rejectBriefVersion', async (req, res) => {
    const reject = bodyOf<BriefReject>(project, 'api/brief-reject.schema.json', req);
    await decided(res, req.params, { reject });
  });
}

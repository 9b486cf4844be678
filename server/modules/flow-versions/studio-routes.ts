import { type Request, type Response } from 'express';
import type { StudioDiffQuery } from '../../../schemas/generated/api/studio-diff-query.ts';
import type { StudioDraftSave } from '../../../schemas/generated/api/studio-draft-save.ts';
import type { StudioPublish } from '../../../schemas/generated/api/studio-publish.ts';
import type { StudioRollback } from '../../../schemas/generated/api/studio-rollback.ts';
import { NotFoundError } from '../../errors.ts';
import { bodyOf, numericId, queryOf } from '../../request-input.ts';
import type { Services } from '../../services.ts';
import { signedInUser } from '../accounts/guards.ts';
import {
  auditOf,
  diffVersions,
  discardDraft,
  getDraft,
  getVersion,
  listFlows,
  listVersions,
  publishDraft,
  rollBack,
  saveDraft,
  studioFlowId,
  validateDraft,
} from './studio.ts';
import type { ApiRouter } from '../../openapi/api-router.ts';

/**
 * The flow studio's API (issue 9), for product staff only (AP §3 role 15, decision 250): flows and
 * their versions, one draft per flow, validate, publish, roll back, diff, and the audit trail.
 */
export function studioRoutes(api: ApiRouter, { orm, project }: Services): void {
  const staffId = (res: Response) => signedInUser(res).id;
  const flowOf = (req: Request) => studioFlowId(project, String(req.params.flowId));

  api.on('listStudioFlows', async (_req, res) => {
    res.json({ flows: await listFlows(orm.em, project) });
  });

  api.on('listFlowVersions', async (req, res) => {
    res.json({ versions: await listVersions(orm.em, flowOf(req)) });
  });

  api.on('getFlowVersion', async (req, res) => {
    res.json(await getVersion(orm.em, flowOf(req), versionOf(req.params.version)));
  });

  api.on('rollBackFlowVersion', async (req, res) => {
    const flowId = flowOf(req);
    const version = versionOf(req.params.version);
    const { confirmBreaking } = bodyOf<StudioRollback>(project, 'api/studio-rollback.schema.json', req);
    const released = await rollBack(orm.em, project, staffId(res), flowId, version, confirmBreaking === true);
    res.status(201).json(released);
  });

  api.on('getFlowDraft', async (req, res) => {
    res.json(await getDraft(orm.em, flowOf(req)));
  });

  api.on('saveFlowDraft', async (req, res) => {
    const flowId = flowOf(req);
    const { bundle, version } = bodyOf<StudioDraftSave>(project, 'api/studio-draft-save.schema.json', req);
    const saved = await saveDraft(orm.em, project, staffId(res), flowId, bundle, version);
    res.status(saved.created ? 201 : 200).json(saved.draft);
  });

  api.on('discardFlowDraft', async (req, res) => {
    await discardDraft(orm.em, staffId(res), flowOf(req));
    res.status(204).end();
  });

  api.on('validateFlowDraft', async (req, res) => {
    const flowId = flowOf(req);
    bodyOf(project, 'api/empty-body.schema.json', req);
    res.json(await validateDraft(orm.em, project, flowId));
  });

  api.on('publishFlowDraft', async (req, res) => {
    const flowId = flowOf(req);
    const options = bodyOf<StudioPublish>(project, 'api/studio-publish.schema.json', req);
    res.status(201).json(await publishDraft(orm.em, project, staffId(res), flowId, options));
  });

  api.on('diffFlowVersions', async (req, res) => {
    const flowId = flowOf(req);
    const { from, to } = queryOf<StudioDiffQuery>(project, 'api/studio-diff-query.schema.json', req);
    res.json(await diffVersions(orm.em, flowId, Number(from), to === 'draft' ? 'draft' : Number(to)));
  });

  api.on('getFlowAudit', async (req, res) => {
    res.json({ entries: await auditOf(orm.em, flowOf(req)) });
  });
}

function versionOf(raw: string): number {
  const version = numericId(raw);
  if (version === null) throw new NotFoundError(`No version "${raw}"`);
  return version;
}

import { dayOf } from '../../../engine/index.ts';
import type { PublishedReportsQuery } from '../../../schemas/generated/api/published-reports-query.ts';
import type { ReportPublish } from '../../../schemas/generated/api/report-publish.ts';
import { PublishedReport } from './entities.ts';
import { InvalidRequestError, NotFoundError } from '../../errors.ts';
import { bodyOf, numericId, queryOf } from '../../request-input.ts';
import type { Services } from '../../services.ts';
import { signedInUser } from '../accounts/guards.ts';
import { memberProfile } from '../accounts/profiles.ts';
import { publishReport } from './publish-report.ts';
import { reportCsv, reportFileName } from './report-csv.ts';
import { hasEnded, periodOf } from './report-periods.ts';
import { reportSummary, reportView } from './report-view.ts';
import type { ApiRouter } from '../../openapi/api-router.ts';

const DEFAULT_PAGE_SIZE = 20;
// Newest period first; weekly before monthly on the same first day; the id breaks ties.
const NEWEST_FIRST = { fromDay: 'desc', period: 'desc', id: 'desc' } as const;

/** AP §2 /app/{id}/publishedReports: a profile's reports a page at a time, one report, its CSV, publishing one. */
export function reportRoutes(api: ApiRouter, { orm, project }: Services): void {
  api.on('listPublishedReports', async (req, res) => {
    const { businessProfile } = await memberProfile(orm.em, signedInUser(res), req.params.businessProfileId);
    const query = queryOf<PublishedReportsQuery>(project, 'api/published-reports-query.schema.json', req);
    const page = Number(query.page ?? 1);
    const pageSize = Number(query.pageSize ?? DEFAULT_PAGE_SIZE);
    const where = { businessProfile, ...(query.period === undefined ? {} : { period: query.period }) };
    const [items, total] = await orm.em.findAndCount(PublishedReport, where, {
      orderBy: NEWEST_FIRST,
      limit: pageSize,
      offset: (page - 1) * pageSize,
    });
    res.json({ items: items.map(reportSummary), total, page, pageSize });
  });

  api.on('publishReport', async (req, res) => {
    const body = bodyOf<ReportPublish>(project, 'api/report-publish.schema.json', req);
    const { businessProfile } = await memberProfile(orm.em, signedInUser(res), req.params.businessProfileId);
    const range = periodOf(body.period, body.day);
    if (!hasEnded(range, dayOf(new Date()))) {
      throw new InvalidRequestError('Invalid request data', [
        { path: '/day', message: 'A report covers a whole period: this one has not ended yet' },
      ]);
    }
    const { report, created } = await publishReport(orm.em, businessProfile.id, body.period, range);
    res.status(created ? 201 : 200).json(reportView(report));
  });

  async function ownReport(user: Parameters<typeof memberProfile>[1], rawProfile: string, rawReport: string) {
    const { businessProfile } = await memberProfile(orm.em, user, rawProfile);
    const id = numericId(rawReport);
    const report = id === null ? null : await orm.em.findOne(PublishedReport, { id, businessProfile });
    // Another profile's report and one that does not exist read the same: neither is shown.
    if (report === null) throw new NotFoundError(`No report "${rawReport}"`);
    return report;
  }

  api.on('getPublishedReport', async (req, res) => {
    res.json(reportView(await ownReport(signedInUser(res), req.params.businessProfileId, req.params.reportId)));
  });

  api.on('downloadPublishedReport', async (req, res) => {
    const report = await ownReport(signedInUser(res), req.params.businessProfileId, req.params.reportId);
    res
      .status(200)
      .type('text/csv; charset=utf-8')
      .attachment(reportFileName(report))
      .set('Cache-Control', 'no-store')
      .send(reportCsv(report));
  });
}

import type { Brief, BriefVersion } from './entities.ts';

export function versionView(version: BriefVersion) {
  return {
    id: version.id,
    number: version.number,
    campaignName: version.campaignName,
    budgetMinor: version.budgetMinor,
    currencyCode: version.currencyCode,
    startDate: version.startDate,
    endDate: version.endDate,
    notes: version.notes ?? null,
    state: version.state,
    proposedAt: version.proposedAt.toISOString(),
    decidedAt: version.decidedAt?.toISOString() ?? null,
    rejectionReason: version.rejectionReason ?? null,
    signedName: version.signedName ?? null,
  };
}

/** A brief as the list shows it, with its latest plan version's state. */
export function briefSummary(brief: Brief, latest: BriefVersion | undefined) {
  return {
    id: brief.id,
    title: brief.title,
    status: brief.status,
    createdAt: brief.createdAt.toISOString(),
    updatedAt: brief.updatedAt.toISOString(),
    latestVersion: latest === undefined ? null : { number: latest.number, state: latest.state },
  };
}

/** The whole brief: its plan's versions newest first, and whether the caller may decide them. */
export function briefView(brief: Brief, versions: readonly BriefVersion[], canDecide: boolean) {
  return {
    ...briefSummary(brief, versions[0]),
    description: brief.description,
    canDecide,
    versions: versions.map(versionView),
  };
}

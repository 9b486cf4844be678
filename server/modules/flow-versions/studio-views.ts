import type { EntityManager } from '@mikro-orm/postgresql';
import { User } from '../accounts/entities.ts';
import type { FlowDraft, FlowVersion } from './entities.ts';

/** How the studio shows versions, drafts and people (a person by id and e-mail address). */
export type Emails = ReadonlyMap<number, string>;

export async function emailsOf(em: EntityManager, ids: readonly (number | null | undefined)[]): Promise<Emails> {
  const wanted = [...new Set(ids.filter((id): id is number => typeof id === 'number'))];
  if (wanted.length === 0) return new Map();
  const users = await em.find(User, { id: { $in: wanted } }, { fields: ['id', 'emailAddress'] });
  return new Map(users.map((user) => [user.id, user.emailAddress]));
}

export const personOf = (id: number | null | undefined, emails: Emails) =>
  id === null || id === undefined ? null : { userId: id, emailAddress: emails.get(id) ?? null };

export function versionView(
  row: Pick<FlowVersion, 'flowId' | 'version' | 'publishedBy' | 'publishedAt' | 'fromVersion'>,
  emails: Emails,
) {
  return {
    flowId: row.flowId,
    version: row.version,
    publishedBy: personOf(row.publishedBy, emails),
    publishedAt: row.publishedAt.toISOString(),
    fromVersion: row.fromVersion ?? null,
  };
}

export function draftSummary(
  draft: Pick<FlowDraft, 'flowId' | 'version' | 'basedOnVersion' | 'updatedBy' | 'updatedAt'>,
  emails: Emails,
) {
  return {
    flowId: draft.flowId,
    version: draft.version,
    basedOnVersion: draft.basedOnVersion,
    updatedBy: personOf(draft.updatedBy, emails),
    updatedAt: draft.updatedAt.toISOString(),
  };
}

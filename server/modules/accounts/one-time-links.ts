import type { EntityManager } from '@mikro-orm/postgresql';
import { OneTimeLink, type BusinessProfile, type LinkPurpose, type User } from './entities.ts';
import { InvalidHashKeyError } from './account-errors.ts';
import { newSecret, secretHash } from './secrets.ts';

const VALID_HOURS: Readonly<Record<LinkPurpose, number>> = { resetPassword: 1, verifyEmail: 48, invite: 7 * 24 };

/** A link's secret (`?hash=`) for an e-mail; the database keeps its hash. */
export function createLink(
  em: EntityManager,
  purpose: LinkPurpose,
  user: User,
  businessProfile: BusinessProfile | null = null,
): string {
  const secret = newSecret('link');
  em.create(OneTimeLink, {
    purpose,
    hash: secretHash(secret),
    user,
    businessProfile,
    expiresAt: new Date(Date.now() + VALID_HOURS[purpose] * 60 * 60 * 1000),
  });
  return secret;
}

/** The link a secret opens, used up (§8 60 when unknown, used, for something else, or expired). */
export async function useLink(em: EntityManager, purpose: LinkPurpose, secret: string): Promise<OneTimeLink> {
  const link = await em.findOne(
    OneTimeLink,
    { hash: secretHash(secret), purpose },
    { populate: ['user', 'businessProfile'] },
  );
  if (link === null || link.usedAt != null) throw new InvalidHashKeyError();
  if (link.expiresAt.getTime() <= Date.now()) throw new InvalidHashKeyError('This link has expired.');
  // Used only if still unused: of two clicks at once, one wins and the other is 60.
  const usedAt = new Date();
  if ((await em.nativeUpdate(OneTimeLink, { id: link.id, usedAt: null }, { usedAt })) !== 1) {
    throw new InvalidHashKeyError();
  }
  link.usedAt = usedAt;
  return link;
}

import type { EntityManager } from '@mikro-orm/postgresql';
import type { Flags } from '../../../engine/index.ts';
import type { Portal } from '../portals/entities.ts';

/**
 * The flags only the server may set (decision 420): the portal's phone requirement and whether it
 * skips e-mail sign-up (AP §3 portal featureFlags), and whether the business already has a linked
 * social page (OL §4 "budget goes to launching directly when a social page is already linked").
 * A client naming one is ignored: the server's word stands.
 */
export const SERVER_FLAGS = ['phoneRequired', 'phoneOptional', 'authSkipped', 'socialLinked'] as const;

export type ServerFlags = Readonly<Record<(typeof SERVER_FLAGS)[number], boolean>>;

const isServerFlag = (name: string) => (SERVER_FLAGS as readonly string[]).includes(name);

/** The flags a client (or a step's data) may set: the server's own are dropped. */
export function withoutServerFlags(flags: Flags | undefined): Flags {
  return Object.fromEntries(Object.entries(flags ?? {}).filter(([name]) => !isServerFlag(name)));
}

/** AP §3: the portal's featureFlags say whether it asks for a phone (required 1, optional 2) and skips sign-up. */
export function portalFlags(portal: Pick<Portal, 'featureFlags'> | null): Omit<ServerFlags, 'socialLinked'> {
  const features = portal?.featureFlags ?? {};
  // A portal that names both asks for the phone as required: the flows try phoneRequired first.
  return {
    phoneRequired: features.phoneRequired === true,
    phoneOptional: features.phoneOptional === true,
    authSkipped: features.authSkipped === true,
  };
}

/**
 * OL §4: whether the business already has a linked social page: one whose admin approved ad access
 * for the profile, asked for in another session than `exceptSession` (this campaign's own link
 * comes after budget, so it decides nothing). No profile yet (nobody signed up): none.
 */
export async function hasLinkedSocialPage(
  em: EntityManager,
  businessProfileId: number | null | undefined,
  exceptSession: string | null = null,
): Promise<boolean> {
  if (businessProfileId === null || businessProfileId === undefined) return false;
  const rows = await em.execute<unknown[]>(
    `select 1 from social_page_access where business_profile_id = ? and status = 'approved'
       and (session_id is null or session_id is distinct from ?) limit 1`,
    [businessProfileId, exceptSession],
  );
  return rows.length > 0;
}

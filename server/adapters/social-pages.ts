import { createHash } from 'node:crypto';

/** A photo-sharing account backed by a social page (OL §2 link accounts). */
export interface PhotoSharingAccount {
  readonly instagramAccountId: string;
  readonly username: string;
}

/** A page the signed-in person manages on the social network, with their role on it. */
export interface SocialPage {
  readonly pageId: string;
  readonly name: string;
  /** Only a page's admin can give ad access at once; anyone else's request waits for the admin (OL §6). */
  readonly isAdmin: boolean;
  readonly instagramAccounts: readonly PhotoSharingAccount[];
}

/** What the network gives for a login: a lasting access token and the permissions the person granted. */
export interface SocialConnection {
  readonly accessToken: string;
  readonly grantedPermissions: readonly string[];
}

/** AP §6: a page's admin must approve ad access; until then the request is pending. */
export type PageAccessStatus = 'requested' | 'approved';

/**
 * The social network, behind an interface: the network is not reachable from here, so production
 * plugs its client in, tests may plug their own, and the shipped one is the local stand-in below.
 */
export interface SocialPages {
  /** Recorded with each connection: which adapter made it. */
  readonly name: string;
  /** AP §7 ExchangeFacebookAccessToken: the login's short-lived token for a lasting one; null when refused. */
  exchangeToken(exchangeToken: string): Promise<SocialConnection | null>;
  /** The pages the person manages, each with their role and its page-backed photo-sharing accounts. */
  listPages(accessToken: string): Promise<readonly SocialPage[]>;
  /** OL §7 live/pageAccess: asks for ad access to a page; approved at once when the person is its admin. */
  requestPageAccess(accessToken: string, pageId: string): Promise<PageAccessStatus>;
  /** Where an earlier request stands: its page's admin may have approved it since. */
  pageAccessStatus(accessToken: string, pageId: string): Promise<PageAccessStatus>;
}

const CONSENT_PREFIX = 'local-consent.';
const ACCESS_PREFIX = 'local-access.';

/** What the renderer's local consent dialog hands over: who consented, and which permissions they ticked. */
interface LocalGrant {
  readonly user: string;
  readonly granted: readonly string[];
}

const encode = (prefix: string, grant: LocalGrant) =>
  prefix + Buffer.from(JSON.stringify(grant), 'utf8').toString('base64url');

function decode(prefix: string, token: string): LocalGrant | null {
  if (!token.startsWith(prefix)) return null;
  try {
    const value = JSON.parse(Buffer.from(token.slice(prefix.length), 'base64url').toString('utf8')) as unknown;
    const { user, granted } = (value ?? {}) as Partial<Record<keyof LocalGrant, unknown>>;
    if (typeof user !== 'string' || user === '' || !Array.isArray(granted)) return null;
    return { user, granted: granted.filter((permission): permission is string => typeof permission === 'string') };
  } catch {
    // Not base64url JSON: the network refuses a token it did not make.
    return null;
  }
}

/**
 * The token the renderer's local consent dialog makes (renderer/widgets/social-link/consent-token.ts
 * writes the same): `local-consent.` + base64url JSON `{ user, granted }`. Tests make theirs here.
 */
export const localConsentToken = (user: string, granted: readonly string[]): string =>
  encode(CONSENT_PREFIX, { user, granted });

/** Digits that stand for an id of the network, the same for the same seed. */
function idOf(seed: string, length: number, lead: string): string {
  const digits = BigInt(`0x${createHash('sha256').update(seed).digest('hex')}`).toString();
  return lead + digits.slice(0, length - lead.length);
}

/** The stand-in's demo pages of one person: one they are admin of, one they only work on. */
function demoPages(user: string): SocialPage[] {
  return [
    {
      pageId: idOf(`${user}:admin-page`, 15, '1'),
      name: 'Corner Bakery',
      isAdmin: true,
      instagramAccounts: [{ instagramAccountId: idOf(`${user}:admin-ig`, 17, '1784'), username: 'cornerbakery' }],
    },
    {
      pageId: idOf(`${user}:other-page`, 15, '2'),
      name: 'Town Market',
      isAdmin: false,
      instagramAccounts: [{ instagramAccountId: idOf(`${user}:other-ig`, 17, '1785'), username: 'townmarket' }],
    },
  ];
}

/**
 * The shipped local stand-in for the social network (no network is reachable from here), named as
 * such and deterministic: it accepts the tokens of the renderer's local consent dialog, grants what
 * was ticked there, and offers each person two demo pages derived from who they are: one they are
 * admin of (ad access approved at once), one they are not (the request stays pending: the stand-in's
 * page admin never approves).
 */
export const localSocialPagesStandIn: SocialPages = {
  name: 'local-stand-in',
  exchangeToken(exchangeToken) {
    const grant = decode(CONSENT_PREFIX, exchangeToken);
    if (grant === null) return Promise.resolve(null);
    return Promise.resolve({ accessToken: encode(ACCESS_PREFIX, grant), grantedPermissions: grant.granted });
  },
  listPages(accessToken) {
    const grant = decode(ACCESS_PREFIX, accessToken);
    return Promise.resolve(grant === null ? [] : demoPages(grant.user));
  },
  requestPageAccess(accessToken, pageId) {
    return localStandInStatus(accessToken, pageId);
  },
  pageAccessStatus(accessToken, pageId) {
    return localStandInStatus(accessToken, pageId);
  },
};

function localStandInStatus(accessToken: string, pageId: string): Promise<PageAccessStatus> {
  const grant = decode(ACCESS_PREFIX, accessToken);
  const page = grant === null ? undefined : demoPages(grant.user).find((candidate) => candidate.pageId === pageId);
  return Promise.resolve(page?.isAdmin === true ? 'approved' : 'requested');
}

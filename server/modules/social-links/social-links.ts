import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { PageAccessStatus, SocialPage, SocialPages } from '../../adapters/social-pages.ts';
import { SocialLink, SocialPageAccess } from './entities.ts';
import { InvalidRequestError } from '../../errors.ts';
import { findSessionRecord } from '../flow-sessions/service.ts';
import { profileOfSession } from '../flow-sessions/session-store.ts';
import { PageAlreadyRequestedError, PageNotManagedError, SocialNotConnectedError } from './social-link-errors.ts';

/**
 * The permissions the app asks the social network for (OL §6, AP §6: all of them must be granted
 * to link a page): list the person's pages, read them, run ads for them, and the page-backed
 * photo-sharing account.
 */
export const REQUESTED_PERMISSIONS: readonly string[] = Object.freeze([
  'pages_show_list',
  'pages_read_engagement',
  'pages_manage_ads',
  'ads_management',
  'instagram_basic',
]);

export const ALL_PERMISSIONS_NEEDED = 'All requested permissions must be granted to link a page.';

/** What the link-accounts screen shows of a session's connection (GET .../socialLink and the calls that change it). */
export interface SocialLinkView {
  readonly requestedPermissions: readonly string[];
  readonly connected: boolean;
  readonly grantedPermissions: readonly string[];
  readonly missingPermissions: readonly string[];
  readonly pages: readonly SocialPage[];
  readonly pageId: string | null;
  readonly instagramAccountId: string | null;
  readonly pageAccessStatus: PageAccessStatus | null;
}

const missingOf = (granted: readonly string[]) =>
  REQUESTED_PERMISSIONS.filter((permission) => !granted.includes(permission));

export function socialLinkView(link: SocialLink | null): SocialLinkView {
  return {
    requestedPermissions: REQUESTED_PERMISSIONS,
    connected: link !== null,
    grantedPermissions: link?.grantedPermissions ?? [],
    missingPermissions: missingOf(link?.grantedPermissions ?? []),
    pages: link?.pages ?? [],
    pageId: link?.pageAccess?.pageId ?? null,
    instagramAccountId: link?.instagramAccountId ?? null,
    pageAccessStatus: link?.pageAccess?.status ?? null,
  };
}

const findLink = (em: EntityManager, sessionId: string) =>
  em.findOne(SocialLink, { session: sessionId }, { populate: ['pageAccess'] });

/**
 * The session's connection as it stands, a pending page request asked again of the network (its
 * admin may have approved it since). A session that never connected answers `connected: false`.
 */
export async function currentSocialLink(
  em: EntityManager,
  network: SocialPages,
  sessionId: string,
): Promise<SocialLink | null> {
  await findSessionRecord(em, sessionId);
  const link = await findLink(em, sessionId);
  if (link !== null) await refreshPageAccess(em, network, link);
  return link;
}

/**
 * AP §7 ExchangeFacebookAccessToken: the login's token for a lasting one, with what the person
 * granted. The network lists their pages only when every requested permission was granted (OL §6);
 * a page chosen earlier stays chosen only if it is still offered.
 */
export async function connectSocialNetwork(
  em: EntityManager,
  network: SocialPages,
  sessionId: string,
  exchangeToken: string,
): Promise<SocialLink> {
  const session = await findSessionRecord(em, sessionId);
  const connection = await network.exchangeToken(exchangeToken);
  if (connection === null) {
    const message = 'The social network did not accept this sign-in. Connect again.';
    throw new InvalidRequestError(message, [{ path: '/exchangeToken', message }]);
  }
  const granted = [...new Set(connection.grantedPermissions)];
  const pages = missingOf(granted).length === 0 ? [...(await network.listPages(connection.accessToken))] : [];
  const businessProfileId = await profileOfSession(em, session.id);
  const link =
    (await findLink(em, session.id)) ??
    em.create(SocialLink, {
      session: session.id,
      adapter: network.name,
      grantedPermissions: [],
      pages: [],
    });
  em.assign(link, {
    businessProfile: businessProfileId,
    adapter: network.name,
    accessToken: connection.accessToken,
    grantedPermissions: granted,
    pages,
  });
  const chosen = link.pageAccess?.pageId;
  if (chosen !== undefined && !pages.some((page) => page.pageId === chosen)) {
    em.assign(link, { pageAccess: null, instagramAccountId: null });
  }
  await em.flush();
  return link;
}

/**
 * OL §7 live/pageAccess: ad access to one of the pages offered. The page's request belongs to the
 * first business (or anonymous session) that makes it: another one gets AP §8 331. Asking again
 * for a page this business holds asks the network where it stands.
 */
export async function requestPageAccess(
  em: EntityManager,
  network: SocialPages,
  sessionId: string,
  pageId: string,
): Promise<SocialLink> {
  await findSessionRecord(em, sessionId);
  const link = await findLink(em, sessionId);
  if (link === null) throw new SocialNotConnectedError();
  if (missingOf(link.grantedPermissions).length > 0) {
    throw new InvalidRequestError(ALL_PERMISSIONS_NEEDED, [{ path: '/pageId', message: ALL_PERMISSIONS_NEEDED }]);
  }
  const page = link.pages.find((candidate) => candidate.pageId === pageId);
  if (page === undefined) throw new PageNotManagedError();
  const accessToken = link.accessToken;
  const businessProfileId = await profileOfSession(em, sessionId);
  const access = await em.transactional(async (tx) => {
    await tx
      .createQueryBuilder(SocialPageAccess)
      // A query builder's insert runs no onCreate hooks: the time is given here.
      .insert({
        pageId,
        businessProfile: businessProfileId,
        session: sessionId,
        status: 'requested',
        requestedAt: new Date(),
      })
      .onConflict('pageId')
      .ignore()
      .execute();
    // The row's lock queues a second request for the page behind this one (also while the network answers).
    const row = await tx.findOneOrFail(SocialPageAccess, pageId, {
      lockMode: LockMode.PESSIMISTIC_WRITE,
      refresh: true,
    });
    if (!heldBy(row, sessionId, businessProfileId)) throw new PageAlreadyRequestedError();
    // An anonymous session's request becomes its business's once someone signed up in it.
    if (row.businessProfile === null && businessProfileId !== null) {
      tx.assign(row, { businessProfile: businessProfileId, session: sessionId });
    }
    if (row.status !== 'approved') {
      // Forgotten once a page was approved (forgetTokenOnceApproved): another page needs a new connection.
      if (accessToken === null || accessToken === undefined) throw new SocialNotConnectedError();
      approve(row, await network.requestPageAccess(accessToken, pageId));
    }
    return row;
  });
  em.assign(link, {
    pageAccess: access,
    instagramAccountId: page.instagramAccounts[0]?.instagramAccountId ?? null,
  });
  forgetTokenOnceApproved(link);
  await em.flush();
  return link;
}

/** Whether a page's request is this one's: the same business, or the same session before any business. */
function heldBy(row: SocialPageAccess, sessionId: string, businessProfileId: number | null): boolean {
  const holderProfile = row.businessProfile?.id ?? null;
  const holderSession = row.session?.id ?? null;
  if (holderProfile === null && holderSession === null) return true;
  if (holderProfile !== null && holderProfile === businessProfileId) return true;
  return holderProfile === null && holderSession === sessionId;
}

function approve(row: SocialPageAccess, status: PageAccessStatus): void {
  row.status = status;
  if (status === 'approved') row.approvedAt ??= new Date();
}

async function refreshPageAccess(em: EntityManager, network: SocialPages, link: SocialLink): Promise<void> {
  const access = link.pageAccess;
  if (access?.status !== 'requested' || link.accessToken === null || link.accessToken === undefined) return;
  const status = await network.pageAccessStatus(link.accessToken, access.pageId);
  if (status === access.status) return;
  approve(access, status);
  forgetTokenOnceApproved(link);
  await em.flush();
}

/**
 * The network's token can manage the user's ads: it is kept only while a request may still need
 * it. Once the page is approved nothing does; choosing another page means connecting again.
 */
function forgetTokenOnceApproved(link: SocialLink): void {
  if (link.pageAccess?.status === 'approved') link.accessToken = null;
}

/**
 * OL §6, AP §6: the link-accounts step's page must be one offered to this session, connected with
 * every requested permission, with ad access approved by its admin; its photo-sharing account must
 * be the page's own. What the client claims is not enough: the server's record decides.
 */
export async function checkLinkAccountsStep(
  em: EntityManager,
  network: SocialPages,
  sessionId: string,
  data: unknown,
): Promise<void> {
  const { facebookPageId, instagramAccountId } = data as { facebookPageId: string; instagramAccountId?: string };
  const link = await findLink(em, sessionId);
  if (link !== null) await refreshPageAccess(em, network, link);
  const pageProblem = pageProblemOf(link, facebookPageId);
  if (pageProblem !== null) throw refused('/facebookPageId', pageProblem);
  const page = link?.pages.find((candidate) => candidate.pageId === facebookPageId);
  const accounts = page?.instagramAccounts ?? [];
  if (instagramAccountId !== undefined && !accounts.some((a) => a.instagramAccountId === instagramAccountId)) {
    throw refused(
      '/instagramAccountId',
      'This photo-sharing account is not the chosen page’s own: choose the page’s account.',
    );
  }
}

function pageProblemOf(link: SocialLink | null, pageId: string): string | null {
  if (link === null) return 'Connect your social page first.';
  if (missingOf(link.grantedPermissions).length > 0) return ALL_PERMISSIONS_NEEDED;
  if (!link.pages.some((page) => page.pageId === pageId)) {
    return 'This page was not offered when you connected: choose one of your pages.';
  }
  if (link.pageAccess?.pageId !== pageId) return 'Ask for ad access to this page first.';
  if (link.pageAccess.status !== 'approved') return 'Waiting for the page admin to approve ad access.';
  return null;
}

const refused = (path: string, message: string) => new InvalidRequestError(message, [{ path, message }]);

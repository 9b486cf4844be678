import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import type { PageAccessStatus, SocialPage } from '../../adapters/social-pages.ts';
import { createdAt, updatedAt } from '../../db/columns.ts';
import { BusinessProfile } from '../accounts/entities.ts';
import { FlowSession } from '../flow-sessions/entities.ts';

/*
 * The link-accounts step's social page (onboarding-and-launch §2, §6, §7; accounts §6, §7): what
 * the network said when the person connected, and the ad access asked for their page.
 */

/**
 * Ad access to one social page (OL §7 live/pageAccess), one row per page: whoever asked first
 * holds it, a business profile (or, before anyone signed up, the session that asked). Another
 * business asking for the same page is AP §8 331 "facebook page already requested"; the primary
 * key makes two racing requests find one row.
 */
export const SocialPageAccess = defineEntity({
  name: 'SocialPageAccess',
  tableName: 'social_page_access',
  properties: {
    pageId: p.string().primary(),
    businessProfile: () => p.manyToOne(BusinessProfile).nullable().deleteRule('cascade'),
    session: () => p.manyToOne(FlowSession).nullable().deleteRule('set null'),
    /** AP §6: requested until the page's admin approves (at once when the person asking is its admin). */
    status: p.string().$type<PageAccessStatus>(),
    requestedAt: createdAt(),
    approvedAt: p.datetime().nullable(),
  },
});
export type SocialPageAccess = InferEntity<typeof SocialPageAccess>;

/**
 * A flow session's connection to the social network (one per session): the permissions granted,
 * the pages offered, the page chosen with its photo-sharing account, and (through the page's
 * access) whether its admin approved. The network's access token is kept only while a request
 * may still need it, and never leaves the server.
 */
export const SocialLink = defineEntity({
  name: 'SocialLink',
  tableName: 'social_link',
  properties: {
    session: () => p.oneToOne(FlowSession).owner().primary().deleteRule('cascade'),
    businessProfile: () => p.manyToOne(BusinessProfile).nullable().deleteRule('set null'),
    /** Which adapter the connection went through (the local stand-in unless a network is configured). */
    adapter: p.string(),
    accessToken: p.text().nullable().hidden(),
    grantedPermissions: p.json<string[]>(),
    /** The pages the network offered at the last connection (none while a permission is missing). */
    pages: p.json<SocialPage[]>(),
    /** The page chosen, once its ad access was asked for. */
    pageAccess: () => p.manyToOne(SocialPageAccess).nullable().deleteRule('set null'),
    /** The chosen page's page-backed photo-sharing account, when it has one. */
    instagramAccountId: p.string().nullable(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
});
export type SocialLink = InferEntity<typeof SocialLink>;

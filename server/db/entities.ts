import { randomUUID } from 'node:crypto';
import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { createdAt, updatedAt } from './timestamps.ts';

/**
 * One run of a flow by one user: the business details session of onboarding-and-launch §3. The
 * flow version is pinned at creation; `version` makes concurrent writes fail instead of losing one.
 */
export const FlowSession = defineEntity({
  name: 'FlowSession',
  tableName: 'flow_session',
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    flowId: p.string(),
    flowVersion: p.integer(),
    step: p.string(),
    launchState: p.integer(),
    flags: p.json<Record<string, boolean>>(),
    region: p.string().nullable(),
    queryParameters: p.json<Record<string, string>>(),
    /** The data submitted at each step, by step id. */
    steps: p.json<Record<string, unknown>>(),
    /** The business details document of §3 that the onboarding calls read and patch. */
    details: p.json<Record<string, unknown>>(),
    /**
     * The user who signed up in it (AP §4; the e-mail sign-up step): from then on only they may
     * read or change it. A plain id: the users' table lives with the account entities.
     */
    ownerId: p.integer().nullable().index(),
    /** The business profile made for it at sign-up: its campaign and payments belong there. */
    businessProfileId: p.integer().nullable(),
    /**
     * The signed-in agent who built it for a client (OL §1): set only from the agent's own sign-in,
     * never from a query's `agentid`; kept after the client takes the session over.
     */
    agentId: p.integer().nullable(),
    version: p.integer().version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
});

export type FlowSession = InferEntity<typeof FlowSession>;

/** An agent's summary link (onboarding-and-launch §1, §7): only the hash of its id is stored. */
export const SummaryLink = defineEntity({
  name: 'SummaryLink',
  tableName: 'summary_link',
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    hash: p.string().unique(),
    session: () => p.manyToOne(FlowSession).deleteRule('cascade'),
    channel: p.string().nullable(),
    /** The client's e-mail address the agent gave: the OTP that opens the link goes there (OL §1). */
    clientEmail: p.string().nullable(),
    expiresAt: p.datetime(),
    createdAt: createdAt(),
  },
});

export type SummaryLink = InferEntity<typeof SummaryLink>;

/** What a media file is for: an upload of OL §5 (logo, ad image, lead image) or a generated creative. */
export type MediaKind = 'logo' | 'image' | 'leadImage' | 'creative';

/** An image kept in the database (OL §5, §9): its bytes, served at GET /api/media/{id}. */
export const MediaFile = defineEntity({
  name: 'MediaFile',
  tableName: 'media_file',
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    /** The session it was uploaded in (OL §5); none for a business profile's own logo. */
    session: () => p.manyToOne(FlowSession).deleteRule('cascade').nullable(),
    /**
     * The business profile whose store profile logo it is (AP §7 POST /businessProfiles/{id}/logo).
     * A plain id, as on the session: the profiles' table lives with the account entities.
     */
    businessProfileId: p.integer().nullable().index(),
    kind: p.string().$type<MediaKind>(),
    /** Image source of OL §3 (5 CustomUpload for uploads, 0 Default for generated creatives). */
    source: p.integer(),
    fileName: p.string(),
    mimeType: p.string(),
    width: p.integer(),
    height: p.integer(),
    // Lazy: listing files never drags their bytes along.
    bytes: p.blob().lazy(),
    createdAt: createdAt(),
  },
});

export type MediaFile = InferEntity<typeof MediaFile>;

/**
 * A creative generation of a session (OL §2 creatives, §3 status NEW 0 .. FAILED 3), done by a
 * queued job. One row per session and inputs: asking again with the same inputs answers the same row.
 */
export const CreativeGeneration = defineEntity({
  name: 'CreativeGeneration',
  tableName: 'creative_generation',
  uniques: [{ properties: ['session', 'inputHash'] }],
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    session: () => p.manyToOne(FlowSession).deleteRule('cascade'),
    inputHash: p.string(),
    /** What the job renders: the session's answers as they were when the generation was asked for. */
    inputs: p.json<Record<string, unknown>>(),
    status: p.integer(),
    templates: p.json<unknown[]>(),
    adCopy: p.json<Record<string, unknown>>().nullable(),
    failureReason: p.text().nullable(),
    /** The last time a client asked for it: GET answers the generation asked for last. */
    requestedAt: p.datetime(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
});

export type CreativeGeneration = InferEntity<typeof CreativeGeneration>;

/** What a portal says of each region it serves (accounts-and-platform §3 regionConfig). */
export interface RegionConfig {
  readonly region: string;
  readonly supportNumber: string;
  readonly currencySymbol: string;
  /** AP §7 PaymentGateway: who takes the region's payments (IN razorpay, GB stripe when absent). */
  readonly paymentGateway?: 'razorpay' | 'stripe';
}

/**
 * A portal brand (accounts-and-platform §1, §3): pages look it up by their host name (any of
 * `domains`), so a white-label portal shows its own logo, title and theme.
 */
export const Portal = defineEntity({
  name: 'Portal',
  tableName: 'portal',
  properties: {
    id: p.integer().primary().autoincrement(),
    /** Host names the portal answers, lower case; the first is its own. */
    domains: p.array(),
    headerLogo: p.string().nullable(),
    title: p.string(),
    locale: p.string(),
    supportLink: p.string().nullable(),
    theme: p.json<Record<string, string>>(),
    featureFlags: p.json<Record<string, boolean>>(),
    regionConfig: p.json<RegionConfig[]>(),
    isSignupEnabled: p.boolean(),
    isBrandPortal: p.boolean(),
    isCreativeBuilderPortal: p.boolean(),
    isRichMediaAdBuilderPortal: p.boolean(),
    isCampaignLaunchDisabled: p.boolean(),
    isScheduleEditEnabled: p.boolean(),
  },
});

export type Portal = InferEntity<typeof Portal>;

export const entities = [FlowSession, SummaryLink, MediaFile, CreativeGeneration, Portal];

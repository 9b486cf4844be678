import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { createdAt, uuidPrimaryKey } from '../../db/columns.ts';
import { Portal } from '../portals/entities.ts';

/**
 * A person who signs in (accounts-and-platform §3 User). Ids are numeric (§5). The e-mail is kept
 * lower case and unique; the phone as countrycode-number (§3, phone.ts). A phone counts (signs in
 * by OTP) once its owner has proved it with a texted code; a proven one is one account's only,
 * while an unproven one blocks nobody (decision 351).
 */
export const User = defineEntity({
  name: 'User',
  tableName: 'app_user',
  uniques: [
    {
      name: 'app_user_verified_phone_number_unique',
      expression:
        'create unique index "app_user_verified_phone_number_unique" on "app_user" ("phone_number") where "phone_verified_at" is not null',
    },
  ],
  properties: {
    id: p.integer().primary().autoincrement(),
    emailAddress: p.string().unique(),
    firstName: p.string(),
    lastName: p.string(),
    phoneNumber: p.string().nullable(),
    /** When the owner proved the number (POST /users/{id}/validateOtp); null while it is pending. */
    phoneVerifiedAt: p.datetime().nullable(),
    /** argon2id; null for a user who never set one (an invited or e-mail-OTP user). */
    passwordHash: p.text().nullable(),
    passwordExpiresAt: p.datetime().nullable(),
    /** §8 code 52: after this the account no longer signs in. */
    expiresAt: p.datetime().nullable(),
    languageId: p.integer().nullable(),
    roleIds: p.json<number[]>(),
    isAgent: p.boolean().default(false),
    emailVerifiedAt: p.datetime().nullable(),
    createdAt: createdAt(),
  },
});
export type User = InferEntity<typeof User>;

/** Portals a user may sign in at (§6: a user may belong to several; others are 56 forbidden). */
export const PortalMember = defineEntity({
  name: 'PortalMember',
  tableName: 'portal_member',
  properties: {
    user: () => p.manyToOne(User).primary().deleteRule('cascade'),
    portal: () => p.manyToOne(Portal).primary().deleteRule('cascade'),
  },
});
export type PortalMember = InferEntity<typeof PortalMember>;

/** A business profile (§3), numeric id; its product configuration (§3) beside it. */
export const BusinessProfile = defineEntity({
  name: 'BusinessProfile',
  tableName: 'business_profile',
  properties: {
    id: p.integer().primary().autoincrement(),
    name: p.string(),
    thumbnailLogo: p.string().nullable(),
    currencyId: p.integer().default(17),
    timeZoneId: p.integer().default(142),
    storeDomain: p.string().nullable(),
    referralCode: p.string().nullable(),
    isRoimatic: p.boolean().default(true),
    /** Business category 1-6 (§1). */
    category: p.integer().default(1),
    flavor: p.string().nullable(),
    onboardingState: p.integer().default(0),
    isSelfFunded: p.boolean().default(false),
    portal: () => p.manyToOne(Portal).nullable(),
    createdAt: createdAt(),
  },
});
export type BusinessProfile = InferEntity<typeof BusinessProfile>;

/** A user's access to a business profile, with the role granted (§6: granting assigns the admin role). */
export const ProfileMember = defineEntity({
  name: 'ProfileMember',
  tableName: 'profile_member',
  properties: {
    user: () => p.manyToOne(User).primary().deleteRule('cascade'),
    businessProfile: () => p.manyToOne(BusinessProfile).primary().deleteRule('cascade'),
    roleId: p.integer(),
    createdAt: createdAt(),
  },
});
export type ProfileMember = InferEntity<typeof ProfileMember>;

/**
 * A signed-in session: opaque access and refresh tokens of which only SHA-256 hashes are kept, so
 * a database leak signs no one in, and revoking is one update that every server process sees.
 */
export const AuthSession = defineEntity({
  name: 'AuthSession',
  tableName: 'auth_session',
  properties: {
    id: uuidPrimaryKey(),
    user: () => p.manyToOne(User).deleteRule('cascade'),
    accessHash: p.string().unique(),
    accessExpiresAt: p.datetime(),
    refreshHash: p.string().unique(),
    refreshExpiresAt: p.datetime(),
    /**
     * The refresh token the last rotation replaced and when (decision 242): for a short while it
     * still refreshes, for a browser that lost the new pair to a reload. Not a revocation.
     */
    previousRefreshHash: p.string().unique().nullable(),
    rotatedAt: p.datetime().nullable(),
    /** Signed out (logout, a password change): neither token works any more. */
    revokedAt: p.datetime().nullable(),
    createdAt: createdAt(),
  },
});
export type AuthSession = InferEntity<typeof AuthSession>;

/**
 * What an OTP is for: signing in by mobile, proving an e-mail address during onboarding, or
 * proving the phone number saved on an account (target `{userId}:{number}`).
 */
export type OtpPurpose = 'login' | 'email' | 'phone';

/**
 * The one live OTP of a purpose and target (phone or e-mail), hashed; its failed attempts and
 * lock live here too, so every server process counts the same attempts (§5, §9: lock 15 minutes).
 */
export const OtpChallenge = defineEntity({
  name: 'OtpChallenge',
  tableName: 'otp_challenge',
  uniques: [{ properties: ['purpose', 'target'] }],
  properties: {
    id: uuidPrimaryKey(),
    purpose: p.string().$type<OtpPurpose>(),
    target: p.string(),
    codeHash: p.string().nullable(),
    sentAt: p.datetime(),
    expiresAt: p.datetime(),
    failedAttempts: p.integer().default(0),
    lockedUntil: p.datetime().nullable(),
  },
});
export type OtpChallenge = InferEntity<typeof OtpChallenge>;

/** What a one-time link is for: resetting a password, verifying an e-mail, accepting an invitation. */
export type LinkPurpose = 'resetPassword' | 'verifyEmail' | 'invite';

/** A one-time link sent by e-mail (`?hash=`): only the hash of its secret is stored (§8 codes 60, 65). */
export const OneTimeLink = defineEntity({
  name: 'OneTimeLink',
  tableName: 'one_time_link',
  properties: {
    id: uuidPrimaryKey(),
    purpose: p.string().$type<LinkPurpose>(),
    hash: p.string().unique(),
    user: () => p.manyToOne(User).deleteRule('cascade'),
    businessProfile: () => p.manyToOne(BusinessProfile).nullable().deleteRule('cascade'),
    expiresAt: p.datetime(),
    usedAt: p.datetime().nullable(),
    createdAt: createdAt(),
  },
});
export type OneTimeLink = InferEntity<typeof OneTimeLink>;

export type MessageChannel = 'email' | 'sms' | 'whatsapp';
export type MessageStatus = 'pending' | 'sent' | 'failed';

/**
 * A message leaving the system (e-mail, SMS, WhatsApp), written in the same transaction as what
 * caused it and delivered by a queued job. The body is erased once delivered: it may hold an OTP.
 */
export const OutboxMessage = defineEntity({
  name: 'OutboxMessage',
  tableName: 'outbox_message',
  properties: {
    id: uuidPrimaryKey(),
    channel: p.string().$type<MessageChannel>(),
    recipient: p.string(),
    subject: p.string().nullable(),
    body: p.text().nullable(),
    status: p.string().$type<MessageStatus>(),
    attempts: p.integer().default(0),
    lastError: p.text().nullable(),
    createdAt: createdAt(),
    sentAt: p.datetime().nullable(),
  },
});
export type OutboxMessage = InferEntity<typeof OutboxMessage>;

/** A callback request (§3, §2 callback dialog): support calls the business back. */
export const CallbackRequest = defineEntity({
  name: 'CallbackRequest',
  tableName: 'callback_request',
  properties: {
    id: uuidPrimaryKey(),
    user: () => p.manyToOne(User).deleteRule('cascade'),
    businessProfile: () => p.manyToOne(BusinessProfile).nullable().deleteRule('cascade'),
    phone: p.string(),
    portalHost: p.string(),
    createdAt: createdAt(),
  },
});
export type CallbackRequest = InferEntity<typeof CallbackRequest>;

/**
 * Counters of rate-limiter-flexible's PostgreSQL store (sign-in, OTP, callback): in the database
 * so every server process counts the same requests. The columns are the library's own.
 */
export const RateLimitCounter = defineEntity({
  name: 'RateLimitCounter',
  tableName: 'rate_limit_counter',
  properties: {
    key: p.string().length(255).primary(),
    points: p.integer().default(0),
    expire: p.bigint('number').nullable(),
  },
});

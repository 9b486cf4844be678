import type { EntityManager } from '@mikro-orm/postgresql';
import type { StoreDetailsStep } from '../../../schemas/generated/steps/store-details.ts';
import type { LinkStoreStep } from '../../../schemas/generated/steps/link-store.ts';
import type { OtherStoreStep } from '../../../schemas/generated/steps/other-store.ts';
import type { SetupCreativeBuilderStep } from '../../../schemas/generated/steps/setup-creative-builder.ts';
import type { StoreUserStep } from '../../../schemas/generated/steps/store-user.ts';
import type { StoreVerificationStep } from '../../../schemas/generated/steps/store-verification.ts';
import { BusinessProfile, User } from '../accounts/entities.ts';
import type { Portal } from '../portals/entities.ts';
import { isLinkablePlatform, type StorePlatforms } from '../../adapters/store-platforms.ts';
import type { Passwords } from '../accounts/passwords.ts';
import { InvalidRequestError } from '../../errors.ts';
import { startSession } from '../accounts/auth-sessions.ts';
import { checkOtp } from '../accounts/otp.ts';
import type { SignedIn } from '../accounts/sign-in.ts';
import { createAccount, saveNewAccount } from '../accounts/sign-up.ts';
import { ownersOf, setOwner, type SessionRecord } from '../flow-sessions/session-store.ts';
import type { EffectContext, StepEffect } from '../flow-sessions/step-effect.ts';
import { emailAccount } from '../accounts/account-probes.ts';
import type { EffectName } from '../../../engine/index.ts';
import { AccountAlreadyCreatedError, CreateAccountFirstError, LinkablePlatformFirstError } from './store-errors.ts';
import { CATEGORY, storeProfileOf } from './store-profiles.ts';

/** The flow of AP §2's store-onboarding routes under /signup. */
export const STORE_FLOW = 'store-onboarding';

// AP §8 "Store linking failed", beside the store's address.
export const STORE_LINKING_FAILED = 'Store linking failed';

/** AP §3 isCreativeBuilderPortal, isRichMediaAdBuilderPortal: the flags (engine/guards.ts) a builder portal's sessions start with. */
export function builderFlags(portal: Portal): Record<string, boolean> {
  return {
    ...(portal.isCreativeBuilderPortal && { creativeBuilder: true }),
    ...(portal.isRichMediaAdBuilderPortal && { richMediaAdBuilder: true }),
  };
}

export interface StoreStepContext {
  /**
   * Before the step's transaction, the request's own; in its writes, the transaction's: the
   * effect's writes commit with the step or not at all (decision 240).
   */
  readonly em: EntityManager;
  readonly storePlatforms: StorePlatforms;
  readonly passwords: Passwords;
  /** The session as it was before this submission. */
  readonly session: SessionRecord;
  readonly portal: () => Promise<Portal>;
}

type Effect = (context: StoreStepContext, data: never) => Promise<SignedIn | undefined>;
/**
 * What must happen before the step's transaction: a call to an outside service (the embedded
 * database runs one transaction at a time, so nothing slow may hold one) and a check whose
 * failures must count though the step fails. It answers the writes that follow.
 */
type Preparation = (
  context: StoreStepContext,
  data: never,
) => Promise<(transaction: StoreStepContext) => Promise<SignedIn | undefined>>;

const storeContext = ({ em, services, session, portal }: EffectContext): StoreStepContext => ({
  em,
  storePlatforms: services.storePlatforms,
  passwords: services.passwords,
  session,
  portal,
});

/** An effect whose writes commit with the step or not at all (decision 240). */
const written = (effect: Effect): StepEffect => ({
  writes: true,
  check: async (context) => {
    const signedIn = await effect(storeContext(context), context.data as never);
    return signedIn === undefined ? undefined : { signedIn };
  },
});

/** An effect that calls out (or counts) before the step's transaction, then writes in it. */
const prepared = (preparation: Preparation): StepEffect => ({
  writes: true,
  prepare: async (context) => {
    const writes = await preparation(storeContext(context), context.data as never);
    return async (transaction) => {
      await writes(storeContext(transaction));
      return undefined;
    };
  },
});

/**
 * What the store-onboarding steps do on the server (AP §2, §3), by the names their flow gives them
 * (engine/effects.ts), given data the step's schema has already accepted. Each can run again (a
 * submission refused as stale and sent again, or a step the user came back to) with the same outcome.
 */
export const STORE_EFFECTS = {
  signUpStoreOwner: {
    ...written(signUpStoreOwner),
    // Whether the address has an account shows in the answer: the probe counts (AP §5).
    prepare: async ({ data, probe }) => {
      await probe(emailAccount((data as StoreUserStep).emailAddress));
      return undefined;
    },
  },
  recordOtherStore: written(recordOtherStore),
  saveStoreDetails: written(saveStoreDetails),
  requireStoreProfile: written(requireProfileStep),
  setUpCreativeBuilder: written((context, data: SetupCreativeBuilderStep) =>
    setUpBuilder(context, data, CATEGORY.creativeBuilder),
  ),
  setUpRichMediaAdBuilder: written((context, data: SetupCreativeBuilderStep) =>
    setUpBuilder(context, data, CATEGORY.richMediaAdBuilder),
  ),
  linkStore: prepared(linkStore),
  verifyOwnerEmail: prepared(verifyEmail),
} as const satisfies Partial<Record<EffectName, StepEffect>>;

/**
 * AP §2 user, §3 sign-up user, §4 sign-up: the account and its business profile are created with
 * the same code as POST /roimatic/users, the user signed in, and the session made theirs. Sent again
 * by its owner (back from linkStore), the account stays as it is; another address is refused.
 */
async function signUpStoreOwner({ em, passwords, session, portal }: StoreStepContext, data: StoreUserStep) {
  const ownerProfile = session.businessProfileId ?? null;
  if (ownerProfile !== null) {
    const owner = await ownerOf(em, session);
    if (owner.emailAddress !== data.emailAddress.trim().toLowerCase()) throw new AccountAlreadyCreatedError();
    return undefined;
  }
  const { user, profile } = await createAccount(em, passwords, await portal(), data);
  const tokens = startSession(em, user);
  await saveNewAccount(em);
  await setOwner(em, session.id, user.id, profile.id);
  return { userId: user.id, roleIds: user.roleIds, ...tokens };
}

/** AP §2 linkStore: the platform picked on storeFront links the store through its adapter. */
async function linkStore({ em, session, storePlatforms }: StoreStepContext, data: LinkStoreStep) {
  await profileOf(em, session);
  const platform = (session.steps.storeFront as { storePlatform?: unknown } | undefined)?.storePlatform;
  if (!isLinkablePlatform(platform)) throw new LinkablePlatformFirstError();
  const connection = await storePlatforms.connect(platform, data.storeDomain);
  if (connection === null) {
    throw new InvalidRequestError(STORE_LINKING_FAILED, [{ path: '/storeDomain', message: STORE_LINKING_FAILED }]);
  }
  return async (transaction: StoreStepContext) => {
    const profile = await profileOf(transaction.em, session);
    const store = await storeProfileOf(transaction.em, profile);
    transaction.em.assign(store, {
      platform,
      storeUrl: null,
      externalStoreId: connection.externalStoreId,
      linkedBy: storePlatforms.name,
      linkedAt: new Date(),
    });
    profile.storeDomain = connection.storeDomain;
    profile.category = platform === 'localBusiness' ? CATEGORY.localBusiness : CATEGORY.eCommerce;
    await transaction.em.flush();
    return undefined;
  };
}

/** AP §2 otherStore: a store on a platform we do not link to is kept by its address, unlinked. */
async function recordOtherStore({ em, session }: StoreStepContext, data: OtherStoreStep) {
  const profile = await profileOf(em, session);
  const store = await storeProfileOf(em, profile);
  em.assign(store, {
    platform: 'other',
    storeUrl: data.storeUrl,
    externalStoreId: null,
    linkedBy: null,
    linkedAt: null,
  });
  profile.storeDomain = new URL(data.storeUrl).hostname;
  profile.category = CATEGORY.eCommerce;
  await em.flush();
  return undefined;
}

/** AP §2 storeDetails, §3 store profile: the profile takes the store's name, currency, time zone and the rest. */
async function saveStoreDetails({ em, session }: StoreStepContext, data: StoreDetailsStep) {
  const profile = await profileOf(em, session);
  const store = await storeProfileOf(em, profile);
  const platform = (session.steps.storeFront as { storePlatform?: unknown } | undefined)?.storePlatform;
  em.assign(profile, {
    name: data.name,
    currencyId: data.currency,
    timeZoneId: data.timezone ?? profile.timeZoneId,
    category: platform === 'localBusiness' ? CATEGORY.localBusiness : CATEGORY.eCommerce,
    thumbnailLogo: data.logo?.url ?? profile.thumbnailLogo ?? null,
  });
  em.assign(store, {
    email: data.email ?? null,
    logo: data.logo ?? store.logo ?? null,
    location: data.location ?? null,
    address: data.address,
  });
  await em.flush();
  return undefined;
}

/**
 * AP §4 e-mail verification, by a code e-mailed to the owner's address (POST
 * /sessions/{id}/verificationCode): the right code verifies the address.
 */
async function verifyEmail({ em, session }: StoreStepContext, data: StoreVerificationStep) {
  await profileOf(em, session);
  const owner = await ownerOf(em, session);
  // Checked (in a transaction of its own) before the step's: a wrong code counts towards the lock
  // (AP §5) though the step fails.
  await checkOtp(em, 'email', owner.emailAddress, data.otp);
  return async (transaction: StoreStepContext) => {
    const verified = await ownerOf(transaction.em, session);
    verified.emailVerifiedAt ??= new Date();
    await transaction.em.flush();
    return undefined;
  };
}

/** AP §1 creative-builder and rich-media ad-builder users: their profile is of that category. */
async function setUpBuilder({ em, session }: StoreStepContext, data: SetupCreativeBuilderStep, category: number) {
  const profile = await profileOf(em, session);
  profile.category = category;
  if (data.brandName !== undefined) profile.name = data.brandName;
  await em.flush();
  return undefined;
}

// Steps with nothing of their own to save (assets stay with the session's media), but only after sign-up.
async function requireProfileStep({ em, session }: StoreStepContext) {
  await profileOf(em, session);
  return undefined;
}

/** The profile made for the session at its user step; every later step needs it (401 before). */
async function profileOf(em: EntityManager, session: SessionRecord): Promise<BusinessProfile> {
  const id = session.businessProfileId ?? null;
  const profile = id === null ? null : await em.findOne(BusinessProfile, { id });
  if (profile === null) throw new CreateAccountFirstError();
  return profile;
}

async function ownerOf(em: EntityManager, session: SessionRecord): Promise<User> {
  const [ownerId] = await ownersOf(em, [session.id]);
  const owner = ownerId === undefined ? null : await em.findOne(User, { id: ownerId });
  if (owner === null) throw new CreateAccountFirstError();
  return owner;
}

// The account calls of accounts-and-platform §7 as the server answers them (server/modules/accounts).
// The answers' types are generated from their schemas (schemas/api/*.schema.json).
import type {
  AcceptInvite,
  AccountBusinessProfile,
  AccountUser,
  AuthSignIn,
  BusinessProfileCreate,
  CallbackRequested,
  EmailVerified,
  FirstPassword,
  ForgotPassword,
  InvitationAccepted,
  InvitationPreview,
  LinkSent,
  Login,
  MobileOtpLogin,
  MobileOtpRequest,
  PhoneOtp,
  PhoneVerified,
  ProfileProductConfiguration,
  ResetPassword,
  SignedUpUser,
  SignUpUser,
  SmsOtpSent,
  UserPatch,
} from '../../schemas/generated/index.ts';
import { portalDomainOverride } from '../shell/portal.ts';
import { publicCall, signedInCall } from './auth-client.ts';

/** The login response of §3, with the session's tokens (api/auth-sign-in). */
export type LoginResponse = AuthSignIn;

/** §3 product configuration: what the sidebar and the guards read (api/account-product-configuration). */
export type ProductConfiguration = ProfileProductConfiguration;

/** An invitation to a business profile as /inviteUser shows it before it is accepted (api/auth-invitation). */
export type Invitation = InvitationPreview;

const post = (body: unknown) => ({ method: 'POST', body }) as const;

export const signUp = (body: SignUpUser) => publicCall<SignedUpUser>('/roimatic/users', post(body));

export const logIn = (body: Login) => publicCall<LoginResponse>('/authentication/login', post(body));

export const requestOtp = (body: MobileOtpRequest) => publicCall<SmsOtpSent>('/authentication/otp', post(body));

export const logInWithOtp = (body: MobileOtpLogin) =>
  publicCall<LoginResponse>('/authentication/otp/login', post(body));

export const logOut = () => signedInCall<undefined>('/authentication/logout', { method: 'POST' });

export const sendResetLink = (body: ForgotPassword) =>
  publicCall<LinkSent>('/authentication/forgotPassword', post(body));

export const resetPassword = (body: ResetPassword) =>
  publicCall<undefined>('/authentication/resetPassword', post(body));

export const verifyEmail = (hash: string) => publicCall<EmailVerified>('/authentication/verifyEmail', post({ hash }));

/** Another verification link for the signed-in user's address (§4 pending). */
export const sendVerification = (userId: number) =>
  signedInCall<LinkSent>(`/users/${userId}/verification`, { method: 'POST' });

export const fetchInvitation = (hash: string) =>
  publicCall<Invitation>(`/authentication/invitation?hash=${encodeURIComponent(hash)}`);

export const acceptInvitation = (body: AcceptInvite) =>
  publicCall<InvitationAccepted>('/authentication/acceptInvite', post(body));

export const fetchUser = (userId: number) => signedInCall<AccountUser>(`/users/${userId}`);

/** The name and first password of an account a one-time code made (decision 371). */
export const setFirstPassword = (userId: number, body: FirstPassword) =>
  signedInCall<AccountUser>(`/users/${userId}/password`, post(body));

export const patchUser = (userId: number, body: UserPatch) =>
  signedInCall<AccountUser>(`/users/${userId}`, { method: 'PATCH', body });

// The profile belongs to the portal of this visit (§1: a portalDomain override included).
export const createBusinessProfile = (body: BusinessProfileCreate) =>
  signedInCall<AccountBusinessProfile>('/businessProfiles', post({ ...portalDomainOverride(), ...body }));

export const fetchProductConfiguration = (businessProfileId: string) =>
  signedInCall<ProductConfiguration>(`/businessProfiles/${encodeURIComponent(businessProfileId)}/roimatic`);

/**
 * §5: the phone as stored, countrycode-number (`91-9876543210`). `isPhoneNumberSaved`: the user
 * had none, so this one is now theirs, unverified, and a code has been texted to it.
 */
export const requestCallback = (businessProfileId: number, phone: string) =>
  signedInCall<CallbackRequested>('/users/callback', post({ businessProfileId, phone }));

/** §7 POST /users/{id}/sendotp: another code to the user's unverified phone number (decision 351). */
export const sendPhoneOtp = (userId: number) =>
  signedInCall<SmsOtpSent>(`/users/${userId}/sendotp`, { method: 'POST' });

/** §7 POST /users/{id}/validateOtp: the texted code, which makes the number the user's verified one. */
export const validatePhoneOtp = (userId: number, body: PhoneOtp) =>
  signedInCall<PhoneVerified>(`/users/${userId}/validateOtp`, post(body));

// The account calls of accounts-and-platform §7 as the server answers them (server/modules/accounts).
import type {
  AcceptInvite,
  BusinessProfileCreate,
  FirstPassword,
  ForgotPassword,
  Login,
  MobileOtpLogin,
  MobileOtpRequest,
  PhoneOtp,
  ResetPassword,
  SignUpUser,
  UserPatch,
} from '../../schemas/generated/index.ts';
import { portalDomainOverride } from '../shell/portal.ts';
import { publicCall, signedInCall } from './auth-client.ts';
import type { ProfileSummary, SessionTokens, SignedInUser } from './session-store.ts';

/** The login response of §3, with the session's tokens. */
export interface LoginResponse extends SessionTokens {
  readonly userId: number;
  readonly roleIds: readonly number[];
  readonly expiresIn: number;
}

export interface OtpSent {
  readonly sent: true;
  readonly expiresInSeconds: number;
  readonly resendAfterSeconds: number;
}

/** §3 product configuration: what the sidebar and the guards read. */
export interface ProductConfiguration {
  readonly businessProfileId: number;
  /** Business category 1-6 (§1). */
  readonly category: number;
  readonly flavor: string | null;
  readonly onboardingState: number;
  readonly isSelfFunded: boolean;
}

/** An invitation to a business profile as /inviteUser shows it before it is accepted. */
export interface Invitation {
  readonly emailAddress: string;
  readonly firstName: string;
  readonly businessProfileName: string | null;
  readonly needsPassword: boolean;
}

const post = (body: unknown) => ({ method: 'POST', body }) as const;

export const signUp = (body: SignUpUser) => publicCall<{ id: number }>('/roimatic/users', post(body));

export const logIn = (body: Login) => publicCall<LoginResponse>('/authentication/login', post(body));

export const requestOtp = (body: MobileOtpRequest) => publicCall<OtpSent>('/authentication/otp', post(body));

export const logInWithOtp = (body: MobileOtpLogin) =>
  publicCall<LoginResponse>('/authentication/otp/login', post(body));

export const logOut = () => signedInCall<undefined>('/authentication/logout', { method: 'POST' });

export const sendResetLink = (body: ForgotPassword) =>
  publicCall<{ sent: true }>('/authentication/forgotPassword', post(body));

export const resetPassword = (body: ResetPassword) =>
  publicCall<undefined>('/authentication/resetPassword', post(body));

export const verifyEmail = (hash: string) =>
  publicCall<{ emailAddress: string; isEmailVerified: true }>('/authentication/verifyEmail', post({ hash }));

/** Another verification link for the signed-in user's address (§4 pending). */
export const sendVerification = (userId: number) =>
  signedInCall<{ sent: true }>(`/users/${userId}/verification`, { method: 'POST' });

export const fetchInvitation = (hash: string) =>
  publicCall<Invitation>(`/authentication/invitation?hash=${encodeURIComponent(hash)}`);

/** An accepted invitation: signed in (a new user), or to sign in with the password they have. */
export type AcceptedInvitation =
  | (LoginResponse & { readonly signedIn: true; readonly businessProfileId: number | null })
  | { readonly signedIn: false; readonly emailAddress: string; readonly businessProfileId: number | null };

export const acceptInvitation = (body: AcceptInvite) =>
  publicCall<AcceptedInvitation>('/authentication/acceptInvite', post(body));

export const fetchUser = (userId: number) => signedInCall<SignedInUser>(`/users/${userId}`);

/** The name and first password of an account a one-time code made (decision 371). */
export const setFirstPassword = (userId: number, body: FirstPassword) =>
  signedInCall<SignedInUser>(`/users/${userId}/password`, post(body));

export const patchUser = (userId: number, body: UserPatch) =>
  signedInCall<SignedInUser>(`/users/${userId}`, { method: 'PATCH', body });

// The profile belongs to the portal of this visit (§1: a portalDomain override included).
export const createBusinessProfile = (body: BusinessProfileCreate) =>
  signedInCall<ProfileSummary>('/businessProfiles', post({ ...portalDomainOverride(), ...body }));

export const fetchProductConfiguration = (businessProfileId: string) =>
  signedInCall<ProductConfiguration>(`/businessProfiles/${encodeURIComponent(businessProfileId)}/roimatic`);

/**
 * §5: the phone as stored, countrycode-number (`91-9876543210`). `isPhoneNumberSaved`: the user
 * had none, so this one is now theirs, unverified, and a code has been texted to it.
 */
export const requestCallback = (businessProfileId: number, phone: string) =>
  signedInCall<{ requested: true; isPhoneNumberSaved: boolean }>('/users/callback', post({ businessProfileId, phone }));

/** §7 POST /users/{id}/sendotp: another code to the user's unverified phone number (decision 351). */
export const sendPhoneOtp = (userId: number) => signedInCall<OtpSent>(`/users/${userId}/sendotp`, { method: 'POST' });

/** §7 POST /users/{id}/validateOtp: the texted code, which makes the number the user's verified one. */
export const validatePhoneOtp = (userId: number, body: PhoneOtp) =>
  signedInCall<{ phoneNumber: string; isPhoneNumberVerified: true }>(`/users/${userId}/validateOtp`, post(body));

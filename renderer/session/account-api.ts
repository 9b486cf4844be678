// The account calls of accounts-and-platform §7 as the server answers them (server/modules/accounts).
// The answers' types are generated from their schemas (schemas/api/*.schema.json).
import type {
  AcceptInvite,
  AuthSignIn,
  BusinessProfileCreate,
  FirstPassword,
  ForgotPassword,
  InvitationPreview,
  Login,
  MobileOtpLogin,
  MobileOtpRequest,
  PhoneOtp,
  ProfileProductConfiguration,
  ResetPassword,
  SignUpUser,
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

export const signUp = (body: SignUpUser) => publicCall({ method: 'POST', path: '/roimatic/users', body });

export const logIn = (body: Login) => publicCall({ method: 'POST', path: '/authentication/login', body });

export const requestOtp = (body: MobileOtpRequest) => publicCall({ method: 'POST', path: '/authentication/otp', body });

export const logInWithOtp = (body: MobileOtpLogin) =>
  publicCall({ method: 'POST', path: '/authentication/otp/login', body });

export const logOut = () => signedInCall({ method: 'POST', path: '/authentication/logout' });

export const sendResetLink = (body: ForgotPassword) =>
  publicCall({ method: 'POST', path: '/authentication/forgotPassword', body });

export const resetPassword = (body: ResetPassword) =>
  publicCall({ method: 'POST', path: '/authentication/resetPassword', body });

export const verifyEmail = (hash: string) =>
  publicCall({ method: 'POST', path: '/authentication/verifyEmail', body: { hash } });

/** Another verification link for the signed-in user's address (§4 pending). */
export const sendVerification = (userId: number) =>
  signedInCall({ method: 'POST', path: '/users/{userId}/verification', params: { userId } });

export const fetchInvitation = (hash: string) =>
  publicCall({ method: 'GET', path: '/authentication/invitation', query: { hash } });

export const acceptInvitation = (body: AcceptInvite) =>
  publicCall({ method: 'POST', path: '/authentication/acceptInvite', body });

/** The name and first password of an account a one-time code made (decision 371). */
export const setFirstPassword = (userId: number, body: FirstPassword) =>
  signedInCall({ method: 'POST', path: '/users/{userId}/password', params: { userId }, body });

export const patchUser = (userId: number, body: UserPatch) =>
  signedInCall({ method: 'PATCH', path: '/users/{userId}', params: { userId }, body });

// The profile belongs to the portal of this visit (§1: a portalDomain override included).
export const createBusinessProfile = (body: BusinessProfileCreate) =>
  signedInCall({ method: 'POST', path: '/businessProfiles', body: { ...portalDomainOverride(), ...body } });

export const fetchProductConfiguration = (businessProfileId: string) =>
  signedInCall({
    method: 'GET',
    path: '/businessProfiles/{businessProfileId}/roimatic',
    params: { businessProfileId },
  });

/**
 * §5: the phone as stored, countrycode-number (`91-9876543210`). `isPhoneNumberSaved`: the user
 * had none, so this one is now theirs, unverified, and a code has been texted to it.
 */
export const requestCallback = (businessProfileId: number, phone: string) =>
  signedInCall({ method: 'POST', path: '/users/callback', body: { businessProfileId, phone } });

/** §7 POST /users/{id}/sendotp: another code to the user's unverified phone number (decision 351). */
export const sendPhoneOtp = (userId: number) =>
  signedInCall({ method: 'POST', path: '/users/{userId}/sendotp', params: { userId } });

/** §7 POST /users/{id}/validateOtp: the texted code, which makes the number the user's verified one. */
export const validatePhoneOtp = (userId: number, body: PhoneOtp) =>
  signedInCall({ method: 'POST', path: '/users/{userId}/validateOtp', params: { userId }, body });

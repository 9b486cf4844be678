// The client's calls of an agent's summary link (OL §1, §7 getSessionId, sendOtp, validateOtp).
import { publicCall } from '../session/auth-client.ts';
import type { SummaryLinkOtpSent, SummaryLinkSession, SummaryLinkVerified } from '../../schemas/generated/index.ts';

const post = (body: unknown) => ({ method: 'POST', body }) as const;
const linkPath = (encodedId: string) => `/summaryLinks/${encodeURIComponent(encodedId)}`;

/** The link while it lives (404 with 60 when invalid or expired), and the masked address its code goes to. */
export const openSummaryLink = (encodedId: string) =>
  publicCall<SummaryLinkSession>(`/getSessionId?encodedId=${encodeURIComponent(encodedId)}`);

export const sendSummaryLinkOtp = (encodedId: string) =>
  publicCall<SummaryLinkOtpSent>(`${linkPath(encodedId)}/sendOtp`, post({}));

/** The right code hands the session over: where it stands now, and the client's sign-in. */
export const validateSummaryLinkOtp = (encodedId: string, otp: string) =>
  publicCall<SummaryLinkVerified>(`${linkPath(encodedId)}/validateOtp`, post({ otp }));

// The client's calls of an agent's summary link (OL §1, §7 getSessionId, sendOtp, validateOtp).
import { publicCall } from '../session/auth-client.ts';

/** The link while it lives (404 with 60 when invalid or expired), and the masked address its code goes to. */
export const openSummaryLink = (encodedId: string) =>
  publicCall({ method: 'GET', path: '/getSessionId', query: { encodedId } });

export const sendSummaryLinkOtp = (encodedId: string) =>
  publicCall({ method: 'POST', path: '/summaryLinks/{encodedId}/sendOtp', params: { encodedId }, body: {} });

/** The right code hands the session over: where it stands now, and the client's sign-in. */
export const validateSummaryLinkOtp = (encodedId: string, otp: string) =>
  publicCall({ method: 'POST', path: '/summaryLinks/{encodedId}/validateOtp', params: { encodedId }, body: { otp } });

import { issueOtp } from '../../server/modules/accounts/otp.ts';
import type { TestServer } from './test-server.ts';

/**
 * A fresh e-mail OTP for `emailAddress`, issued by the server's own OTP service on the test's
 * database, for tests about something else than delivery (walking hundreds of sessions through
 * the e-mail sign-up step). Delivery is tested through the outbox.
 */
export function emailOtpFor(server: TestServer, emailAddress: string): Promise<string> {
  return server.orm.em.fork().transactional((em) => issueOtp(em, 'email', emailAddress));
}

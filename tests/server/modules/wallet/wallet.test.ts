import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser, type SignedInUser } from '../../../support/accounts.ts';
import { startTestServer, type TestServer } from '../../../support/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

async function ownProfile(user: SignedInUser): Promise<number> {
  const [row] = await server.orm.em
    .getConnection()
    .execute<{ business_profile_id: number }[]>('select business_profile_id from profile_member where user_id = ?', [
      user.userId,
    ]);
  if (row === undefined) throw new Error('sign-up made no profile');
  return row.business_profile_id;
}

/** Funds a profile's wallet the way a user does: a Razorpay order, paid in (fake) Checkout, verified. */
async function topUp(user: SignedInUser, profileId: number, amount: number) {
  const order = await server.request(
    'POST',
    `/api/businessProfiles/${profileId}/payment/razorpay/order`,
    { amount },
    user.auth,
  );
  expect(order.status).toBe(201);
  const paid = await server.payments.razorpay.pay(order.body.id as string);
  const verified = await server.request(
    'POST',
    `/api/businessProfiles/${profileId}/payment/razorpay/verify`,
    paid,
    user.auth,
  );
  expect(verified.status).toBe(200);
  return verified.body;
}

describe('AP §7 wallet calls', () => {
  it('a top-up credits the ad spend, lists it with its invoice, and the invoice adds up as a PDF', async () => {
    const user = await signedInUser(server);
    const profileId = await ownProfile(user);
    const below = await server.request(
      'POST',
      `/api/businessProfiles/${profileId}/payment/razorpay/order`,
      { amount: 100 },
      user.auth,
    );
    expect(below.status).toBe(400);
    expect(below.body.message).toBe('Not enough funds added: the minimum recharge is ₹500.00.');

    const credit = await topUp(user, profileId, 1000);
    expect(credit.wallet).toEqual({ currencyCode: 'INR', availableBalance: 100000, lockedFunds: 0 });
    const list = await server.request(
      'GET',
      `/api/businessProfiles/${profileId}/payment/wallet/transactions?limit=10&page=1`,
      undefined,
      user.auth,
    );
    expect(list.body).toMatchObject({ total: 1, page: 1, limit: 10 });
    expect(list.body.items[0]).toMatchObject({
      walletAction: 1,
      amountMinor: 100000,
      invoiceNumber: expect.stringMatching(/^INV-\d{4}-\d{6}$/),
    });

    const invoiceId = list.body.items[0].invoiceId as number;
    const invoice = await server.request(
      'GET',
      `/api/businessProfiles/${profileId}/invoices/${invoiceId}`,
      undefined,
      user.auth,
    );
    expect(invoice.body).toMatchObject({ taxKind: 'GST', serviceFeeMinor: 0, taxMinor: 18000, totalMinor: 118000 });
    const pdf = await fetch(`${server.baseUrl}/api/businessProfiles/${profileId}/invoices/${invoiceId}/pdf`, {
      headers: user.auth,
    });
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');

    const stranger = await signedInUser(server);
    const other = await server.request(
      'GET',
      `/api/businessProfiles/${profileId}/invoices/${invoiceId}`,
      undefined,
      stranger.auth,
    );
    expect(other.body.errorCode).toBe(113);
  });
});

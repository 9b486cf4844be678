import type { TestApp, TestResponse } from './test-server.ts';

/**
 * Pays what a session's campaign still needs the way its owner's browser does in India: a
 * Razorpay order, paid in the provider's (fake) Checkout, verified by the server. Nothing when
 * nothing is due. Answers the verification (or null).
 */
export async function payForSession(
  server: TestApp,
  sessionId: string,
  auth: Record<string, string>,
): Promise<TestResponse | null> {
  const checkout = await server.request('GET', `/api/localbusiness/${sessionId}/checkout`, undefined, auth);
  if (checkout.status !== 200)
    throw new Error(`checkout answered ${checkout.status}: ${JSON.stringify(checkout.body)}`);
  if (checkout.body.due === null) return null;
  const order = await server.request('POST', `/api/localbusiness/${sessionId}/payment/razorpay/order`, {}, auth);
  if (order.status !== 201) throw new Error(`order answered ${order.status}: ${JSON.stringify(order.body)}`);
  const paid = await server.payments.razorpay.pay(order.body.id as string);
  return server.request('POST', `/api/localbusiness/${sessionId}/payment/razorpay/verify`, paid, auth);
}

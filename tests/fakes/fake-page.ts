/**
 * A page on an origin of its own that loads a provider's browser script (the fake Stripe.js or
 * Checkout), as adflow's pages do: for browser tests of the local fakes only.
 */
import { startFakeServer, type FakeServer } from '../../server/adapters/payments/local/fake-http.ts';

export function startPageLoading(scriptUrl: string): Promise<FakeServer> {
  const html = `<!doctype html>
<html lang="en">
  <head><meta charset="utf-8"><title>Fake provider page</title></head>
  <body><main><div id="card"></div></main><script src="${scriptUrl}"></script></body>
</html>`;
  return startFakeServer(() => ({ status: 200, body: html, contentType: 'text/html; charset=utf-8' }));
}

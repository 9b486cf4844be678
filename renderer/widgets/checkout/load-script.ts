const loaded = new Map<string, Promise<void>>();

/**
 * Loads a payment provider's browser script (Razorpay Checkout, Stripe.js) once per address: the
 * server names it, so production loads the provider's and tests the local fake's. A script that
 * failed to load is tried again on the next call.
 */
export function loadScript(url: string): Promise<void> {
  const known = loaded.get(url);
  if (known !== undefined) return known;
  const loading = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = url;
    script.async = true;
    script.addEventListener('load', () => {
      resolve();
    });
    script.addEventListener('error', () => {
      loaded.delete(url);
      script.remove();
      reject(new Error(`The script ${url} did not load`));
    });
    document.head.append(script);
  });
  loaded.set(url, loading);
  return loading;
}

import { useCallback, useEffect, useState } from 'react';
import { ApiError } from '../../session/api-error.ts';
import { fetchCheckout, type Checkout } from './checkout-api.ts';

export type CheckoutState =
  | { readonly state: 'loading' }
  | { readonly state: 'loaded'; readonly checkout: Checkout }
  /** `status`: the API's answer (401 nobody signed in, 409 no budget yet), null when it gave none. */
  | { readonly state: 'failed'; readonly status: number | null };

export interface CheckoutLoad {
  readonly checkout: CheckoutState;
  /** Loading again what is shown (after a payment): what it shows may be out of date. */
  readonly refreshing: boolean;
  readonly reload: () => void;
}

/** The session's checkout from the server: the screen shows its figures and computes none. */
export function useCheckout(sessionId: string | null): CheckoutLoad {
  const [wanted, setWanted] = useState(0);
  const [shown, setShown] = useState<{ readonly version: number; readonly checkout: CheckoutState }>({
    version: -1,
    checkout: { state: 'loading' },
  });

  useEffect(() => {
    if (sessionId === null) return undefined;
    let current = true;
    fetchCheckout(sessionId).then(
      (checkout) => {
        if (current) setShown({ version: wanted, checkout: { state: 'loaded', checkout } });
      },
      (error: unknown) => {
        const status = error instanceof ApiError ? error.status : null;
        if (current) setShown({ version: wanted, checkout: { state: 'failed', status } });
      },
    );
    return () => {
      current = false;
    };
  }, [sessionId, wanted]);

  const reload = useCallback(() => {
    setWanted((version) => version + 1);
  }, []);
  // A failure is not kept on screen while trying again.
  const checkout =
    shown.checkout.state === 'failed' && shown.version !== wanted ? { state: 'loading' as const } : shown.checkout;
  return { checkout, refreshing: shown.version !== wanted, reload };
}

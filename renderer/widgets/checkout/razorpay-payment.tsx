import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { openRazorpayOrder, verifyRazorpayPayment } from './checkout-api.ts';
import {
  AttemptStatus,
  failureMessage,
  IDLE,
  loadProviderScript,
  type Attempt,
  type PaymentProps,
} from './payment-attempt.tsx';
import { payInRazorpayCheckout } from './razorpay-checkout.ts';

/**
 * India (AP §7): "Pay {total}" opens Razorpay Checkout for an order of what is due; the payment it
 * hands back is verified by the server, which credits the wallet.
 */
export function RazorpayPayment({
  sessionId,
  gateway,
  campaignName,
  total,
  disabled,
  onPaid,
}: PaymentProps<'razorpay'>) {
  const { t } = useTranslation('widgets');
  const [attempt, setAttempt] = useState<Attempt>(IDLE);
  // Checkout stays open after a failed try, for another: paying again waits until it is closed.
  const [inCheckout, setInCheckout] = useState(false);

  const pay = async () => {
    setAttempt({ phase: 'working', note: t('checkout.opening') });
    try {
      await loadProviderScript(gateway.browserScriptUrl);
      const order = await openRazorpayOrder(sessionId);
      setAttempt({ phase: 'working', note: t('checkout.inCheckout') });
      setInCheckout(true);
      const payment = await payInRazorpayCheckout(order, campaignName, (description) => {
        setAttempt({ phase: 'failed', message: description ?? t('checkout.paymentFailed') });
      }).finally(() => {
        setInCheckout(false);
      });
      if (payment === null) {
        // Closed: a refusal Checkout showed stays said, else the screen says why nothing happened.
        setAttempt((shown) => (shown.phase === 'failed' ? shown : { phase: 'idle', note: t('checkout.closed') }));
        return;
      }
      setAttempt({ phase: 'working', note: t('checkout.confirming') });
      await verifyRazorpayPayment(sessionId, payment);
      setAttempt(IDLE);
      onPaid();
    } catch (error) {
      setAttempt({ phase: 'failed', message: failureMessage(error, t) });
    }
  };

  return (
    <div className="checkout-payment">
      <button
        type="button"
        className="button"
        disabled={disabled || inCheckout || attempt.phase === 'working'}
        onClick={() => {
          void pay();
        }}
      >
        {t('checkout.pay', { total })}
      </button>
      <AttemptStatus attempt={attempt} />
    </div>
  );
}

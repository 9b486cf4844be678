import type { TFunction } from 'i18next';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../session/api-error.ts';
import { RadioCards } from '../shared/radio-cards.tsx';
import { chargeCard, fetchSavedCards, saveCard, type SavedCard } from './checkout-api.ts';
import {
  AttemptStatus,
  failureMessage,
  IDLE,
  PaymentRefusal,
  type Attempt,
  type PaymentProps,
} from './payment-attempt.tsx';
import { useStripeCard, type StripeCard } from './stripe-card.ts';

/** The choice of paying with a card typed now rather than a saved one. */
const NEW_CARD = 'new';

// Card networks by Stripe's brand ids: their own names, in every language.
const BRANDS: Readonly<Record<string, string>> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  diners: 'Diners Club',
  jcb: 'JCB',
  unionpay: 'UnionPay',
};

/**
 * The United Kingdom (AP §7): a card typed into Stripe.js's card element, or one saved before.
 * A new card is saved for the business first (Stripe checks it), then the saved card is charged
 * what is due: once, however often a try that had no answer is repeated (the idempotency key).
 */
export function StripeCardPayment({ sessionId, gateway, total, disabled, onPaid }: PaymentProps<'stripe'>) {
  const { t } = useTranslation('widgets');
  const id = useId();
  const host = useRef<HTMLDivElement>(null);
  const [loads, setLoads] = useState(0);
  const card = useStripeCard(gateway, host, loads);
  const [saved, setSaved] = useSavedCards(sessionId);
  // Until the user picks, the business's default card if it has one.
  const [picked, setPicked] = useState<string | null>(null);
  const chosen = picked ?? saved.find((each) => each.isDefault)?.id ?? NEW_CARD;
  const [attempt, setAttempt] = useState<Attempt>(IDLE);

  // One key per charge: kept while a try had no answer (it may have gone through), so that trying
  // again charges once; any answer makes the next try a new charge.
  const unanswered = useRef<{ readonly card: string; readonly key: string } | null>(null);
  const keyFor = (paymentOptionId: string): string => {
    if (unanswered.current?.card !== paymentOptionId) {
      unanswered.current = { card: paymentOptionId, key: newIdempotencyKey() };
    }
    return unanswered.current.key;
  };

  const pay = async () => {
    // The choice holds through the attempt, whatever cards it saves.
    setPicked(chosen);
    setAttempt({ phase: 'working', note: t('checkout.paying') });
    try {
      const paymentOptionId = chosen === NEW_CARD ? await saveNewCard(sessionId, card) : chosen;
      const charge = await chargeCard(sessionId, paymentOptionId, keyFor(paymentOptionId)).catch((error: unknown) => {
        if (error instanceof ApiError) unanswered.current = null;
        throw error;
      });
      unanswered.current = null;
      if (charge.status === 'requiresAction') {
        setAttempt({ phase: 'failed', message: t('checkout.bankMustConfirm') });
        return;
      }
      setAttempt(IDLE);
      onPaid();
    } catch (error) {
      setAttempt({ phase: 'failed', message: failureMessage(error, t) });
    } finally {
      // A card saved on the way is one to pick next time.
      fetchSavedCards(sessionId).then(setSaved, () => undefined);
    }
  };

  const working = attempt.phase === 'working';
  const newCard = chosen === NEW_CARD;
  return (
    <div className="checkout-payment">
      {saved.length > 0 && (
        <RadioCards
          name={`${id}-card`}
          className="mbe-4 grid gap-2 [&_.radio-card]:flex-row [&_.radio-card]:items-center"
          legend={t('checkout.payWith')}
          cards={[
            ...saved.map((each) => ({ value: each.id, content: <span>{savedCardText(each, t)}</span> })),
            { value: NEW_CARD, content: <span>{t('checkout.newCard')}</span> },
          ]}
          selected={chosen}
          disabled={disabled || working}
          onSelect={setPicked}
        />
      )}
      <fieldset hidden={!newCard} className="mbe-4">
        <legend>{t('checkout.cardDetails')}</legend>
        <div ref={host} />
        {card.state === 'loading' && <p role="status">{t('checkout.cardLoading')}</p>}
        <p className="error-detail" aria-live="polite">
          {card.state === 'ready' ? card.problem : null}
        </p>
        {card.state === 'failed' && (
          <p role="alert">
            {t('checkout.providerUnavailable')}{' '}
            <button
              type="button"
              onClick={() => {
                setLoads((count) => count + 1);
              }}
            >
              {t('checkout.tryAgain')}
            </button>
          </p>
        )}
      </fieldset>
      <button
        type="button"
        className="button"
        disabled={disabled || working || (newCard && card.state !== 'ready')}
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

/** Stripe.js makes a payment method of the typed card (refusing an incomplete one), which the server saves. */
async function saveNewCard(sessionId: string, card: StripeCard): Promise<string> {
  if (card.state !== 'ready') throw new Error('The card form is not ready');
  const { paymentMethod, error } = await card.stripe.createPaymentMethod({ type: 'card', card: card.element });
  if (paymentMethod !== undefined) return (await saveCard(sessionId, paymentMethod.id)).id;
  const message = error?.message;
  throw message === undefined || message === ''
    ? new Error('Stripe.js made no payment method')
    : new PaymentRefusal(message);
}

function useSavedCards(sessionId: string) {
  const [saved, setSaved] = useState<readonly SavedCard[]>([]);
  useEffect(() => {
    let current = true;
    // Without the list, a new card can still pay.
    fetchSavedCards(sessionId).then(
      (cards) => {
        if (current) setSaved(cards);
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [sessionId]);
  return [saved, setSaved] as const;
}

const savedCardText = (card: SavedCard, t: TFunction<'widgets'>): string =>
  t('checkout.savedCard', {
    brand: BRANDS[card.brand] ?? card.brand,
    last4: card.last4,
    month: String(card.expMonth).padStart(2, '0'),
    year: String(card.expYear % 100).padStart(2, '0'),
  });

/** One key per attempt (8-100 of [A-Za-z0-9_:.-]): random, and available without a secure context. */
function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return `checkout-${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}

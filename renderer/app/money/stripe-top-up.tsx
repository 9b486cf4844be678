import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StripePaymentIntentRequest } from '../../../schemas/generated/index.ts';
import { ApiError } from '../../session/api-error.ts';
import { FormFooter } from '../../ui/form-fields.tsx';
import { AmountField, amountOf, useAmountForm } from './amount-field.tsx';
import { LoadFailed, Loading, reloadOf } from './load-states.tsx';
import type { TopUpProps } from './razorpay-top-up.tsx';
import { SavedCards } from './saved-cards.tsx';
import { loadStripe, type StripeJs } from './stripe-js.ts';
import { useIdempotencyKey } from './use-idempotency-key.ts';
import {
  confirmCardPayment,
  fetchCards,
  payByCard,
  type CardCharge,
  type CardPayment,
  type WalletChange,
} from './wallet-api.ts';

/**
 * AP §7 add funds by card through Stripe: saved cards (add with Stripe.js, remove, make default),
 * then a charge of the chosen card for the amount, with fee and tax on top (the invoice itemises
 * them). A declined card says the bank's words (402, 201).
 */
export function StripeTopUp({ profileId, band, gateway, hint, onCredited }: TopUpProps) {
  const publishableKey = gateway.paymentGateway === 'stripe' ? gateway.publishableKey : '';

  const stripe = useQuery({
    queryKey: ['stripeJs', gateway.browserScriptUrl, publishableKey],
    queryFn: () => loadStripe(gateway.browserScriptUrl, publishableKey),
  });

  const cards = useQuery({ queryKey: ['cards', profileId], queryFn: () => fetchCards(profileId) });
  const [chosen, setChosen] = useState<string | null>(null);
  if (stripe.isError) return <LoadFailed error={null} onRetry={reloadOf(stripe)} />;
  if (cards.isError) return <LoadFailed error={cards.error} onRetry={reloadOf(cards)} />;
  if (stripe.isPending || cards.isPending) return <Loading />;
  const saved = cards.data;
  // The card chosen, else the default one, else the first.
  const card = saved.find((each) => each.id === chosen) ?? saved.find((each) => each.isDefault) ?? saved[0];
  return (
    <div className="max-inline-128">
      <SavedCards
        profileId={profileId}
        region={band.region}
        stripe={stripe.data}
        cards={saved}
        chosen={card?.id ?? null}
        onChoose={setChosen}
        onChanged={(added) => {
          if (added !== undefined) setChosen(added);
          void cards.refetch();
        }}
      />
      {/* The prices are said before a card is asked for; then under the amount. */}
      {card === undefined && <p className="field-hint">{hint}</p>}
      {card !== undefined && (
        <CardPaymentForm
          profileId={profileId}
          band={band}
          hint={hint}
          stripe={stripe.data}
          cardId={card.id}
          onCredited={onCredited}
        />
      )}
    </div>
  );
}

interface CardPaymentFormProps extends Pick<TopUpProps, 'profileId' | 'band' | 'hint' | 'onCredited'> {
  readonly stripe: StripeJs;
  readonly cardId: string;
}

function CardPaymentForm({ profileId, band, hint, stripe, cardId, onCredited }: CardPaymentFormProps) {
  const { t } = useTranslation('money');
  const form = useAmountForm('api/stripe-payment-intent.schema.json');
  const idempotency = useIdempotencyKey();
  const onSubmit = form.handleSubmit<StripePaymentIntentRequest & CardPayment>({
    body: (values) => {
      const amount = amountOf(values.amount);
      const idempotencyKey = idempotency.keyFor(JSON.stringify([amount, cardId]));
      return { amount, paymentOptionId: cardId, idempotencyKey, region: band.region };
    },
    send: async (body) => {
      let charge: CardCharge;
      try {
        charge = await payByCard(profileId, body);
      } catch (error) {
        // Answered (a declined card): another attempt is a new charge. No answer: the same one.
        if (error instanceof ApiError) idempotency.settle();
        throw error;
      }
      idempotency.settle();
      const change = await settled(charge, body.amount);
      form.setValue('amount', '');
      onCredited(change);
    },
  });
  // A charge the bank wants the payer to confirm (3-D Secure): Stripe.js asks, then the server credits it.
  const settled = async (charge: CardCharge, amount: number): Promise<WalletChange> => {
    if (charge.status === 'succeeded') return charge;
    if (charge.clientSecret === null || stripe.confirmCardPayment === undefined) {
      throw new ApiError(402, { message: t('wallet.cards.confirmationUnavailable') });
    }
    const { error } = await stripe.confirmCardPayment(charge.clientSecret);
    if (error !== undefined) throw new ApiError(402, { message: error.message ?? t('wallet.cards.notConfirmed') });
    return confirmCardPayment(profileId, amount, charge.paymentIntentId);
  };
  return (
    <form noValidate onSubmit={onSubmit}>
      <AmountField form={form} label={t('wallet.addFunds.amount', { currency: band.currencyCode })} hint={hint} />
      <FormFooter form={form} submit={t('wallet.cards.pay')} />
    </form>
  );
}

import type { TFunction } from 'i18next';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Region } from '../../../schemas/generated/index.ts';
import { paymentMethodOf, type CardElement, type StripeJs } from './stripe-js.ts';
import { useFailureMessage } from './use-failure-message.ts';
import { makeDefaultCard, removeCard, saveCard, type SavedCard } from './wallet-api.ts';
import { FORM_ACTIONS } from './form-actions.ts';
import { BADGE } from '../../ui/table-styles.ts';

interface SavedCardsProps {
  readonly profileId: number;
  readonly region: Region;
  readonly stripe: StripeJs;
  readonly cards: readonly SavedCard[];
  readonly chosen: string | null;
  readonly onChoose: (id: string) => void;
  /** The cards changed (`added`: the id of a card just saved). */
  readonly onChanged: (added?: string) => void;
}

/** AP §7 saved cards (GET/POST/DELETE …/stripe/paymentOptions, …/stripe/cards/default): the one to pay with. */
export function SavedCards({ profileId, region, stripe, cards, chosen, onChoose, onChanged }: SavedCardsProps) {
  const { t } = useTranslation('money');
  const failureMessage = useFailureMessage();
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const act = async (action: () => Promise<unknown>) => {
    setBusy(true);
    setNotice(null);
    try {
      await action();
      onChanged();
    } catch (error) {
      setNotice(failureMessage(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="saved-cards mbe-5">
      {cards.length === 0 ? (
        <p>{t('wallet.cards.none')}</p>
      ) : (
        <fieldset>
          <legend>{t('wallet.cards.payWith')}</legend>
          {cards.map((card) => {
            const name = cardName(t, card);
            return (
              <div key={card.id} className="flex flex-wrap items-center gap-x-4 gap-y-2 py-[0.35rem]">
                <label className="flex flex-[1_1_auto] items-center gap-2">
                  <input
                    type="radio"
                    name="card"
                    value={card.id}
                    checked={card.id === chosen}
                    onChange={() => {
                      onChoose(card.id);
                    }}
                  />
                  {name}
                  {card.isDefault && <span className={BADGE}>{t('wallet.cards.default')}</span>}
                </label>
                {!card.isDefault && (
                  <button
                    type="button"
                    className="link-button"
                    disabled={busy}
                    aria-label={t('wallet.cards.makeDefaultOf', { card: name })}
                    onClick={() => void act(() => makeDefaultCard(profileId, card.id))}
                  >
                    {t('wallet.cards.makeDefault')}
                  </button>
                )}
                <button
                  type="button"
                  className="link-button"
                  disabled={busy}
                  aria-label={t('wallet.cards.removeOf', { card: name })}
                  onClick={() => void act(() => removeCard(profileId, card.id))}
                >
                  {t('wallet.cards.remove')}
                </button>
              </div>
            );
          })}
        </fieldset>
      )}
      {notice !== null && (
        <p role="alert" className="form-notice">
          {notice}
        </p>
      )}
      {adding ? (
        <AddCard
          profileId={profileId}
          region={region}
          stripe={stripe}
          onDone={(added) => {
            setAdding(false);
            if (added !== undefined) onChanged(added);
          }}
        />
      ) : (
        <button
          type="button"
          onClick={() => {
            setAdding(true);
          }}
        >
          {t('wallet.cards.add')}
        </button>
      )}
    </div>
  );
}

const cardName = (t: TFunction<'money'>, card: SavedCard): string =>
  t('wallet.cards.card', {
    brand: card.brand.charAt(0).toUpperCase() + card.brand.slice(1),
    last4: card.last4,
    expiry: `${String(card.expMonth).padStart(2, '0')}/${String(card.expYear % 100).padStart(2, '0')}`,
  });

interface AddCardProps {
  readonly profileId: number;
  readonly region: Region;
  readonly stripe: StripeJs;
  /** Saved (its id), or given up (undefined). */
  readonly onDone: (added?: string) => void;
}

/** Stripe.js's card element; the card it makes is saved for the profile's customer. */
function AddCard({ profileId, region, stripe, onDone }: AddCardProps) {
  const { t } = useTranslation('money');
  const labelId = useId();
  const failureMessage = useFailureMessage();
  const host = useRef<HTMLDivElement>(null);
  const element = useRef<CardElement | null>(null);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  useEffect(() => {
    if (host.current === null) return;
    const card = stripe.elements().create('card');
    card.mount(host.current);
    element.current = card;
    return () => {
      card.destroy();
      element.current = null;
    };
  }, [stripe]);
  const save = async () => {
    if (element.current === null) return;
    setBusy(true);
    setNotice(null);
    try {
      const method = await paymentMethodOf(stripe, element.current);
      if ('error' in method) setNotice(method.error ?? t('wallet.cards.invalid'));
      else onDone((await saveCard(profileId, method.id, region)).id);
    } catch (error) {
      setNotice(failureMessage(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="my-4">
      <p id={labelId} className="mbe-[0.35rem] font-semibold">
        {t('wallet.cards.details')}
      </p>
      <div ref={host} role="group" aria-labelledby={labelId} className="min-block-10" />
      {notice !== null && (
        <p role="alert" className="form-notice">
          {notice}
        </p>
      )}
      <div className={FORM_ACTIONS}>
        <button type="button" className="button" disabled={busy} aria-busy={busy} onClick={() => void save()}>
          {t('wallet.cards.save')}
        </button>
        <button
          type="button"
          className="link-button"
          disabled={busy}
          onClick={() => {
            onDone();
          }}
        >
          {t('account:dialog.cancel')}
        </button>
      </div>
    </div>
  );
}

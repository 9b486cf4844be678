import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RazorpayOrderRequest } from '../../../schemas/generated/index.ts';
import { useRootData } from '../../shell/root-loader.ts';
import { FormFooter } from '../../ui/form-fields.tsx';
import { AmountField, amountOf, useAmountForm } from './amount-field.tsx';
import { loadScript } from '../../widgets/checkout/load-script.ts';
import { payInRazorpayCheckout } from '../../widgets/checkout/razorpay-checkout.ts';
import { useFailureMessage } from './use-failure-message.ts';
import { useMoneyFormat } from './use-money-format.ts';
import {
  createRazorpayOrder,
  verifyRazorpayPayment,
  type Gateway,
  type PricingBand,
  type RazorpayOrder,
  type WalletChange,
} from './wallet-api.ts';
import { FORM_ACTIONS } from './form-actions.ts';

export interface TopUpProps {
  readonly profileId: number;
  readonly band: PricingBand;
  readonly gateway: Gateway;
  /** The hint under the amount: the minimum and what comes on top. */
  readonly hint: string;
  readonly onCredited: (change: WalletChange) => void;
}

/**
 * AP §7 add funds through Razorpay: the amount makes an order, whose breakdown (the server's:
 * budget, fee, tax, total) is shown before Checkout opens; what Checkout hands back is verified
 * by the server, which credits the wallet.
 */
export function RazorpayTopUp({ profileId, band, gateway, hint, onCredited }: TopUpProps) {
  const { t } = useTranslation('money');
  const form = useAmountForm('api/razorpay-order.schema.json');
  const [order, setOrder] = useState<RazorpayOrder | null>(null);
  const onSubmit = form.handleSubmit<RazorpayOrderRequest & { amount: number }>({
    body: (values) => ({ amount: amountOf(values.amount), region: band.region }),
    send: async ({ amount }) => {
      setOrder(await createRazorpayOrder(profileId, amount, band.region));
    },
  });
  if (order !== null) {
    return (
      <OrderToPay
        order={order}
        profileId={profileId}
        band={band}
        scriptUrl={gateway.browserScriptUrl}
        onBack={() => {
          setOrder(null);
        }}
        onCredited={(change) => {
          setOrder(null);
          form.setValue('amount', '');
          onCredited(change);
        }}
      />
    );
  }
  return (
    <form noValidate onSubmit={onSubmit} className="max-inline-128">
      <AmountField form={form} label={t('wallet.addFunds.amount', { currency: band.currencyCode })} hint={hint} />
      <FormFooter form={form} submit={t('wallet.addFunds.continue')} />
    </form>
  );
}

interface OrderToPayProps {
  readonly order: RazorpayOrder;
  readonly profileId: number;
  readonly band: PricingBand;
  readonly scriptUrl: string;
  readonly onBack: () => void;
  readonly onCredited: (change: WalletChange) => void;
}

/** The order's breakdown and its Pay button, which opens Checkout. */
function OrderToPay({ order, profileId, band, scriptUrl, onBack, onCredited }: OrderToPayProps) {
  const { t } = useTranslation('money');
  const { portal } = useRootData();
  const format = useMoneyFormat();
  const failureMessage = useFailureMessage();
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const total = format.money(order.breakdown.totalMinor, order.currency);
  const pay = async () => {
    setBusy(true);
    setNotice(null);
    try {
      await loadScript(scriptUrl);
      // A failed try leaves Checkout open for another; its words are kept for when it closes.
      const failed: { description: string | null } = { description: null };
      const payment = await payInRazorpayCheckout(order, portal.title, (description) => {
        failed.description = description;
      });
      if (payment !== null) onCredited(await verifyRazorpayPayment(profileId, payment));
      else setNotice(failed.description ?? t('wallet.addFunds.notPaid'));
    } catch (error) {
      setNotice(failureMessage(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="max-inline-128">
      <Breakdown order={order} taxKind={band.taxKind} />
      {notice !== null && (
        <p role="alert" className="form-notice">
          {notice}
        </p>
      )}
      <div className={FORM_ACTIONS}>
        <button type="button" className="button" disabled={busy} aria-busy={busy} onClick={() => void pay()}>
          {t('wallet.addFunds.pay', { amount: total })}
        </button>
        <button type="button" className="link-button" disabled={busy} onClick={onBack}>
          {t('wallet.addFunds.changeAmount')}
        </button>
      </div>
    </div>
  );
}

/** The sum, ruled off under what it adds up. */
const TOTAL = 'border-bs border-line pbs-[0.35rem] font-bold';

/** The server's breakdown of a top-up: no figure of it is worked out here. */
export function Breakdown({ order, taxKind }: { readonly order: RazorpayOrder; readonly taxKind: string }) {
  const { t } = useTranslation('money');
  const format = useMoneyFormat();
  const { breakdown, currency } = order;
  return (
    <dl
      className="mx-0 mt-0 mb-4 grid grid-cols-[1fr_auto] gap-x-6 gap-y-[0.35rem] rounded-card border border-line px-5 py-4 [&_dd]:m-0 [&_dd]:text-end [&_dd]:tabular-nums"
      aria-label={t('wallet.addFunds.breakdown')}
    >
      <dt>{t('wallet.addFunds.budget')}</dt>
      <dd>{format.money(breakdown.budgetMinor, currency)}</dd>
      {breakdown.serviceFeeMinor > 0 && (
        <>
          <dt>{t('wallet.addFunds.serviceFee')}</dt>
          <dd>{format.money(breakdown.serviceFeeMinor, currency)}</dd>
        </>
      )}
      <dt>{t('wallet.addFunds.tax', { taxKind, rate: format.rate(breakdown.taxBasisPoints) })}</dt>
      <dd>{format.money(breakdown.taxMinor, currency)}</dd>
      <dt className={TOTAL}>{t('wallet.addFunds.total')}</dt>
      <dd className={TOTAL}>{format.money(breakdown.totalMinor, currency)}</dd>
    </dl>
  );
}

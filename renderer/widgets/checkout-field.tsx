import type { FieldProps } from '@rjsf/utils';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useInRouterContext } from 'react-router';
import { loginPathFor } from '../session/destinations.ts';
import { stepFormContext } from '../wizard/form-context.ts';
import type { Checkout } from './checkout/checkout-api.ts';
import { CheckoutSummary, useMoney } from './checkout/checkout-summary.tsx';
import { RazorpayPayment } from './checkout/razorpay-payment.tsx';
import { StripeCardPayment } from './checkout/stripe-card-payment.tsx';
import { useCheckout, type CheckoutState } from './checkout/use-checkout.ts';
import { useSubmitGate } from './checkout/use-submit-gate.ts';

/** The budget step's route, beside the launching step's in every flow that has one. */
const BUDGET_ROUTE = 'budget';

/**
 * The payment and launch screen (OL §2, §4 1999 → 2000; AP §5, §7): the campaign, its run and what
 * is due, paid through the region's provider. The step's own submit launches the campaign (the
 * server locks the run's funds), so it stays disabled until nothing is due.
 */
export function CheckoutField({ registry, disabled }: FieldProps) {
  const { t } = useTranslation('widgets');
  const { sessionId } = stepFormContext(registry);
  const { checkout, refreshing, reload } = useCheckout(sessionId);
  const busy = disabled === true;
  const root = useRef<HTMLDivElement>(null);
  const launchable = checkout.state === 'loaded' && checkout.checkout.due === null && !refreshing;
  useSubmitGate(root, launchable, busy);

  // Paid: the screen says so, and the focus moves there from the Pay button that goes.
  const [paid, setPaid] = useState(false);
  const result = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (paid && launchable) result.current?.focus();
  }, [paid, launchable]);

  return (
    <div ref={root} className="checkout">
      {checkout.state === 'loaded' && sessionId !== null ? (
        <LoadedCheckout
          checkout={checkout.checkout}
          sessionId={sessionId}
          disabled={busy || refreshing}
          onPaid={() => {
            setPaid(true);
            reload();
          }}
        />
      ) : (
        <CheckoutNotLoaded checkout={checkout} onRetry={reload} />
      )}
      {/* An empty live region stays in the page (a hidden one is not announced when it fills), without room. */}
      <p ref={result} role="status" tabIndex={-1} className="empty:m-0">
        {paid ? t('checkout.paid') : ''}
      </p>
    </div>
  );
}

interface LoadedCheckoutProps {
  readonly checkout: Checkout;
  readonly sessionId: string;
  readonly disabled: boolean;
  readonly onPaid: () => void;
}

function LoadedCheckout({ checkout, sessionId, disabled, onPaid }: LoadedCheckoutProps) {
  const { t } = useTranslation('widgets');
  const { due, gateway, campaign } = checkout;
  const money = useMoney(checkout.price.currencyCode);
  const payment = { sessionId, campaignName: campaign.name, disabled, onPaid };
  return (
    <>
      <CheckoutSummary checkout={checkout} />
      {due === null ? (
        <p>{t('checkout.nothingDue', { next: t('wizard.next', { ns: 'renderer' }) })}</p>
      ) : (
        <>
          <p>{t('checkout.payFirst')}</p>
          {gateway.paymentGateway === 'razorpay' ? (
            <RazorpayPayment {...payment} gateway={gateway} total={money(due.totalMinor)} />
          ) : (
            <StripeCardPayment {...payment} gateway={gateway} total={money(due.totalMinor)} />
          )}
        </>
      )}
      <p>{t('checkout.reviewPromise')}</p>
    </>
  );
}

/** Loading, or why the checkout cannot be shown and what to do about it. */
function CheckoutNotLoaded({ checkout, onRetry }: { readonly checkout: CheckoutState; readonly onRetry: () => void }) {
  const { t } = useTranslation('widgets');
  if (checkout.state !== 'failed') return <p role="status">{t('checkout.loading')}</p>;
  // AP §7: paying and launching are for the signed-up owner (401).
  if (checkout.status === 401) {
    const here = `${window.location.pathname}${window.location.search}`;
    return (
      <p role="alert">
        {t('checkout.signInRequired')} <PageLink to={loginPathFor(here)}>{t('checkout.signIn')}</PageLink>
      </p>
    );
  }
  // OL §4: nothing to pay for before a budget is chosen (409).
  if (checkout.status === 409) {
    return (
      <p role="alert">
        {t('checkout.budgetMissing')}{' '}
        <PageLink to={new URL(BUDGET_ROUTE, window.location.href).pathname}>{t('checkout.toBudget')}</PageLink>
      </p>
    );
  }
  return (
    <p role="alert">
      {t('checkout.failed')}{' '}
      <button type="button" onClick={onRetry}>
        {t('checkout.tryAgain')}
      </button>
    </p>
  );
}

/** A link within the app: the router's where there is one (the wizard's page), else a plain one. */
function PageLink({ to, children }: { readonly to: string; readonly children: ReactNode }) {
  return useInRouterContext() ? <Link to={to}>{children}</Link> : <a href={to}>{children}</a>;
}

import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WalletActionRequest } from '../../../schemas/generated/index.ts';
import { ApiError } from '../../session/api-error.ts';
import { FormFooter } from '../../ui/form-fields.tsx';
import { ModalDialog } from '../../ui/modal-dialog.tsx';
import { AmountField, amountOf, useAmountForm } from './amount-field.tsx';
import { useIdempotencyKey } from './use-idempotency-key.ts';
import { useMoneyFormat } from './use-money-format.ts';
import { refund, type CurrencyCode, type WalletChange } from './wallet-api.ts';

interface RefundFormProps {
  readonly profileId: number;
  readonly currencyCode: CurrencyCode;
  readonly onRefunded: (change: WalletChange) => void;
}

/**
 * AP §3, §7 refund (walletAction 2): unspent funds back to the payment they came from, after a
 * yes/no question. The server says how much at most can go back when the amount is too large.
 */
export function RefundForm({ profileId, currencyCode, onRefunded }: RefundFormProps) {
  const { t } = useTranslation('money');
  const format = useMoneyFormat();
  const form = useAmountForm('api/wallet-action.schema.json');
  const idempotency = useIdempotencyKey();
  // The question's answer, awaited by the submission while the dialog is open.
  const answer = useRef<((yes: boolean) => void) | null>(null);
  const [asking, setAsking] = useState<number | null>(null);
  const ask = (amount: number) =>
    new Promise<boolean>((resolve) => {
      answer.current = resolve;
      setAsking(amount);
    });
  const reply = (yes: boolean) => {
    setAsking(null);
    answer.current?.(yes);
    answer.current = null;
  };
  const onSubmit = form.handleSubmit<WalletActionRequest & { idempotencyKey: string }>({
    body: (values) => {
      const amount = amountOf(values.amount);
      return { walletAction: 2, amount, idempotencyKey: idempotency.keyFor(String(amount)) };
    },
    send: async ({ amount, idempotencyKey }) => {
      if (!(await ask(amount))) return;
      let change: WalletChange;
      try {
        change = await refund(profileId, amount, idempotencyKey);
      } catch (error) {
        if (error instanceof ApiError) idempotency.settle();
        throw error;
      }
      idempotency.settle();
      // A refund the provider refused gave the money back: its reason is the answer.
      if (change.transaction.status === 'failed') {
        throw new ApiError(402, { message: change.transaction.failureReason ?? t('wallet.refund.failed') });
      }
      form.setValue('amount', '');
      onRefunded(change);
    },
  });
  return (
    <section aria-labelledby="refund-heading" className="mbs-8">
      <h2 id="refund-heading" className="text-[1.15rem]">
        {t('wallet.refund.heading')}
      </h2>
      <p>{t('wallet.refund.intro')}</p>
      <form noValidate onSubmit={onSubmit} className="max-inline-128">
        <AmountField form={form} label={t('wallet.refund.amount', { currency: currencyCode })} />
        <FormFooter form={form} submit={t('wallet.refund.submit')} secondary />
      </form>
      <ModalDialog
        open={asking !== null}
        onClose={() => {
          reply(false);
        }}
        labelledBy="refund-question"
        role="alertdialog"
      >
        <p id="refund-question" className="dialog-question">
          {t('wallet.refund.question', { amount: format.major(asking ?? 0, currencyCode) })}
        </p>
        <div className="dialog-actions">
          <button
            type="button"
            onClick={() => {
              reply(true);
            }}
          >
            {t('wallet.refund.yes')}
          </button>
          {/* The safe answer has the focus. */}
          <button
            type="button"
            data-autofocus
            onClick={() => {
              reply(false);
            }}
          >
            {t('wallet.refund.no')}
          </button>
        </div>
      </ModalDialog>
    </section>
  );
}

import { useTranslation } from 'react-i18next';
import { TextField } from '../../ui/form-fields.tsx';
import { useSchemaForm } from '../../ui/use-schema-form.ts';
import type { SchemaRef } from '../../ui/schema-check.ts';
import { parseAmount } from './money-format.ts';

/**
 * The amount of a request body, in major units. Text that is no amount goes to the schema check
 * as it is: its type rule flags the field (in the words of `wallet.amountInvalid`), and the check
 * stops the request before it is sent.
 */
export const amountOf = (text: string): number => parseAmount(text) ?? (text as unknown as number);

/** A form of one amount, checked against the request's schema (its amount rules: > 0, 2 decimals). */
export function useAmountForm(schemaRef: SchemaRef) {
  const { t } = useTranslation('money');
  return useSchemaForm(schemaRef, { amount: '' }, { ruleMessages: { amount: t('wallet.amountInvalid') } });
}

export type AmountForm = ReturnType<typeof useAmountForm>;

/** The amount input, in the currency's major units; `hint` says the minimum and what comes on top. */
export function AmountField({
  form,
  label,
  hint,
}: {
  readonly form: AmountForm;
  readonly label: string;
  readonly hint?: string;
}) {
  return (
    <TextField
      form={form}
      name="amount"
      label={label}
      inputMode="decimal"
      autoComplete="off"
      {...(hint === undefined ? {} : { hint })}
    />
  );
}

import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../ui/form-fields.tsx';
import { ModalDialog } from '../../ui/modal-dialog.tsx';
import { amountOf } from '../money/amount-field.tsx';
import { useSchemaForm } from '../../ui/use-schema-form.ts';
import { createStore, updateStore, type FranchiseStore } from './franchise-api.ts';

// Major units as the user typed them, for a store whose budget is shown in minor units.
const majorOf = (minor: number): string => (minor / 100).toFixed(2);

/** A new store and its budget, checked against the very schema the server checks (AP §3). */
export function NewStoreForm({
  profileId,
  currencyCode,
  onCreated,
}: {
  readonly profileId: number;
  readonly currencyCode: string;
  readonly onCreated: () => void;
}) {
  const { t } = useTranslation('franchise');
  const form = useSchemaForm(
    'api/franchise-store-create.schema.json',
    { name: '', cost: '' },
    { ruleMessages: { cost: t('form.costRule') } },
  );
  const onSubmit = form.handleSubmit({
    body: (values) => ({ name: values.name, cost: amountOf(values.cost) }),
    send: async (body) => {
      await createStore(profileId, body);
      form.setValue('name', '');
      form.setValue('cost', '');
      onCreated();
    },
  });
  return (
    <form className="franchise-store-form" noValidate onSubmit={onSubmit}>
      <h2>{t('form.heading')}</h2>
      <TextField form={form} name="name" label={t('form.name')} maxLength={100} autoComplete="off" />
      <TextField
        form={form}
        name="cost"
        label={t('form.cost', { currency: currencyCode })}
        hint={t('form.costHint')}
        inputMode="decimal"
        autoComplete="off"
      />
      {form.notice !== null && <p role="alert">{form.notice}</p>}
      <button type="submit" disabled={form.busy}>
        {t('form.save')}
      </button>
    </form>
  );
}

/** A store's new budget (decision 232): never below what its campaigns have taken, the server says so. */
export function EditBudgetDialog({
  profileId,
  currencyCode,
  store,
  onClose,
  onSaved,
}: {
  readonly profileId: number;
  readonly currencyCode: string;
  readonly store: FranchiseStore;
  readonly onClose: () => void;
  readonly onSaved: () => void;
}) {
  const { t } = useTranslation('franchise');
  const titleId = useId();
  const form = useSchemaForm(
    'api/franchise-store-update.schema.json',
    { cost: majorOf(store.cost) },
    { ruleMessages: { cost: t('form.costRule') } },
  );
  const onSubmit = form.handleSubmit({
    body: (values) => ({ cost: amountOf(values.cost) }),
    send: async (body) => {
      await updateStore(profileId, store.id, body);
      onSaved();
    },
  });
  return (
    <ModalDialog open onClose={onClose} labelledBy={titleId}>
      <form noValidate onSubmit={onSubmit}>
        <h2 id={titleId}>{t('edit.title', { name: store.name })}</h2>
        <TextField
          form={form}
          name="cost"
          label={t('form.cost', { currency: currencyCode })}
          hint={t('edit.hint')}
          inputMode="decimal"
          autoComplete="off"
          data-autofocus
        />
        {form.notice !== null && <p role="alert">{form.notice}</p>}
        <div className="dialog-actions">
          <button type="submit" disabled={form.busy}>
            {t('edit.save')}
          </button>
          <button type="button" onClick={onClose}>
            {t('edit.cancel')}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}

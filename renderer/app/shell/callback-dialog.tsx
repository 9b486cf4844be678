import { useEffect, useState } from 'react';
import { PhoneCall } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { CallbackRequestForm } from '../../../schemas/generated/index.ts';
import { useRootData } from '../../shell/root-loader.ts';
import { requestCallback } from '../../session/account-api.ts';
import { fetchUser } from '../../session/signed-in-user.ts';
import { DIAL_CODES, splitStoredPhone, storedPhone } from '../../ui/dial-codes.ts';
import { errorMessage } from '../../session/error-messages.ts';
import { FormFooter, PhoneFields } from '../../ui/form-fields.tsx';
import { ModalDialog } from '../../ui/modal-dialog.tsx';
import { PhoneVerification } from '../../ui/phone-verification.tsx';
import { saveUser } from '../../session/session-store.ts';
import { useSchemaForm } from '../../ui/use-schema-form.ts';
import type { AppData } from './app-data.ts';

// §2, §9: closing resets the dialog 1 s later (after it has gone from view).
const RESET_AFTER_MS = 1_000;

/** The header's "Request a callback" and its dialog (§2): the form, then the confirmation. */
export function CallbackButton({ data }: { readonly data: AppData }) {
  const { t } = useTranslation('account');
  const [open, setOpen] = useState(false);
  // What the dialog holds stays until the reset, then goes: opened again, it starts afresh.
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    if (open) return;
    const timer = setTimeout(() => {
      setMounted(false);
    }, RESET_AFTER_MS);
    return () => {
      clearTimeout(timer);
    };
  }, [open]);
  const close = () => {
    setOpen(false);
  };
  return (
    <>
      <button
        type="button"
        // On a phone a round icon button.
        className="gap-2 whitespace-nowrap max-md:min-w-11 max-md:border-transparent max-md:px-0 max-md:hover:bg-tint"
        onClick={() => {
          setMounted(true);
          setOpen(true);
        }}
      >
        <PhoneCall aria-hidden="true" size={20} className="md:hidden" />
        <span className="max-md:sr-only">{t('app:callback.open')}</span>
      </button>
      <ModalDialog open={open} onClose={close} labelledBy="callback-title">
        {mounted && <CallbackContent data={data} onClose={close} />}
      </ModalDialog>
    </>
  );
}

function CallbackContent({ data, onClose }: { readonly data: AppData; readonly onClose: () => void }) {
  const { t } = useTranslation('account');
  const { region } = useRootData();
  const [requested, setRequested] = useState<{ readonly isPhoneNumberSaved: boolean } | null>(null);
  const saved = splitStoredPhone(data.user.phoneNumber);
  const form = useSchemaForm('entities/callback-request-form.schema.json', {
    countryCode: saved?.dialCode ?? DIAL_CODES[region],
    phoneNumber: saved?.number ?? '',
  });
  const onSubmit = form.handleSubmit<CallbackRequestForm>({
    body: (values) => ({ countryCode: values.countryCode, phoneNumber: values.phoneNumber.trim() }),
    send: async ({ countryCode, phoneNumber }) => {
      const { isPhoneNumberSaved } = await requestCallback(data.profile.id, storedPhone(countryCode, phoneNumber));
      // §5: a user with no phone saved has this one saved with the request, unverified until the
      // code texted to it is entered below (decision 351).
      if (isPhoneNumberSaved) saveUser(await fetchUser(data.user.id));
      setRequested({ isPhoneNumberSaved });
    },
    messageOf: (error) => errorMessage(t, error),
    // The body's one `phone` is the form's number.
    fieldNames: { phone: 'phoneNumber' },
  });
  return (
    <>
      <h2 id="callback-title">{t('app:callback.title')}</h2>
      {requested !== null ? (
        <>
          <p role="status">{t('app:callback.done')}</p>
          {requested.isPhoneNumberSaved && <PhoneVerification autoFocus />}
          <div className="dialog-actions">
            {/* The form's button is gone: the focus goes to the one way on (or to the code). */}
            <button
              type="button"
              ref={(button) => {
                if (!requested.isPhoneNumberSaved) button?.focus();
              }}
              onClick={onClose}
            >
              {t('dialog.close')}
            </button>
          </div>
        </>
      ) : (
        <form noValidate onSubmit={onSubmit}>
          <p>{t('app:callback.intro')}</p>
          <PhoneFields form={form} label={t('fields.phoneNumber')} maxLength={15} />
          <div className="dialog-actions">
            <FormFooter form={form} submit={t('app:callback.submit')} />
            <button type="button" onClick={onClose}>
              {t('dialog.cancel')}
            </button>
          </div>
        </form>
      )}
    </>
  );
}

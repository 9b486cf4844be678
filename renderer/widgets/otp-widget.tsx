import { ariaDescribedByIds, type WidgetProps } from '@rjsf/utils';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../session/api-error.ts';
import { callApi } from '../wizard/api.ts';
import { stepFormContext } from '../wizard/form-context.ts';

/**
 * A six-digit one-time code (§5): digits only, and the browser may fill it from the SMS or e-mail.
 * With `ui:options.sendTo` (the sibling field holding the e-mail address) it also asks the server
 * to send the code (OL §7 sendOtp); with `ui:options.sendToAccount`, to the address of the account
 * made in the session (AP §2 store verification). The server checks it when the step is submitted.
 */
export function OtpWidget(props: WidgetProps) {
  const sendTo: unknown = props.options.sendTo;
  const sendToAccount = props.options.sendToAccount === true;
  return (
    <>
      <OtpInput {...props} />
      {(typeof sendTo === 'string' || sendToAccount) && (
        <SendCodeButton {...props} sendTo={typeof sendTo === 'string' ? sendTo : null} />
      )}
    </>
  );
}

function OtpInput({
  id,
  value,
  required,
  disabled,
  readonly,
  autofocus,
  rawErrors = [],
  onChange,
  onBlur,
  onFocus,
}: WidgetProps) {
  return (
    <input
      id={id}
      name={id}
      type="text"
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={6}
      value={typeof value === 'string' ? value : ''}
      required={required}
      disabled={disabled === true || readonly === true}
      autoFocus={autofocus}
      // A wrong code is said beside the field (AP §8 57) and read with it.
      aria-invalid={rawErrors.length > 0}
      aria-describedby={ariaDescribedByIds(id)}
      onChange={(event) => {
        const digits = event.target.value.replace(/\D/g, '').slice(0, 6);
        onChange(digits === '' ? undefined : digits);
      }}
      onBlur={(event) => {
        onBlur(id, event.target.value);
      }}
      onFocus={(event) => {
        onFocus(id, event.target.value);
      }}
    />
  );
}

type SendState =
  { kind: 'idle' } | { kind: 'sending' } | { kind: 'sent'; address: string } | { kind: 'failed'; message: string };

/** Sends the code to the sibling field's address, or (`sendTo` null) to the session's account. */
function SendCodeButton({ registry, sendTo, id }: WidgetProps & { sendTo: string | null }) {
  const { t } = useTranslation('widgets');
  const { sessionId, formData } = stepFormContext(registry);
  const [state, setState] = useState<SendState>({ kind: 'idle' });
  const address = sendTo === null ? null : formData[sendTo];

  async function send(): Promise<void> {
    if (sessionId === null || (sendTo !== null && (typeof address !== 'string' || address === ''))) {
      setState({ kind: 'failed', message: t('otp.needAddress') });
      return;
    }
    setState({ kind: 'sending' });
    try {
      if (typeof address === 'string') {
        await callApi({
          method: 'POST',
          path: '/sessions/{sessionId}/sendOtp',
          params: { sessionId },
          body: { emailAddress: address },
        });
        setState({ kind: 'sent', address });
        return;
      }
      const sent = await callApi({
        method: 'POST',
        path: '/sessions/{sessionId}/verificationCode',
        params: { sessionId },
        body: {},
      });
      setState({ kind: 'sent', address: sent.emailAddress });
    } catch (error) {
      // The server's words (800 already sent, 801 locked, an invalid address) say what to do.
      const fieldMessage = error instanceof ApiError ? error.fields[0]?.message : undefined;
      setState({ kind: 'failed', message: fieldMessage ?? (error instanceof Error ? error.message : String(error)) });
    }
  }

  return (
    <div className="otp-send">
      <button
        type="button"
        className="button-secondary"
        disabled={state.kind === 'sending'}
        onClick={() => void send()}
      >
        {state.kind === 'sent' ? t('otp.resend') : t('otp.send')}
      </button>
      <p id={`${id}-send-status`} role="status" className={state.kind === 'failed' ? 'field-error' : 'field-hint'}>
        {state.kind === 'sent' && t('otp.sent', { address: state.address })}
        {state.kind === 'failed' && state.message}
      </p>
    </div>
  );
}

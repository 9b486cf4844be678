import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, SessionEndedError, UnknownApiError } from '../../session/api-error.ts';
import { useCallFailure } from '../../session/session-hooks.ts';

/**
 * What a failed payment action says beside its button: a known refusal in the server's words (a
 * declined card, a refund too large; the server writes them for the payer), a provider's script
 * that would not load in ours; null when the session ended (login) or the toast has said it.
 */
export function useFailureMessage(): (error: unknown) => string | null {
  const { t } = useTranslation('money');
  const onFailure = useCallFailure();
  return useCallback(
    (error: unknown) => {
      if (error instanceof ApiError) return error.message;
      if (error instanceof SessionEndedError || error instanceof UnknownApiError) {
        onFailure(error);
        return null;
      }
      // loadScript, or a provider's script that did not define its global.
      console.error(error);
      return t('wallet.providerUnavailable');
    },
    [onFailure, t],
  );
}

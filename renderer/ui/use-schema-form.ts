import { useCallback, useEffect, useId, useState, type SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { REQUIRED_MESSAGE } from '../../engine/index.ts';
import { ApiError, SessionEndedError, UnknownApiError, type FieldError } from '../session/api-error.ts';
import { unknownFailure } from '../session/auth-client.ts';
import { serverMessage } from '../session/error-messages.ts';
import { schemaCheck, type SchemaCheck, type SchemaRef } from './schema-check.ts';

type Values = Record<string, string | boolean>;

/** What a form sends, and what a known error of the server makes it say. */
export interface Submission<V extends Values, B> {
  /** The request body made of the form's values; the schema checks this. */
  readonly body: (values: V) => B;
  /** Rules the schema cannot say (a confirmation that must match): more field errors. */
  readonly alsoCheck?: (values: V) => readonly FieldError[];
  readonly send: (body: B) => Promise<void>;
  /** The words for a known error of the server (§8); the server's message without it. */
  readonly messageOf?: (error: ApiError) => string;
  /** The field a known error is about (a weak password): shown beside it, not under the form. */
  readonly fieldOf?: (error: ApiError) => (keyof V & string) | null;
  /** The form's field for a body property named otherwise (the callback's `phone`: its number). */
  readonly fieldNames?: Readonly<Record<string, keyof V & string>>;
}

export interface SchemaFormOptions<V extends Values> {
  /**
   * A field's rule in words, for when the schema's own message would only say "Please check this
   * value" (a password's pattern). A missing value still says the required message.
   */
  readonly ruleMessages?: Readonly<Partial<Record<keyof V & string, string>>>;
}

export interface SchemaForm<V extends Values> {
  readonly values: V;
  /** Field errors by field name (the body's property). */
  readonly errors: Readonly<Partial<Record<keyof V & string, string>>>;
  /** An error about the whole form (role="alert" beside the submit button). */
  readonly notice: string | null;
  readonly busy: boolean;
  /** The input id of a field: labels and focus use it. */
  idOf(name: keyof V & string): string;
  setValue<K extends keyof V & string>(name: K, value: V[K]): void;
  setNotice(notice: string | null): void;
  /** A submit handler: checks against the schema, then sends, then shows what the server said. */
  handleSubmit<B>(submission: Submission<V, B>): (event: SubmitEvent<HTMLFormElement>) => void;
}

const fieldOf = (path: string): string => path.split('/')[1] ?? '';

/**
 * A plain form whose client-side rules are the schema's (`schemaRef`, the body the server
 * checks): the engine's messages beside each field, the first field in error focused.
 */
export function useSchemaForm<V extends Values>(
  schemaRef: SchemaRef,
  initial: V,
  options: SchemaFormOptions<V> = {},
): SchemaForm<V> {
  const ruleMessages: Partial<Record<string, string>> = options.ruleMessages ?? {};
  const formId = useId();
  const navigate = useNavigate();
  const { t } = useTranslation('account');
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // Loaded while the user types, so that the first submit need not wait for it.
  useEffect(() => {
    schemaCheck(schemaRef).catch(() => undefined);
  }, [schemaRef]);

  const idOf = useCallback((name: string) => `${formId}-${name}`, [formId]);

  const inWords = (error: FieldError): FieldError => {
    const rule = ruleMessages[fieldOf(error.path)];
    return rule === undefined || error.message === REQUIRED_MESSAGE ? error : { ...error, message: rule };
  };

  const show = (fieldErrors: readonly FieldError[], fieldNames: Readonly<Record<string, string>> = {}) => {
    const nameOf = (path: string) => fieldNames[fieldOf(path)] ?? fieldOf(path);
    const byField: Partial<Record<string, string>> = {};
    for (const { path, message } of fieldErrors) byField[nameOf(path)] ??= message;
    setErrors(byField);
    const formFields = Object.keys(values);
    const first = formFields.find((name) => byField[name] !== undefined);
    if (first !== undefined) document.getElementById(idOf(first))?.focus();
    // An error about no field of this form (a value it does not show) is the form's.
    const other = fieldErrors.find((error) => !formFields.includes(nameOf(error.path)));
    setNotice(other?.message ?? null);
  };

  const handleSubmit =
    <B>(submission: Submission<V, B>) =>
    (event: SubmitEvent<HTMLFormElement>) => {
      event.preventDefault();
      if (busy) return;
      const body = submission.body(values);
      setBusy(true);
      void (async () => {
        try {
          // The schema failing to load is no reason not to send: the server checks it too.
          const check: SchemaCheck = await schemaCheck(schemaRef).catch(() => () => []);
          const found = [...check(body).map(inWords), ...(submission.alsoCheck?.(values) ?? [])];
          if (found.length > 0) {
            show(found);
            return;
          }
          setErrors({});
          setNotice(null);
          await submission.send(body);
        } catch (error) {
          if (error instanceof SessionEndedError) void navigate(error.loginPath, { replace: true });
          else if (error instanceof ApiError && (error.body.fields?.length ?? 0) > 0) {
            show(error.body.fields ?? [], submission.fieldNames);
          } else if (error instanceof ApiError) {
            const message = submission.messageOf?.(error) ?? serverMessage(t, error);
            const field = submission.fieldOf?.(error) ?? null;
            if (field === null) setNotice(message);
            else show([{ path: `/${field}`, message }]);
          }
          // An unknown failure has had its toast; anything else is one too (§8).
          else if (!(error instanceof UnknownApiError)) unknownFailure(error);
        } finally {
          setBusy(false);
        }
      })();
    };

  return {
    values,
    errors: errors as SchemaForm<V>['errors'],
    notice,
    busy,
    idOf,
    setValue: (name, value) => {
      setValues((current) => ({ ...current, [name]: value }));
      // The field changed: what was wrong with it may be no longer.
      setErrors((current) => (current[name] === undefined ? current : { ...current, [name]: undefined }));
    },
    setNotice,
    handleSubmit,
  };
}

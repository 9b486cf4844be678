import { useCallback, useEffect, useId, useRef, useState, type SubmitEvent } from 'react';
import { useForm, type FieldErrors, type Resolver, type UseFormRegisterReturn } from 'react-hook-form';
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
  /** The values as they are now (read when needed: typing does not redraw the form). */
  getValues(): V;
  /** An input's binding (name, value, change): the form holds what is typed. */
  register(name: keyof V & string): UseFormRegisterReturn;
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

/** The submission a form was last given: its body and extra rules are what the schema checks. */
type AnySubmission<V extends Values> = Pick<Submission<V, unknown>, 'body' | 'alsoCheck'>;

/**
 * A plain form on react-hook-form whose client-side rules are the schema's (`schemaRef`, the body
 * the server checks, as react-hook-form's resolver): the engine's messages beside each field, the
 * first field in error focused, a field's error gone once it is changed.
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
  const submission = useRef<AnySubmission<V> | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  // Loaded while the user types, so that the first submit need not wait for it.
  useEffect(() => {
    schemaCheck(schemaRef).catch(() => undefined);
  }, [schemaRef]);

  const inWords = (error: FieldError): FieldError => {
    const rule = ruleMessages[fieldOf(error.path)];
    return rule === undefined || error.message === REQUIRED_MESSAGE ? error : { ...error, message: rule };
  };

  // The schema's errors of the body the submission makes of the values, by field.
  const resolver: Resolver = async (values) => {
    const current = submission.current;
    if (current === null) return { values, errors: {} };
    const formValues = values as V;
    // The schema failing to load is no reason not to send: the server checks it too.
    const check: SchemaCheck = await schemaCheck(schemaRef).catch(() => () => []);
    const found = [...check(current.body(formValues)).map(inWords), ...(current.alsoCheck?.(formValues) ?? [])];
    return found.length === 0 ? { values, errors: {} } : { values: {}, errors: byField(found) };
  };

  const form = useForm({
    defaultValues: initial,
    resolver,
    // Checked on submit only; a changed field's error goes as it changes (register, below).
    reValidateMode: 'onSubmit',
    // Focus follows the form's own order of fields (below), not the order they registered in.
    shouldFocusError: false,
  });
  const { errors } = form.formState;
  const busy = form.formState.isSubmitting;

  const idOf = useCallback((name: string) => `${formId}-${name}`, [formId]);

  /** Shows field errors beside their fields (the first focused) and any other as the form's. */
  const show = (fieldErrors: readonly FieldError[], fieldNames: Readonly<Record<string, string>> = {}) => {
    const nameOf = (path: string) => fieldNames[fieldOf(path)] ?? fieldOf(path);
    const formFields = Object.keys(initial);
    const byName: Partial<Record<string, string>> = {};
    for (const { path, message } of fieldErrors) byName[nameOf(path)] ??= message;
    for (const name of formFields) {
      const message = byName[name];
      if (message !== undefined) form.setError(name, { type: 'schema', message });
    }
    focusFirst(formFields.filter((name) => byName[name] !== undefined));
    // An error about no field of this form (a value it does not show) is the form's.
    const other = fieldErrors.find((error) => !formFields.includes(nameOf(error.path)));
    setNotice(other?.message ?? null);
  };

  const focusFirst = (names: readonly string[]) => {
    const first = Object.keys(initial).find((name) => names.includes(name));
    if (first !== undefined) document.getElementById(idOf(first))?.focus();
  };

  const handleSubmit =
    <B>(given: Submission<V, B>) =>
    (event: SubmitEvent<HTMLFormElement>) => {
      submission.current = given;
      if (busy) {
        event.preventDefault();
        return;
      }
      const onValid = async (values: Values) => {
        setNotice(null);
        try {
          await given.send(given.body(values as V));
        } catch (error) {
          if (error instanceof SessionEndedError) void navigate(error.loginPath, { replace: true });
          else if (error instanceof ApiError && (error.body.fields?.length ?? 0) > 0) {
            show(error.body.fields ?? [], given.fieldNames);
          } else if (error instanceof ApiError) {
            const message = given.messageOf?.(error) ?? serverMessage(t, error);
            const field = given.fieldOf?.(error) ?? null;
            if (field === null) setNotice(message);
            else show([{ path: `/${field}`, message }]);
          }
          // An unknown failure has had its toast; anything else is one too (§8).
          else if (!(error instanceof UnknownApiError)) unknownFailure(error);
        }
      };
      const onInvalid = (found: FieldErrors<Values>) => {
        const other = found[NOTICE];
        setNotice(typeof other?.message === 'string' ? other.message : null);
        focusFirst(Object.keys(found));
      };
      void form.handleSubmit(onValid, onInvalid)(event);
    };

  return {
    getValues: () => form.getValues() as V,
    register: (name) => {
      const binding = form.register(name);
      return {
        ...binding,
        onChange: (event) => {
          // The field changed: what was wrong with it may be no longer.
          form.clearErrors(name);
          return binding.onChange(event);
        },
      };
    },
    errors: Object.fromEntries(
      Object.entries(errors).flatMap(([name, error]) =>
        typeof error?.message === 'string' && name !== NOTICE ? [[name, error.message]] : [],
      ),
    ) as SchemaForm<V>['errors'],
    notice,
    busy,
    idOf,
    setValue: (name: string, value: Values[string]) => {
      form.setValue(name, value);
      // The field changed: what was wrong with it may be no longer.
      form.clearErrors(name);
    },
    setNotice,
    handleSubmit,
  };

  /** The schema's errors as react-hook-form keeps them: the first of each field, the rest the form's. */
  function byField(found: readonly FieldError[]): FieldErrors<Values> {
    const result: FieldErrors<Values> = {};
    const formFields = Object.keys(initial);
    for (const { path, message } of found) {
      const name = formFields.includes(fieldOf(path)) ? fieldOf(path) : NOTICE;
      result[name] ??= { type: 'schema', message };
    }
    return result;
  }
}

/** Where the resolver puts an error about no field of the form: the notice beside the submit button. */
const NOTICE = 'root';

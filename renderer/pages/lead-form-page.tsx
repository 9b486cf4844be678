import Form from '@rjsf/core';
import type { ErrorSchema, RJSFSchema, UiSchema } from '@rjsf/utils';
import type { TFunction } from 'i18next';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { LeadSubmission } from '../../schemas/generated/api/lead-submission.ts';
import { ApiError } from '../session/api-error.ts';
import { fetchLeadForm, submitLead, type PublicLeadForm } from '../app/leads/leads-api.ts';
import '../app/app-texts.ts';
import { useCallFailure } from '../session/session-hooks.ts';
import { usePageTitle } from '../shell/page-title.ts';
import { fullValidator } from '../wizard/full-validator.ts';
import { templates } from '../wizard/templates.tsx';
import { toErrorSchema, transformErrors } from '../wizard/validator.ts';
import { FORM_ACTIONS } from '../wizard/class-names.ts';

type Loaded = { state: 'loading' } | { state: 'missing' } | { state: 'loaded'; form: PublicLeadForm };
type Json = Record<string, unknown>;

const AUTOCOMPLETE: Readonly<Record<string, UiSchema>> = {
  name: { 'ui:autocomplete': 'name' },
  email: { 'ui:autocomplete': 'email', 'ui:inputType': 'email' },
  phone: { 'ui:autocomplete': 'tel', 'ui:inputType': 'tel' },
  serviceNeeded: {},
  city: { 'ui:autocomplete': 'address-level2' },
};

/**
 * /lead/{campaignId}: a campaign's public lead form (OL §3 lead form, §5 privacy policy, §9 offer
 * texts), drawn by RJSF from the schema the server answers for this form and checked against it
 * before sending; then the form's completion title and description.
 */
export function Component() {
  const { t } = useTranslation('leads');
  const { campaignId = '' } = useParams();
  const onFailure = useCallFailure();
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  useEffect(() => {
    let current = true;
    fetchLeadForm(campaignId).then(
      (form) => {
        if (current) setLoaded({ state: 'loaded', form });
      },
      (error: unknown) => {
        if (!current) return;
        if (!(error instanceof ApiError)) onFailure(error);
        setLoaded({ state: 'missing' });
      },
    );
    return () => {
      current = false;
    };
  }, [campaignId, onFailure]);
  usePageTitle(loaded.state === 'loaded' ? loaded.form.formTitle : null);
  return (
    <main className="page mx-auto max-inline-[36rem] p-4">
      {loaded.state === 'loading' && <p aria-busy="true">{t('form.loading')}</p>}
      {loaded.state === 'missing' && <h1>{t('form.notAvailable')}</h1>}
      {loaded.state === 'loaded' && <LeadFormView campaignId={campaignId} form={loaded.form} />}
    </main>
  );
}

function LeadFormView({ campaignId, form }: { readonly campaignId: string; readonly form: PublicLeadForm }) {
  const { t } = useTranslation('leads');
  const widgets = useTranslation('widgets');
  const onFailure = useCallFailure();
  const [data, setData] = useState<Json>({});
  const [honeypot, setHoneypot] = useState('');
  const [serverErrors, setServerErrors] = useState<ErrorSchema | undefined>();
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const schema = useMemo(() => shownSchema(form.schema, t, widgets.t), [form.schema, t, widgets.t]);
  const uiSchema = useMemo(() => uiSchemaOf(schema, t), [schema, t]);
  if (done) {
    return (
      <section aria-live="polite">
        <h1>{form.completionTitle}</h1>
        {form.completionDescription !== '' && <p>{form.completionDescription}</p>}
      </section>
    );
  }
  const send = (answers: Json) => {
    setBusy(true);
    setNotice(null);
    const body = { ...answers, ...(honeypot === '' ? {} : { website: honeypot }) } as unknown as LeadSubmission;
    submitLead(campaignId, body)
      .then(() => {
        setDone(true);
      })
      .catch((error: unknown) => {
        if (error instanceof ApiError && (error.body.fields?.length ?? 0) > 0) {
          setServerErrors(toErrorSchema(error.body.fields ?? []));
        } else if (error instanceof ApiError) setNotice(error.message);
        else onFailure(error);
      })
      .finally(() => {
        setBusy(false);
      });
  };
  return (
    <>
      <h1>{form.formTitle}</h1>
      <p className="lead-form-offer">{t(form.hasOffer ? 'form.offer' : 'form.knowMore')}</p>
      {form.formDescription !== '' && <p>{form.formDescription}</p>}
      <Form
        schema={schema}
        uiSchema={uiSchema}
        templates={templates}
        validator={fullValidator}
        formData={data}
        onChange={(event) => {
          setData((event.formData ?? {}) as Json);
        }}
        onSubmit={(event) => {
          send((event.formData ?? {}) as Json);
        }}
        transformErrors={transformErrors}
        extraErrors={serverErrors}
        // Accepting the privacy policy is the visitor's answer (OL §5), never a default.
        experimental_defaultFormStateBehavior={{ constAsDefaults: 'never' }}
        showErrorList={false}
        noHtml5Validate
        disabled={busy}
      >
        <p>
          <a href={form.privacyPolicyUrl} target="_blank" rel="noopener noreferrer">
            {t('form.privacyPolicy', { business: form.businessName })}
          </a>
        </p>
        {/* A field no person sees or fills in; a robot that fills it is answered but not stored. */}
        <div className="hidden" aria-hidden="true">
          <label>
            {t('form.honeypot')}
            <input
              type="text"
              name="website"
              tabIndex={-1}
              autoComplete="off"
              value={honeypot}
              onChange={(event) => {
                setHoneypot(event.target.value);
              }}
            />
          </label>
        </div>
        {notice !== null && (
          <p role="alert" className="form-notice">
            {notice}
          </p>
        )}
        <div className={FORM_ACTIONS}>
          <button type="submit" disabled={busy}>
            {t('form.submit')}
          </button>
        </div>
      </Form>
    </>
  );
}

/** The server's schema in the visitor's language: each field's label, each consent in words. */
function shownSchema(schema: Json, t: TFunction<'leads'>, widgetsT: TFunction<'widgets'>): RJSFSchema {
  const properties = (schema.properties ?? {}) as Record<string, Json>;
  const shown = Object.fromEntries(
    Object.entries(properties).map(([name, property]) => {
      const title = t(`form.fields.${name}` as 'form.fields.name');
      if (name === 'privacyPolicyAccepted') return [name, { ...property, type: 'boolean', title }];
      if (name !== 'consents') return [name, { ...property, title }];
      const items = property.items as { oneOf: { const: number; title: string }[] };
      const oneOf = items.oneOf.map((option) => ({
        ...option,
        title: widgetsT(`leadForm.choices.${option.title}` as 'leadForm.choices.newsletter', {
          defaultValue: option.title,
        }),
      }));
      return [name, { ...property, title, items: { ...items, oneOf } }];
    }),
  );
  return { ...schema, properties: shown };
}

function uiSchemaOf(schema: RJSFSchema, t: TFunction<'leads'>): UiSchema {
  const fields = Object.keys(schema.properties ?? {});
  return {
    'ui:order': fields,
    ...Object.fromEntries(fields.map((name) => [name, AUTOCOMPLETE[name] ?? {}])),
    phone: { ...AUTOCOMPLETE.phone, 'ui:description': t('form.phoneHelp') },
    consents: { 'ui:widget': 'checkboxes' },
  };
}

import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Form from '@rjsf/core';
import { createSchemaUtils, type RJSFSchema, type UiSchema, type ValidatorType } from '@rjsf/utils';
import type { ValidatorFunctions } from '@rjsf/validator-ajv8';
import i18next, { type Resource, type ResourceKey, type TFunction } from 'i18next';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadProject } from '../../engine/index.ts';
import { hiddenFields } from '../../renderer/wizard/conditional-fields.ts';
import { englishCounterpart, validatorInEnglish } from '../../renderer/wizard/english-schema-validator.ts';
import { fieldsCatalogue, stepTextsName, withFieldTexts, type TextPath } from '../../renderer/wizard/field-labels.ts';
import { PrecompiledStepValidator } from '../../renderer/wizard/precompiled-step-validator.ts';
import { schemaFingerprint, shownSchema } from '../../renderer/wizard/shown-schema.ts';
import { stepModule, stepSchemas } from '../../scripts/vite-step-validators.ts';
import { inlineRefs } from '../../server/modules/step-definitions/inline-refs.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** Says each text as `[path] text`, so that a test sees which path each text was asked at. */
const tagged = (path: TextPath, english: string) => `[${path.join('.')}] ${english}`;

// One schema with a text in every place the renderer translates, and in each it leaves alone.
const schema: RJSFSchema = {
  title: 'SampleStep',
  description: 'A note for developers',
  type: 'object',
  properties: {
    email: { title: 'E-mail address', description: 'RFC 5322', type: 'string' },
    accepted: { title: 'I accept the terms', const: true },
    objective: { title: 'Objective', oneOf: [{ const: 'calls', title: 'calls' }] },
    address: { title: 'Address', type: 'object', properties: { city: { title: 'City', type: 'string' } } },
    hours: { title: 'Opening hours', type: 'array', items: { title: 'OpeningHours', type: 'object' } },
  },
  allOf: [
    {
      title: 'SampleRules',
      if: { title: 'Calls', properties: { objective: { const: 'calls' } } },
      then: { properties: { email: { title: 'E-mail for calls' } } },
    },
  ],
  $defs: { unused: { title: 'Unused' } },
  errorMessage: { required: { email: 'Please enter an e-mail address' } },
};

const uiSchema: UiSchema = {
  'ui:order': ['email', '*'],
  email: { 'ui:placeholder': 'you@example.com', 'ui:help': 'We never share it', 'ui:widget': 'email' },
  address: { city: { 'ui:description': 'Where you trade' } },
  hours: { items: { 'ui:title': 'Day' }, 'ui:options': { orderable: false } },
};

describe('withFieldTexts: the texts users see, each at its path', () => {
  const { schema: said, uiSchema: saidUi } = withFieldTexts(schema, uiSchema, tagged);
  const properties = said.properties as Record<string, RJSFSchema>;

  it.each([
    ['a field, by its name', properties.email?.title, '[email.title] E-mail address'],
    ['a field whose value is fixed (a box to tick)', properties.accepted?.title, '[accepted.title] I accept the terms'],
    ['a field of a field', (properties.address?.properties?.city as RJSFSchema).title, '[address.city.title] City'],
    ["a list's item", (properties.hours?.items as RJSFSchema).title, '[hours.items.title] OpeningHours'],
    [
      'a field of a branch merged in',
      ((said.allOf?.[0] as RJSFSchema).then as { properties: { email: RJSFSchema } }).properties.email.title,
      '[allOf.0.then.email.title] E-mail for calls',
    ],
    ['a placeholder', (saidUi.email as UiSchema)['ui:placeholder'], '[email.ui:placeholder] you@example.com'],
    ['a help text', (saidUi.email as UiSchema)['ui:help'], '[email.ui:help] We never share it'],
    [
      "a uiSchema's description",
      ((saidUi.address as UiSchema).city as UiSchema)['ui:description'],
      '[address.city.ui:description] Where you trade',
    ],
    [
      "a list item's uiSchema title",
      ((saidUi.hours as UiSchema).items as UiSchema)['ui:title'],
      '[hours.items.ui:title] Day',
    ],
  ])('said: %s', (_rule, found, expected) => {
    expect(found).toBe(expected);
  });

  it.each([
    ["the step's own title (the heading names the step)", said.title, 'SampleStep'],
    ["a part merged into the step's", (said.allOf?.[0] as RJSFSchema).title, 'SampleRules'],
    ["a condition's (never drawn)", ((said.allOf?.[0] as RJSFSchema).if as RJSFSchema).title, 'Calls'],
    ["a choice's (its enum name: option-labels.ts)", (properties.objective?.oneOf?.[0] as RJSFSchema).title, 'calls'],
    ["a definition's (drawn where it is inlined)", (said.$defs?.unused as RJSFSchema).title, 'Unused'],
    ["a schema's description (a developer's note)", properties.email?.description, 'RFC 5322'],
    ['the step description', said.description, 'A note for developers'],
  ])('left alone: %s', (_rule, found, expected) => {
    expect(found).toBe(expected);
  });

  it('leaves validation messages, widgets and options as they are, and the inputs untouched', () => {
    expect(said.errorMessage).toEqual(schema.errorMessage);
    expect((saidUi.email as UiSchema)['ui:widget']).toBe('email');
    expect((saidUi.hours as UiSchema)['ui:options']).toEqual({ orderable: false });
    expect(saidUi['ui:order']).toEqual(['email', '*']);
    expect(properties.email?.title).not.toBe((schema.properties?.email as RJSFSchema).title);
    expect((schema.properties?.email as RJSFSchema).title).toBe('E-mail address');
  });
});

describe('fieldsCatalogue: the texts of locales/<lng>/fields.json', () => {
  const i18n = i18next.createInstance();
  beforeAll(async () => {
    await i18n.init({
      lng: 'fr',
      fallbackLng: 'en',
      resources: {
        en: { fields: { 'email-signup': { emailAddress: { title: 'E-mail address' } } } },
        fr: { fields: { 'email-signup': { emailAddress: { 'ui:placeholder': 'vous@exemple.fr' } } } },
      },
    });
  });

  it.each([
    ['steps/email-signup.schema.json', 'email-signup'],
    ['steps/business-details-v2.schema.json', 'business-details-v2'],
  ])('a step is filed under its schema file name: %s', (schemaRef, name) => {
    expect(stepTextsName(schemaRef)).toBe(name);
  });

  it.each([
    ['the language has the text', ['emailAddress', 'ui:placeholder'], 'you@example.com', 'vous@exemple.fr'],
    ['only English has it', ['emailAddress', 'title'], 'E-mail address', 'E-mail address'],
    ['no catalogue has it: the schema says it', ['otp', 'title'], 'Verification code', 'Verification code'],
  ])('%s', (_rule, path, english, expected) => {
    expect(fieldsCatalogue('steps/email-signup.schema.json', i18n.t)(path, english)).toBe(expected);
  });
});

interface Language {
  readonly code: string;
  readonly tag: string;
}

const languages = JSON.parse(await readFile(join(ROOT, 'locales/languages.json'), 'utf8')) as Language[];
const others = languages.filter((language) => language.code !== 'en');

/** i18next with the renderer's namespaces of every language, as renderer/i18n.ts has them. */
async function everyLanguage(): Promise<typeof i18next> {
  const i18n = i18next.createInstance();
  const resources: Resource = {};
  for (const { code, tag } of languages) {
    const files = (await readdir(join(ROOT, 'locales', code))).filter((file) => file.endsWith('.json'));
    resources[tag] = Object.fromEntries(
      await Promise.all(
        files.map(async (file) => [
          file.slice(0, -'.json'.length),
          JSON.parse(await readFile(join(ROOT, 'locales', code, file), 'utf8')) as ResourceKey,
        ]),
      ),
    );
  }
  await i18n.init({ lng: 'en', fallbackLng: 'en', resources, interpolation: { escapeValue: false } });
  return i18n;
}

const project = await loadProject(ROOT);
const i18n = await everyLanguage();
// The schemas the build precompiled validators for: the server's, choices labelled in English.
const english = await stepSchemas(ROOT);
const refs = [...english.keys()];

/** The step as StepForm draws it in the language of `t`. */
function translatedStep(ref: string, t: TFunction) {
  const ui = project.uiSchema(ref.replace(/\.schema\.json$/, '.ui.json')) as UiSchema;
  return withFieldTexts(shownSchema(inlineRefs(project, ref), t), ui, fieldsCatalogue(ref, t));
}

const cases = refs.flatMap((ref) => others.map((language) => ({ ref, code: language.code, tag: language.tag })));

describe('every step in every language', () => {
  it.each(cases)('$ref in $code: every text it looks up is in the catalogue', ({ ref, tag }) => {
    const missing: string[] = [];
    const ui = project.uiSchema(ref.replace(/\.schema\.json$/, '.ui.json')) as UiSchema;
    withFieldTexts(inlineRefs(project, ref), ui, (path, text) => {
      const key = [stepTextsName(ref), ...path].join('.');
      if (!i18n.exists(key, { lng: tag, fallbackLng: false, ns: 'fields', nsSeparator: false })) missing.push(key);
      return text;
    });
    expect(missing).toEqual([]);
  });

  // Validators are picked by the English schema's fingerprint and asked about its parts by their
  // hash: each part of the translated schema, and any copy of one, must read as the English one.
  it.each(cases)('$ref in $code: reads as the English schema the build compiled', ({ ref, tag }) => {
    const source = english.get(ref) ?? {};
    const translated = translatedStep(ref, i18n.getFixedT(tag)).schema;
    const toEnglish = englishCounterpart(source, translated);
    expect(toEnglish(translated)).toBe(source);
    const copy = structuredClone(translated);
    expect(schemaFingerprint(toEnglish(copy))).toBe(schemaFingerprint(source));
    expect(toEnglish(copy)).toEqual(source);
  });
});

describe('a translated step keeps its precompiled validator', () => {
  const compiled = new Map<string, ValidatorFunctions>();
  let outDir: string;

  // The modules as the build makes them (tests/renderer/step-validators.test.ts does the same).
  beforeAll(async () => {
    await mkdir(join(ROOT, 'node_modules/.cache'), { recursive: true });
    outDir = await mkdtemp(join(ROOT, 'node_modules/.cache/translated-validators-'));
    for (const [ref, source] of english) {
      const file = join(outDir, `${ref.replaceAll('/', '_')}.js`);
      await writeFile(file, stepModule(source));
      compiled.set(ref, ((await import(file)) as { validateFns: ValidatorFunctions }).validateFns);
    }
  }, 60_000);

  afterAll(async () => {
    await rm(outDir, { recursive: true, force: true });
  });

  it.each(cases)('$ref in $code: drawn and checked without the full validator', ({ ref, tag }) => {
    const source = english.get(ref) ?? {};
    const validateFns = compiled.get(ref);
    if (validateFns === undefined) throw new Error(`${ref} was not compiled`);
    const precompiled = new PrecompiledStepValidator(validateFns, source, () => {
      throw new Error(`${ref}: asked about a schema that was not precompiled`);
    });
    const translated = translatedStep(ref, i18n.getFixedT(tag)).schema;
    const validator: ValidatorType = validatorInEnglish(precompiled, source, translated);
    const utils = createSchemaUtils(validator, translated);
    for (const data of [{}, ...((translated.examples ?? []) as unknown[])]) {
      utils.getDefaultFormState(translated, data);
      utils.retrieveSchema(translated, data);
      hiddenFields(translated, data, (condition, value) => validator.isValid(condition, value ?? {}, translated));
      validator.validateFormData(data, translated);
      // Without the uiSchema: its widgets are the browser's (step-validators.test.ts does the same).
      renderToString(createElement(Form, { schema: translated, validator, formData: data, liveValidate: true }));
    }
  });
});

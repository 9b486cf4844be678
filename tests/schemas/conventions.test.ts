import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

type Json = Record<string, unknown>;

const SCHEMAS = fileURLToPath(new URL('../../schemas/', import.meta.url));
const readJson = async (ref: string) => JSON.parse(await readFile(join(SCHEMAS, ref), 'utf8')) as Json;
const list = async (dir: string, suffix: string) =>
  (await readdir(join(SCHEMAS, dir))).filter((name) => name.endsWith(suffix)).map((name) => `${dir}/${name}`);

const schemaRefs = (
  await Promise.all(['api', 'enums', 'entities', 'steps'].map((dir) => list(dir, '.schema.json')))
).flat();
const stepRefs = schemaRefs.filter((ref) => ref.startsWith('steps/'));
const enumRefs = schemaRefs.filter((ref) => ref.startsWith('enums/'));

// RJSF's own widgets, and the renderer's custom ones.
const WIDGETS = new Set([
  ...['radio', 'select', 'checkbox', 'checkboxes', 'hidden', 'textarea', 'password', 'date'],
  ...['phone', 'otp', 'chips', 'genderCards', 'objectiveCards', 'offerType', 'radius', 'locationSearch'],
  ...['openingHours', 'colour', 'imageUpload', 'creativePreview', 'adCopy', 'leadForm', 'budgetPlans'],
  ...['channelCards', 'keywordChips', 'interestSearch', 'callToAction', 'calendarDate', 'currency', 'timeZone'],
]);

describe('schema conventions', () => {
  it.each(schemaRefs)('%s: draft 2020-12, $id from its path, a title and a description', async (ref) => {
    const schema = await readJson(ref);
    expect(schema.$schema).toBe('https://json-schema.org/draft/2020-12/schema');
    expect(schema.$id).toBe(`https://adflow.app/schemas/${ref}`);
    expect(schema.title).toMatch(/^[A-Z][A-Za-z0-9]*$/);
    expect(schema.description).toMatch(/§/);
  });

  it.each(enumRefs)('%s: every option is a const with a title', async (ref) => {
    const options = (await readJson(ref)).oneOf as Json[];
    expect(options.length).toBeGreaterThan(0);
    for (const option of options) expect(Object.keys(option)).toEqual(expect.arrayContaining(['const', 'title']));
  });

  it.each(stepRefs)('%s: a closed object with a uiSchema ordering every field', async (ref) => {
    const schema = await readJson(ref);
    expect(schema).toMatchObject({ type: 'object', additionalProperties: false });
    expect(Array.isArray(schema.required)).toBe(true);
    const ui = await readJson(ref.replace('.schema.json', '.ui.json'));
    expect([...(ui['ui:order'] as string[])].sort()).toEqual(Object.keys(schema.properties as Json).sort());
    const widgets = JSON.stringify(ui).matchAll(/"ui:widget":"(\w+)"/g);
    for (const [, widget] of widgets) expect(WIDGETS).toContain(widget);
  });
});

import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { FIELD_LABELS_FILE, generateFieldLabels } from '../../scripts/gen-field-labels.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

it('locales/en/fields.json matches a fresh generation from the step schemas and uiSchemas', async () => {
  const [onDisk, fresh] = await Promise.all([readFile(join(ROOT, FIELD_LABELS_FILE), 'utf8'), generateFieldLabels()]);
  // Parsed first, so that a stale file shows which texts differ.
  expect(JSON.parse(onDisk), `${FIELD_LABELS_FILE} is stale: run npm run gen:field-labels`).toEqual(JSON.parse(fresh));
  expect(onDisk === fresh, `${FIELD_LABELS_FILE} is not as generated: run npm run gen:field-labels`).toBe(true);
}, 30_000);

import { describe, expect, it } from 'vitest';
import { readdirSync } from 'node:fs';
import { inlineRefs, REPO_ROOT } from '../../engine/index.ts';
import { project } from '../support/project.ts';

/**
 * Every `pattern` a step asks of a field has a message of its own that says what is wrong and how
 * to put it right (issue 20, decision 411): never the catch-all "Please check this value".
 */
const GENERIC = 'Please check this value';

type Json = Record<string, unknown>;

/** The fields with a pattern in a schema, each with the message its refusal shows. */
function patterns(node: unknown, path = ''): { path: string; message: unknown }[] {
  if (Array.isArray(node)) return node.flatMap((item, index) => patterns(item, `${path}/${String(index)}`));
  if (node === null || typeof node !== 'object') return [];
  const schema = node as Json;
  const own =
    typeof schema.pattern === 'string'
      ? [
          {
            path,
            message:
              typeof schema.errorMessage === 'string'
                ? schema.errorMessage
                : (schema.errorMessage as Json | undefined)?.pattern,
          },
        ]
      : [];
  // A message is no schema; a pattern under `not` or `if` is a question, refused by its own keyword.
  const inner = Object.entries(schema).filter(([key]) => !['errorMessage', 'examples', 'not', 'if'].includes(key));
  return [...own, ...inner.flatMap(([key, value]) => patterns(value, `${path}/${key}`))];
}

const stepSchemas = readdirSync(new URL('schemas/steps/', REPO_ROOT))
  .filter((file) => file.endsWith('.schema.json'))
  .map((file) => `steps/${file}`);

describe('every pattern of a step schema has a specific message', () => {
  it('finds the step schemas', () => {
    expect(stepSchemas.length).toBeGreaterThan(20);
  });

  it.each(stepSchemas)('%s', (ref) => {
    const missing = patterns(inlineRefs(project, ref)).filter(
      ({ message }) => typeof message !== 'string' || message === '' || message === GENERIC,
    );
    expect(missing).toEqual([]);
  });
});

import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const eslint = new ESLint();

// The first type-aware lint builds the whole TypeScript program: give it time once.
beforeAll(async () => {
  await eslint.lintText('export {};\n', { filePath: 'engine/index.ts' });
}, 120_000);

describe('engine/ stays free of React, Express, the ORM and i18next (lint)', () => {
  it.each(['react', '@rjsf/core', 'express', '@mikro-orm/core', 'i18next'])(
    'importing %s from engine/ is an error',
    async (pkg) => {
      const [result] = await eslint.lintText(`import x from '${pkg}';\nexport default x;\n`, {
        filePath: 'engine/index.ts',
      });
      const messages = (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports');
      expect(messages.map((m) => m.message)).toEqual([expect.stringContaining('engine/ stays free')]);
    },
  );

  it('the same import is allowed outside engine/', async () => {
    const [result] = await eslint.lintText(`import x from 'express';\nexport default x;\n`, {
      filePath: 'tests/support/project.ts',
    });
    expect((result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports')).toEqual([]);
  });
});

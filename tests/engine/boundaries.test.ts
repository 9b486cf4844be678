import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint();

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

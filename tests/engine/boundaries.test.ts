import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The project's own ESLint configuration, running only the two rules that draw the boundaries.
 * Neither reads types, so the TypeScript programs the type-aware rules need are not built: each
 * cost a busy 2-core machine over 20 s, and the rules they serve are `npm run lint`'s to run.
 */
const BOUNDARY_RULES = new Set(['no-restricted-imports', 'import-x/no-restricted-paths']);
const eslint = new ESLint({
  overrideConfig: { languageOptions: { parserOptions: { projectService: false } } },
  ruleFilter: ({ ruleId }) => BOUNDARY_RULES.has(ruleId),
});

describe('engine/ stays free of React, Express, the ORM and i18next (lint)', { timeout: 60_000 }, () => {
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

// Each zone of the layers (eslint.config.js layerZones), proven by one import it refuses and one it allows.
describe(
  'the layers import only the layers beneath them (lint: import-x/no-restricted-paths)',
  { timeout: 60_000 },
  () => {
    const restricted = async (filePath: string, importPath: string) => {
      const [result] = await eslint.lintText(`import * as x from '${importPath}';\nexport default x;\n`, { filePath });
      return (result?.messages ?? []).filter((m) => m.ruleId === 'import-x/no-restricted-paths').map((m) => m.message);
    };

    it.each([
      ['engine/index.ts', '../renderer/wizard/api.ts', 'engine/ is the shared core'],
      ['engine/index.ts', '../server/errors.ts', 'engine/ is the shared core'],
      ['renderer/app.tsx', '../server/errors.ts', 'The renderer talks to the server over HTTP only'],
      ['renderer/app.tsx', '../tests/support/project.ts', 'The renderer talks to the server over HTTP only'],
      ['server/errors.ts', '../renderer/wizard/api.ts', 'The server never imports'],
      ['server/errors.ts', '../tests/support/project.ts', 'The server never imports'],
      ['server/errors.ts', '../scripts/chromium.ts', 'The server never imports'],
      ['stories/support/project.ts', '../../tests/support/project.ts', 'Stories never import test or script code'],
    ])('%s importing %s is an error', async (filePath, importPath, message) => {
      expect(await restricted(filePath, importPath)).toEqual([expect.stringContaining(message)]);
    });

    it.each([
      ['renderer/app.tsx', '../engine/index.ts'],
      ['server/errors.ts', '../engine/index.ts'],
      ['tests/support/project.ts', '../../server/errors.ts'],
    ])('%s importing %s is allowed', async (filePath, importPath) => {
      expect(await restricted(filePath, importPath)).toEqual([]);
    });
  },
);

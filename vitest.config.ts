import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    // The engine tests compile every flow and schema; one worker per core is plenty.
    pool: 'threads',
  },
});

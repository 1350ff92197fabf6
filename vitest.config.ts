import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts', 'tests/**/*.test.tsx'],
    exclude: ['tests/e2e/**', 'node_modules/**'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Tests spawn bin/dynasty, which runs the compiled CLI: compile it first when the sources are newer.
    globalSetup: ['tests/support/buildCli.ts'],
  },
});

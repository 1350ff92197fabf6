import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts', 'tests/**/*.test.tsx'],
    exclude: ['tests/e2e/**', 'node_modules/**'],
    testTimeout: 300_000,
    hookTimeout: 300_000,
    pool: 'forks',
    // Tests spawn bin/dynasty, which runs the bundled CLI: bundle it from the current sources first.
    globalSetup: ['tests/support/buildCli.ts'],
  },
});

import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts', 'tests/**/*.test.tsx'],
    // The calibration step is apart: `npm run calibration` (vitest.calibration.config.ts).
    exclude: ['tests/e2e/**', 'tests/e2e-static/**', 'tests/calibration/**', 'node_modules/**'],
    testTimeout: 300_000,
    hookTimeout: 300_000,
    pool: 'forks',
    // Two test files at a time: vitest's default on two cores is one, and many files wait on a child process,
    // a server or the disk. Each file keeps its own saves in its own temporary folder.
    maxWorkers: 2,
    // Tests spawn bin/dynasty, which runs the bundled CLI: bundle it from the current sources first.
    globalSetup: ['tests/support/buildCli.ts'],
  },
});

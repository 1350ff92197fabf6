import { defineConfig } from 'vitest/config';

// `npm run calibration`: the realism checks, apart from the unit suite (vitest.config.ts). Each plays seeded games on
// the held-out seeds (tests/calibration/heldOut.ts) and judges a figure against its band from the real record, the
// band's source beside it (docs/calibration.md, "The calibration step").
export default defineConfig({
  test: {
    include: ['tests/calibration/**/*.test.ts'],
    testTimeout: 900_000,
    hookTimeout: 900_000,
    pool: 'forks',
    // As the unit suite: two files at a time on two cores.
    maxWorkers: 2,
  },
});

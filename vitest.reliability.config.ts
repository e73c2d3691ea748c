import { defineConfig } from 'vitest/config';

// The reliability suite (test/reliability/): fuzzing, concurrency, crashes, disk full, corruption and a soak. Slow and
// process-heavy, so files run one at a time; `npm run test:reliability`, and in CI after the unit suite.
export default defineConfig({
  test: {
    include: ['test/reliability/**/*.test.ts'],
    testTimeout: 300_000,
    hookTimeout: 60_000,
    fileParallelism: false,
    pool: 'forks',
  },
});

import { defineConfig } from 'vitest/config';

// The end-to-end suite drives the real Claude Code CLI; runs are slow and share one machine, so run files serially.
export default defineConfig({
  test: {
    include: ['test/e2e/**/*.test.ts'],
    testTimeout: 300_000,
    hookTimeout: 300_000,
    fileParallelism: false,
    pool: 'forks',
  },
});

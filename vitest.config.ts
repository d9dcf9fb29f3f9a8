import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/functions/**/*.test.ts'],
    environment: 'node',
    testTimeout: 20_000,
    // Most files wait on local servers and child processes, so a 2-core machine runs three at once (the
    // default, one fewer than the cores, would run one at a time there).
    maxWorkers: Math.max(3, availableParallelism() - 1),
  },
});

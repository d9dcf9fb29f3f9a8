import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// The owner CLI's tests give it a home folder of their own (HOME): only a child process has one,
// since Node reads the home folder from the process, not from a worker thread's copy of its environment.
const OWN_HOME = ['tests/functions/owner-guide.test.ts', 'tests/functions/quotes-commands.test.ts'];

export default defineConfig({
  test: {
    environment: 'node',
    testTimeout: 20_000,
    // Most files wait on local servers and child processes, so a 2-core machine runs three at once (the
    // default, one fewer than the cores, would run one at a time there).
    maxWorkers: Math.max(3, availableParallelism() - 1),
    projects: [
      {
        extends: true,
        // Worker threads start faster than child processes, and the suite starts one per test file.
        test: {
          name: 'threads',
          pool: 'threads',
          include: ['tests/unit/**/*.test.ts', 'tests/functions/**/*.test.ts'],
          exclude: OWN_HOME,
        },
      },
      { extends: true, test: { name: 'forks', pool: 'forks', include: OWN_HOME } },
    ],
  },
});

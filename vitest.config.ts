import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// The owner CLI's tests give it a home folder of their own (HOME): only a child process has one,
// since Node reads the home folder from the process, not from a worker thread's copy of its environment.
const OWN_HOME = ['tests/cli/owner-guide.test.ts', 'tests/cli/quotes-commands.test.ts'];

// Each replaces astro:content with a mock of its own: in a worker of their own, one file at a time.
const OWN_MOCKS = ['tests/site/blog-lib.test.ts', 'tests/build/frontmatter-mistakes.test.ts'];

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
        // Worker threads start faster than child processes, and each runs file after file with the
        // modules they share (the functions, nodemailer, Blobs, sharp, zod) loaded once. Each function
        // test file starts its own Blobs and SMTP servers and undoes its environment stubs
        // (tests/functions/helpers/harness.ts), so none sees another's.
        test: {
          name: 'threads',
          pool: 'threads',
          isolate: false,
          include: ['tests/{functions,cli,build,site,repository}/**/*.test.ts'],
          exclude: [...OWN_HOME, ...OWN_MOCKS],
        },
      },
      { extends: true, test: { name: 'mocks', pool: 'threads', include: OWN_MOCKS } },
      { extends: true, test: { name: 'forks', pool: 'forks', include: OWN_HOME } },
    ],
  },
});

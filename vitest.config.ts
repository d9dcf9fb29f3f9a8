import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

// The owner CLI's tests give it a home folder of their own (HOME): only a child process has one,
// since Node reads the home folder from the process, not from a worker thread's copy of its environment.
const OWN_HOME = ['tests/cli/owner-guide.test.ts', 'tests/cli/quotes-commands.test.ts'];

// Each replaces astro:content with a mock of its own: in a worker of their own, one file at a time.
const OWN_MOCKS = ['tests/site/blog-lib.test.ts', 'tests/build/frontmatter-mistakes.test.ts'];

/**
 * The files that take longest, longest first: each builds the site, bundles the functions, runs npm or
 * waits out a mail server's pauses, for tens of seconds. Without timings of an earlier run (a fresh
 * clone, as in CI) Vitest starts the largest files first, and these short files came last, ending the
 * run alone on one worker while the others idled. Started first, they end beside the many quick files.
 */
const LONGEST_FIRST = [
  'tests/build/launch-day.test.ts',
  'tests/build/post-publication.test.ts',
  'tests/functions/function-bundle.test.ts',
  'tests/functions/notifications.test.ts',
  'tests/build/blog-build.test.ts',
  'tests/functions/contact-submit.test.ts',
  'tests/functions/owner-email-limit.test.ts',
  'tests/functions/quote-reports.test.ts',
  'tests/repository/lockfile.test.ts',
  'tests/build/settings-check.test.ts',
  'tests/cli/quotes-cli-output.test.ts',
  'tests/build/launch-guard.test.ts',
];

class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (file: TestSpecification) => {
      const index = LONGEST_FIRST.findIndex((path) => file.moduleId.endsWith(path));
      return index === -1 ? LONGEST_FIRST.length : index;
    };
    // Within each project, in the order Vitest gives the projects.
    const byProject = Map.groupBy(await super.sort(files), (file) => file.project.name);
    return [...byProject.values()].flatMap((project) => project.toSorted((a, b) => rank(a) - rank(b)));
  }
}

export default defineConfig({
  test: {
    environment: 'node',
    testTimeout: 20_000,
    // Most files wait on local servers and child processes, so a 2-core machine runs three at once (the
    // default, one fewer than the cores, would run one at a time there).
    maxWorkers: Math.max(3, availableParallelism() - 1),
    sequence: { sequencer: LongestFirst },
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

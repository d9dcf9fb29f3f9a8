import type { AstroIntegrationLogger } from 'astro';
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it, vi } from 'vitest';
import { business } from '../../src/data/business';
import { launchGuard, placeholderPagePaths, readLaunchContent } from '../../src/lib/launch/launch-guard';
import { formatLaunchReport, launchPlaceholders, type LaunchContent } from '../../src/lib/launch/placeholders';

const READY: LaunchContent = {
  business: {
    phone: { display: '(214) 867-5309', e164: '+12148675309' },
    reviewUrl: 'https://g.page/r/CQx7bKz3mV2dEBM/review',
  },
  testimonials: [{ id: 'sarah-m-plano', file: 'src/content/testimonials/sarah-m-plano.json', placeholder: false }],
  projects: [{ id: 'plano-step-repair', file: 'src/content/projects/plano-step-repair.mdx', placeholder: false }],
};

describe('launchPlaceholders', () => {
  it('finds nothing once every placeholder is replaced', () => {
    expect(launchPlaceholders(READY)).toEqual([]);
  });

  it.each(['+12145550100', '+12145550148', '+19725550199'])('names the fictional number %s', (e164) => {
    const content = { ...READY, business: { ...READY.business, phone: { display: 'the number', e164 } } };
    expect(launchPlaceholders(content)).toEqual([
      'Phone number the number (src/data/business.ts) is a fictional 555-01xx number.',
    ]);
  });

  it.each(['+12145550200', '+12145551234'])('accepts %s, a number outside the fictional range', (e164) => {
    const content = { ...READY, business: { ...READY.business, phone: { display: 'x', e164 } } };
    expect(launchPlaceholders(content)).toEqual([]);
  });

  it.each([
    'https://g.page/r/dallas-fiberglass-pool-repair/review',
    'https://g.page/r/YOUR_REVIEW_ID/review',
    'https://g.page/r/CQx7bKz3mV2dEBM',
    'https://g.page/r/CQx7bKz3mV2dXBM/review',
    'https://g.page/dallas-fiberglass-pool-repair/review?rc',
    'http://g.page/r/CQx7bKz3mV2dEBM/review',
    'https://g.page.example.com/r/CQx7bKz3mV2dEBM/review',
    'https://search.google.com/local/writereview?placeid=PLACE_ID',
    'https://search.google.com/local/writereview?placeid=ChIJ-dallas-fiberglass-pool-repair',
    'https://search.google.com/local/reviews?placeid=ChIJN1t_tDeuEmsRUsoyG83frY4',
    'https://www.google.com/maps/search/Dallas+Fiberglass+Pool+Repair',
    'https://maps.app.goo.gl/AbCdEf123',
    'not a link',
  ])('names %s, which is not a Google review link', (reviewUrl) => {
    expect(launchPlaceholders({ ...READY, business: { ...READY.business, reviewUrl } })).toEqual([
      `Review link ${reviewUrl} (src/data/business.ts) is not the business's Google review link.`,
    ]);
  });

  it.each([
    'https://g.page/r/CQx7bKz3mV2dEBM/review',
    'https://g.page/r/CW-QfM4JvX0iEAE/review',
    'https://g.page/r/Cc1EpXTPbtVYEB0/review/',
    'https://search.google.com/local/writereview?placeid=ChIJN1t_tDeuEmsRUsoyG83frY4',
    'https://search.google.com/local/writereview?placeid=ChIJU-pP1XeNwogR1JU0sbJZtbU',
  ])('accepts %s, a review link as Google gives it', (reviewUrl) => {
    expect(launchPlaceholders({ ...READY, business: { ...READY.business, reviewUrl } })).toEqual([]);
  });

  it('names each flagged testimonial and project by its file, and only those', () => {
    const content: LaunchContent = {
      ...READY,
      testimonials: [
        { id: 'a', file: 'src/content/testimonials/a.json', placeholder: true },
        { id: 'b', file: 'src/content/testimonials/b.json', placeholder: false },
      ],
      projects: [{ id: 'c', file: 'src/content/projects/c.mdx', placeholder: true }],
    };
    expect(launchPlaceholders(content)).toEqual([
      'Testimonial src/content/testimonials/a.json is a placeholder, not a genuine customer review.',
      'Project src/content/projects/c.mdx is a placeholder, not a job the business did.',
    ]);
  });
});

describe('formatLaunchReport', () => {
  it('is one list: a count, a line per item, where to read how to replace them', () => {
    expect(formatLaunchReport(['One.', 'Two.'])).toBe(
      [
        '2 placeholders must be replaced before launch:',
        '  - One.',
        '  - Two.',
        'How to replace each: docs/deploying.md, "Before launch: replace the placeholders".',
      ].join('\n'),
    );
    expect(formatLaunchReport(['One.']).split('\n')[0]).toBe('1 placeholder must be replaced before launch:');
  });
});

describe('the placeholders in the repository today', () => {
  const content = readLaunchContent();

  it('reads the flags of all eight testimonials and three projects', () => {
    expect(content.testimonials.filter((entry) => entry.placeholder)).toHaveLength(8);
    expect(content.projects.map((entry) => [entry.id, entry.placeholder])).toEqual([
      ['highland-park-fiberglass-crack-repair', true],
      ['lakewood-leak-detection-equipment-upgrade', true],
      ['plano-step-delamination-repair', true],
    ]);
  });

  it('lists the fictional phone number and the made-up review link first', () => {
    const found = launchPlaceholders(content);
    expect(found[0]).toContain(business.phone.display);
    expect(found[1]).toContain(business.reviewUrl);
    expect(found).toHaveLength(2 + 8 + 3);
  });

  it('keeps the three project pages and /reviews out of the sitemap', () => {
    expect(placeholderPagePaths(content)).toEqual([
      '/projects/highland-park-fiberglass-crack-repair',
      '/projects/lakewood-leak-detection-equipment-upgrade',
      '/projects/plano-step-delamination-repair',
      '/reviews',
    ]);
  });
});

describe('launchGuard', () => {
  function runSetup(env: NodeJS.ProcessEnv, command = 'build') {
    const logger = { warn: vi.fn() } as unknown as AstroIntegrationLogger;
    const setup = launchGuard(env).hooks['astro:config:setup'] as (options: object) => void;
    return { run: () => setup({ command, logger }), warn: logger.warn as ReturnType<typeof vi.fn> };
  }
  const report = formatLaunchReport(launchPlaceholders(readLaunchContent()));

  it.each(['deploy-preview', 'branch-deploy', undefined])(
    'lets a %s build through with the list as a warning',
    (context) => {
      const { run, warn } = runSetup({ CONTEXT: context });
      expect(run).not.toThrow();
      expect(warn).toHaveBeenCalledExactlyOnceWith(report);
    },
  );

  it('stops a production build with the same list', () => {
    expect(runSetup({ CONTEXT: 'production' }).run).toThrow(`Production build stopped. ${report}`);
  });

  it('stays quiet under npm start', () => {
    const { run, warn } = runSetup({ CONTEXT: 'production' }, 'dev');
    expect(run).not.toThrow();
    expect(warn).not.toHaveBeenCalled();
  });
});

describe('a Netlify production build', () => {
  it('fails before building any page, printing the list', { timeout: 120_000 }, async () => {
    const outDir = join(tmpdir(), `launch-guard-${process.pid}`);
    const build = promisify(execFile)('npx', ['astro', 'build', '--outDir', outDir], {
      cwd: new URL('../../', import.meta.url),
      env: { ...process.env, CONTEXT: 'production' },
    });
    const failure = await build.then(
      () => undefined,
      (error: { code: number; stdout: string; stderr: string }) => error,
    );
    expect(failure?.code).toBe(1);
    const output = `${failure?.stdout}${failure?.stderr}`;
    expect(output).toContain('Production build stopped. 13 placeholders must be replaced before launch:');
    expect(output).toContain(`Phone number ${business.phone.display}`);
    expect(existsSync(outDir), 'no page was built').toBe(false);
  });
});

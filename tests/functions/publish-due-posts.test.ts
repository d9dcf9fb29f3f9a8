// The morning job that publishes scheduled blog posts, run as Netlify runs it, against a real local
// Blobs server and a double of the live deploy: its list of due days and its build hook.
import type { Context } from '@netlify/functions';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import publishDuePosts, { config } from '../../netlify/functions/publish-due-posts';
import { CLOSURE_NOTICES_PATH } from '../../src/lib/business-time';
import { SCHEDULE_PATH } from '../../src/lib/content/publication';
import { startBlobs, type Blobs } from './helpers/harness';

/**
 * The live deploy: the days its scheduled posts come due and its closure notice changes, and its build
 * hook, counting the builds started.
 */
const site = { url: '', dueDays: ['2026-12-01'], noticeDays: [] as string[], hookStatus: 200, builds: [] as string[] };
const HOOK_PATH = '/build_hooks/5f0c0ffee';
const server = createServer((request, response) => {
  const url = new URL(request.url ?? '/', site.url);
  const list = { [SCHEDULE_PATH]: site.dueDays, [CLOSURE_NOTICES_PATH]: site.noticeDays }[url.pathname];
  if (request.method === 'GET' && list) {
    response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(list));
  } else if (request.method === 'POST' && url.pathname === HOOK_PATH) {
    site.builds.push(url.searchParams.get('trigger_title') ?? '');
    response.writeHead(site.hookStatus).end();
  } else {
    response.writeHead(404).end();
  }
});

let blobs: Blobs;
beforeAll(async () => {
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  site.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((done) => server.close(done)));
beforeEach(async () => {
  blobs = await startBlobs();
  site.dueDays = ['2026-12-01'];
  site.noticeDays = [];
  site.hookStatus = 200;
  site.builds = [];
  vi.stubEnv('BUILD_HOOK_URL', `${site.url}${HOOK_PATH}`);
  // Only the clock is faked: "today" for the job; timers and sockets run as usual.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.spyOn(console, 'log').mockImplementation(() => {});
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(async () => {
  vi.useRealTimers();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  await blobs.stop();
});

/** Runs the job at `instant` (UTC); answers its status and what it logged. */
async function runAt(instant: string) {
  vi.setSystemTime(new Date(instant));
  const logs = [vi.mocked(console.log), vi.mocked(console.error)];
  const before = logs.map((log) => log.mock.calls.length);
  const context = { site: { url: site.url }, requestId: 'scheduled' } as unknown as Context;
  const { status } = await publishDuePosts(new Request(`${site.url}/.netlify/functions/publish-due-posts`), context);
  const lines = logs.flatMap((log, index) => log.mock.calls.slice(before[index]).map((call) => String(call[0])));
  return { status, lines };
}

describe('publish-due-posts', () => {
  it('runs at 11:00 and 12:00 UTC, which are 6 AM in Dallas under daylight saving time and under standard time', () => {
    expect(config.schedule).toBe('0 11,12 * * *');
  });

  it('starts no build on a day no post comes due', async () => {
    const run = await runAt('2026-11-30T12:00:00Z');
    expect(run).toEqual({
      status: 204,
      lines: ['[publish-due-posts] no scheduled post comes due and no closure notice changes on 2026-11-30'],
    });
    site.dueDays = [];
    await runAt('2026-12-01T12:00:00Z');
    expect(site.builds).toEqual([]);
  });

  it('starts one build on the due day at 6 AM in Dallas, never twice that day', async () => {
    // 5 AM in Dallas (CST): too early.
    expect((await runAt('2026-12-01T11:00:00Z')).lines).toEqual([
      '[publish-due-posts] before 6 AM in Dallas: nothing to do',
    ]);
    expect(site.builds).toEqual([]);
    // Two runs at once (Netlify may start one twice): one build.
    const runs = await Promise.all([runAt('2026-12-01T12:00:00Z'), runAt('2026-12-01T12:00:00Z')]);
    expect(runs.map((run) => run.status)).toEqual([204, 204]);
    expect(site.builds).toEqual(['Scheduled blog post due on 2026-12-01']);
    const later = await runAt('2026-12-01T18:00:00Z');
    expect(later.lines).toEqual(['[publish-due-posts] the posts due on 2026-12-01 were already seen to']);
    expect(site.builds).toHaveLength(1);
  });

  it('publishes at 6 AM under daylight saving time too', async () => {
    site.dueDays = ['2027-06-01'];
    await runAt('2027-06-01T11:00:00Z');
    expect(site.builds).toEqual(['Scheduled blog post due on 2027-06-01']);
  });

  it('without BUILD_HOOK_URL logs once, as an error, that the post waits for the next deploy', async () => {
    vi.stubEnv('BUILD_HOOK_URL', '');
    const message =
      '[publish-due-posts] A post comes due on 2026-12-01, but BUILD_HOOK_URL is not set: it goes live with the next deploy.';
    expect((await runAt('2026-12-01T12:00:00Z')).lines).toEqual([message]);
    expect(console.error).toHaveBeenCalledWith(message);
    expect((await runAt('2026-12-01T13:00:00Z')).lines).not.toContain(message);
  });

  it('when the hook fails, says so without its address, and the next run that day tries again', async () => {
    site.hookStatus = 404;
    const failed = await runAt('2026-12-01T12:00:00Z');
    expect(failed).toEqual({
      status: 500,
      lines: ['[publish-due-posts] the build hook answered 404; check BUILD_HOOK_URL'],
    });
    site.hookStatus = 200;
    expect((await runAt('2026-12-01T13:00:00Z')).status).toBe(204);
    expect(site.builds).toEqual(['Scheduled blog post due on 2026-12-01', 'Scheduled blog post due on 2026-12-01']);
  });

  it('publishes the next morning a post whose day passed without a build, once', async () => {
    // Under standard time 12:00 UTC is the day's only run after 6 AM: the hook failed then.
    site.hookStatus = 404;
    expect((await runAt('2026-12-01T12:00:00Z')).status).toBe(500);
    site.hookStatus = 200;
    // The live deploy still lists the day, as no build has published the post.
    expect((await runAt('2026-12-02T12:00:00Z')).lines).toEqual([
      '[publish-due-posts] a post comes due on 2026-12-01: production build started',
    ]);
    await runAt('2026-12-02T13:00:00Z');
    expect(site.builds).toEqual(['Scheduled blog post due on 2026-12-01', 'Scheduled blog post due on 2026-12-01']);
  });

  it('starts one build on a day the closure notice changes, once, and one for a post and a notice due the same day', async () => {
    site.dueDays = [];
    site.noticeDays = ['2026-12-17', '2026-12-27'];
    expect((await runAt('2026-12-16T12:00:00Z')).lines).toEqual([
      '[publish-due-posts] no scheduled post comes due and no closure notice changes on 2026-12-16',
    ]);
    expect((await runAt('2026-12-17T12:00:00Z')).lines).toEqual([
      '[publish-due-posts] the closure notice changes on 2026-12-17: production build started',
    ]);
    expect((await runAt('2026-12-17T13:00:00Z')).lines).toEqual([
      '[publish-due-posts] the closure notice changing on 2026-12-17 was already seen to',
    ]);
    site.dueDays = ['2026-12-27'];
    await runAt('2026-12-27T12:00:00Z');
    expect(site.builds).toEqual([
      'Closure notice on the contact page changes on 2026-12-17',
      'Scheduled blog post due on 2026-12-27',
    ]);
  });

  it('without BUILD_HOOK_URL says, as an error, that the contact page changes with the next deploy', async () => {
    vi.stubEnv('BUILD_HOOK_URL', '');
    site.dueDays = [];
    site.noticeDays = ['2026-12-17'];
    expect((await runAt('2026-12-17T12:00:00Z')).lines).toEqual([
      '[publish-due-posts] The closure notice changes on 2026-12-17, but BUILD_HOOK_URL is not set: the contact page changes with the next deploy.',
    ]);
  });
});

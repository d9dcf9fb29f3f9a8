// Each morning at 6 in Dallas: when a scheduled blog post comes due that day, or the contact page's
// closure notice changes (a week before a closure, and the day after it), starts a production build
// through Netlify's build hook (BUILD_HOOK_URL), so the static pages change that morning with nobody
// merging anything. The live deploy lists those days (SCHEDULE_PATH and CLOSURE_NOTICES_PATH, written
// by the build), so this function reads no content. Once a day at most, by a compare-and-set claim in
// Blobs; the hook's address is a secret and never logged. Without a hook, the post waits: logged as an
// error and noted for the owner's next weekly report.
import type { Config, Context } from '@netlify/functions';
import { businessClock, businessDate, CLOSURE_NOTICES_PATH } from '../../src/lib/business-time';
import { SCHEDULE_PATH } from '../../src/lib/content/publication';
import { noteUnpublished, openPublishingStore, publishingKeys } from '../lib/jobs/blog-publishing';
import { isSecureWebhookUrl } from '../lib/config';
import { logFailure, withNosniff } from '../lib/http';
import { sendOnce } from '../lib/jobs/send-once';

const LOG = '[publish-due-posts]';
/** The hour, on the Dallas clock, from which a post due that day is published. */
const PUBLISH_HOUR = 6;

/** A failure this function describes itself; its message holds no secret. */
class PublishError extends Error {
  override name = 'PublishError';
}

/** The build hook, when set to an https address (or one on this machine, for the tests). */
function buildHookUrl(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const url = env.BUILD_HOOK_URL?.trim();
  if (!url) return undefined;
  if (isSecureWebhookUrl(url)) return url;
  console.error(`${LOG} BUILD_HOOK_URL is not an https:// address: no build is started until it is`);
  return undefined;
}

/** The days up to `today` (YYYY-MM-DD) that the live deploy's list at `path` names. */
async function dueDays(siteUrl: string, path: string, today: string): Promise<string[]> {
  const response = await fetch(new URL(path, siteUrl), { signal: AbortSignal.timeout(10_000) });
  if (!response.ok) throw new PublishError(`${path} of the live deploy answered ${response.status}`);
  const days: unknown = await response.json();
  // A day already past is still listed when its build never happened or failed: built the next morning.
  return Array.isArray(days) ? days.filter((day): day is string => typeof day === 'string' && day <= today) : [];
}

/** What the run did, in one line for the function log; `error` when the owner has to act. */
async function publishDuePosts(now: Date, siteUrl: string): Promise<{ line: string; error?: true }> {
  if (businessClock(now).minutes < PUBLISH_HOUR * 60) {
    return { line: `before ${PUBLISH_HOUR} AM in Dallas: nothing to do` };
  }
  const today = businessDate(now);
  const [posts, notices] = await Promise.all([
    dueDays(siteUrl, SCHEDULE_PATH, today),
    dueDays(siteUrl, CLOSURE_NOTICES_PATH, today),
  ]);
  const postDay = posts.sort().at(-1);
  const day = postDay ?? notices.sort().at(-1);
  if (!day) return { line: `no scheduled post comes due and no closure notice changes on ${today}` };
  const what = postDay ? `a post comes due on ${day}` : `the closure notice changes on ${day}`;
  const store = openPublishingStore();
  let done: { line: string; error?: true } = { line: `${what}: production build started` };
  // Once a day; a failed hook gives the day back, so a later run (7 AM under daylight saving time,
  // or one started by hand) tries again.
  const ran = await sendOnce(store, publishingKeys.day(today), now.getTime(), async () => {
    const hook = buildHookUrl();
    if (!hook) {
      if (postDay) await noteUnpublished(store, today, day);
      done = {
        line: postDay
          ? `A post comes due on ${day}, but BUILD_HOOK_URL is not set: it goes live with the next deploy.`
          : `The closure notice changes on ${day}, but BUILD_HOOK_URL is not set: the contact page changes with the next deploy.`,
        error: true,
      };
      return;
    }
    const url = new URL(hook);
    url.searchParams.set(
      'trigger_title',
      postDay ? `Scheduled blog post due on ${day}` : `Closure notice on the contact page changes on ${day}`,
    );
    const answer = await fetch(url, { method: 'POST', signal: AbortSignal.timeout(10_000) }).catch(() => undefined);
    if (!answer?.ok) {
      throw new PublishError(`the build hook answered ${answer ? answer.status : 'nothing'}; check BUILD_HOOK_URL`);
    }
  });
  const seen = postDay ? `the posts due on ${day} were` : `the closure notice changing on ${day} was`;
  return ran ? done : { line: `${seen} already seen to` };
}

export default withNosniff(async (_request: Request, context: Context): Promise<Response> => {
  try {
    const { line, error } = await publishDuePosts(new Date(), context.site?.url ?? process.env.URL ?? '');
    (error ? console.error : console.log)(`${LOG} ${line}`);
    return new Response(null, { status: 204 });
  } catch (error) {
    if (error instanceof PublishError) console.error(`${LOG} ${error.message}`);
    else logFailure('publish-due-posts', context.requestId, error);
    return new Response(null, { status: 500 });
  }
});

/** Netlify's schedules run on UTC: 11:00 is 6 AM in Dallas under daylight saving time (CDT), 12:00 under standard time (CST). */
export const config: Config = { schedule: '0 11,12 * * *' };

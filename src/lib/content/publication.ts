// Bundled into the functions too: no `astro:*` imports here.
// When a blog post is public. A draft, or a post dated after today in Dallas (scheduled), is built
// only where the marketer checks work before it goes live: Netlify deploy previews and branch
// deploys, and `npm start`. There it is marked and kept from search engines, the sitemap and the RSS
// feed; production builds, and builds without Netlify's CONTEXT, leave it out entirely.
import { businessDate } from '../business-time';
import type { Language } from '../i18n/languages';
import { BLOG_WORDS, DATE_LOCALES } from './blog-words';

/** Netlify's build contexts (its CONTEXT variable) whose sites are for checking work before it goes live. */
const PREVIEW_CONTEXTS = new Set(['deploy-preview', 'branch-deploy']);

/** Whether this build shows drafts and scheduled posts: a deploy preview or a branch deploy. */
export function isPreviewBuild(env: NodeJS.ProcessEnv = process.env): boolean {
  return PREVIEW_CONTEXTS.has(env.CONTEXT ?? '');
}

/** Today as the build sees it: BLOG_TODAY (YYYY-MM-DD, for tests), else today in Dallas. */
export function buildDate(env: NodeJS.ProcessEnv = process.env, now: number = Date.now()): string {
  const fixed = env.BLOG_TODAY?.trim();
  if (!fixed) return businessDate(now);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(fixed)) throw new Error(`BLOG_TODAY is "${fixed}"; write it as YYYY-MM-DD.`);
  return fixed;
}

export type PostStatus = 'published' | 'draft' | 'scheduled';

/** What a post is on `today` (YYYY-MM-DD): a draft whatever its date, scheduled until its pubDate comes. */
export function postStatus(post: { draft: boolean; pubDate: Date }, today: string): PostStatus {
  if (post.draft) return 'draft';
  return post.pubDate.toISOString().slice(0, 10) > today ? 'scheduled' : 'published';
}

/** The mark on a post's page and card that is not public yet: "Scheduled for Tuesday, December 1". */
export function statusMark(status: PostStatus, pubDate: Date, language: Language = 'en'): string | undefined {
  const words = BLOG_WORDS[language];
  if (status === 'draft') return words.draft;
  if (status === 'published') return undefined;
  const day = pubDate.toLocaleDateString(DATE_LOCALES[language], {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
  return words.scheduledFor(day);
}

/** Where each build publishes the days its scheduled posts come due (src/pages/scheduled-posts.json.ts). */
export const SCHEDULE_PATH = '/scheduled-posts.json';

/** Where each build publishes the title of each post it has a page for (src/pages/post-titles.json.ts). */
export const POST_TITLES_PATH = '/post-titles.json';

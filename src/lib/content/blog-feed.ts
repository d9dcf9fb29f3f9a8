import rss from '@astrojs/rss';
import { business } from '../../data/business';
import { LANGUAGE_TAGS, type Language } from '../i18n/languages';
import { localPath } from '../i18n/page-language';
import { isListed, postPath, sortPosts, type AnyPost } from './blog';
import { BLOG_WORDS } from './blog-words';

/** Where each language's feed is: /rss.xml, /es/rss.xml. */
export const feedPath = (language: Language) => localPath(language, '/rss.xml');

/**
 * A language's blog as an RSS feed: its published posts, newest first. lastBuildDate is the newest
 * post's date, so a rebuild with no new content changes nothing for readers.
 */
export function blogFeed(allPosts: readonly AnyPost[], language: Language, site: URL | string) {
  const words = BLOG_WORDS[language];
  const posts = sortPosts(allPosts.filter((post) => isListed(post)));
  const lastChange = Math.max(...posts.map((post) => post.data.updatedDate.getTime()));
  const self = new URL(feedPath(language), site).href;
  return rss({
    title: `${business.name}: ${words.title}`,
    description: words.description,
    site,
    trailingSlash: false,
    xmlns: { atom: 'http://www.w3.org/2005/Atom' },
    customData: [
      `<atom:link href="${self}" rel="self" type="application/rss+xml"/>`,
      `<language>${LANGUAGE_TAGS[language].hreflang.toLowerCase()}</language>`,
      Number.isFinite(lastChange) ? `<lastBuildDate>${new Date(lastChange).toUTCString()}</lastBuildDate>` : '',
    ].join(''),
    items: posts.map((post) => ({
      title: post.data.title,
      description: post.data.excerpt,
      pubDate: post.data.pubDate,
      categories: [words.categories[post.data.category]],
      link: postPath(post),
    })),
  });
}

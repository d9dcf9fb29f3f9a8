// What `npm run new-post` writes for the author to replace (scripts/new-post.ts), and what the launch
// guard looks for in a published post. Node runs new-post.ts directly: plain TypeScript only here.

/** The hints a new post is filled with, each to be replaced by the author's own words. */
export const POST_HINTS = {
  title: 'Replace with the headline, about 60 characters',
  description: 'Replace with one sentence for search results and link previews, 50 to 160 characters.',
  excerpt: 'Replace with two or three sentences for the card on the blog page.',
  heroAlt: 'Replace with what the image shows, for people who cannot see it.',
  question: 'Replace with a question homeowners ask?',
  answer: 'Replace with a short, plain answer.',
  opening: 'Open with two or three sentences on the problem this post helps with.',
  heading: '## First section',
  body: 'Write the post in Markdown. See docs/writing-a-blog-post.md for the components you can use.',
  callout: 'Something the reader should not miss.',
  cta: 'One sentence tying the post to what we can do for the reader.',
};

/**
 * The hero of a post started from the blog guide's template, or a copy of it under the post's name
 * from `npm run new-post`, from the project root: a picture in the repository, so that a draft builds
 * before its author has uploaded their own.
 */
export const TEMPLATE_PICTURE_FILE = 'src/assets/blog/picture-to-come.png';

/** Each new-post hint still in a post's text, with where it starts. */
export function postHintsIn(text: string): { hint: string; index: number }[] {
  return Object.values(POST_HINTS).flatMap((hint) => {
    const index = text.indexOf(hint);
    return index === -1 ? [] : [{ hint, index }];
  });
}

// Each kind of frontmatter mistake a marketer can make, and the one sentence that answers it: the
// field, what was written, and the expected form with an example, as the list under the file's name
// shows it (`  - pubDate: …`). The sentences reach `astro build` through the content check and
// `npm start` through the content loader (blog-build.test.ts and post-publication.test.ts prove it).
import { fileURLToPath } from 'node:url';
import { describe, expect, test, vi } from 'vitest';
import { frontmatterMistakes, type ContentSchema } from '../../src/lib/content-check/frontmatter-check';
import { projectSchema } from '../../src/schemas/project';
import { serviceSchema } from '../../src/schemas/service';
import { serviceFaq, validProject, validService } from '../fixtures/content-examples';

const root = fileURLToPath(new URL('../..', import.meta.url));

const services = ['equipment-repair', 'fiberglass-repair', 'leak-detection'];
vi.mock('astro:content', () => ({
  getEntries: async (refs: { id: string }[]) =>
    refs.map((ref) => (services.includes(ref.id) ? { id: ref.id, collection: 'services' } : undefined)),
  getCollection: async () => services.map((id) => ({ id })),
}));

const { blogSchema } = await import('../../src/schemas/blog');
const { getRelatedServices } = await import('../../src/lib/content/blog');

const postFile = 'src/content/blog/dallas-pool-leak-warning-signs.mdx';
const post = {
  title: '5 Warning Signs Your Dallas Pool Is Leaking',
  description: 'Five signs your pool is leaking and how to tell a leak from normal Dallas evaporation.',
  excerpt: 'Every pool loses some water.',
  pubDate: new Date('2025-08-28'),
  category: 'Maintenance',
  heroImage: '../../../tests/fixtures/launch-guard/illustration-as-shipped.png',
  heroAlt: 'Pool skimmer with the water level below the middle of the opening',
  relatedServices: ['leak-detection'],
  faqs: [{ question: 'Is it leaking?', answer: 'Do a bucket test.' }],
};

const serviceFile = 'src/content/services/fiberglass-repair.mdx';
const service = validService;
const faq = serviceFaq;

const projectFile = 'src/content/projects/highland-park-fiberglass-crack-repair.mdx';
const project = validProject;

const mistakes = async (schema: ContentSchema, data: object, file: string) =>
  (await frontmatterMistakes(schema, data, file, root)).map(({ where, text }) => `${where}: ${text}`);
const inPost = (change: object) => mistakes(blogSchema, { ...post, ...change }, postFile);

describe('a frontmatter mistake is told in one sentence', () => {
  test('the real content and the examples above have none', async () => {
    expect(await inPost({})).toEqual([]);
    expect(await mistakes(serviceSchema, service, serviceFile)).toEqual([]);
    expect(await mistakes(projectSchema, project, projectFile)).toEqual([]);
  });

  test('a date written as people write dates', async () => {
    expect(await inPost({ pubDate: 'November 3rd, 2026' })).toEqual([
      `pubDate: "November 3rd, 2026" is not a date; write it as YYYY-MM-DD, e.g. 2026-11-03`,
    ]);
  });

  test('a date without leading zeros, quoted or not (YAML hands both over as text)', async () => {
    expect(await inPost({ updatedDate: '2026-11-3' })).toEqual([
      `updatedDate: "2026-11-3" is not a date; write it as YYYY-MM-DD, e.g. 2026-11-03, or delete the line until the post is revised`,
    ]);
  });

  test('a day that does not exist, or no date at all', async () => {
    expect(await inPost({ pubDate: '2026-02-30' })).toEqual([
      `pubDate: "2026-02-30" is not a date; write it as YYYY-MM-DD, e.g. 2025-09-18`,
    ]);
    expect(await inPost({ pubDate: 'next Tuesday' })).toEqual([
      `pubDate: "next Tuesday" is not a date; write it as YYYY-MM-DD, e.g. 2025-09-18`,
    ]);
  });

  test('a quoted YYYY-MM-DD date is the same date as an unquoted one', async () => {
    expect(await inPost({ pubDate: '2025-08-28', updatedDate: '2025-10-15' })).toEqual([]);
  });

  test('an updatedDate before pubDate', async () => {
    expect(await inPost({ pubDate: '2025-10-02', updatedDate: new Date('2025-09-01') })).toEqual([
      `updatedDate: 2025-09-01 is before pubDate, 2025-10-02; write the date of the last real change, on or after 2025-10-02, or delete the line until the post is revised`,
    ]);
  });

  test('a value that is not on the list of allowed values', async () => {
    expect(await inPost({ category: 'Fall care' })).toEqual([
      `category: "Fall care" is not on the list; write exactly one of Maintenance, Repair, Equipment, Resurfacing, Materials`,
    ]);
    const [icon] = await mistakes(serviceSchema, { ...service, icon: 'rocket' }, serviceFile);
    expect(icon).toMatch(
      /^icon: "rocket" is not on the list; write one of the icon names in src\/data\/icons.ts: crack, droplet, gauge, /,
    );
  });

  test('text over its length', async () => {
    const title = 'Fall Pool Care in Dallas: Everything a Homeowner Should Know Before the First Cold Front';
    expect(await inPost({ title })).toEqual([
      `title: "${title}" is 88 characters, more than 70; write the headline in 70 characters or fewer (about 60 reads best; search results cut longer titles off), e.g. "5 Warning Signs Your Dallas Pool Is Leaking"`,
    ]);
  });

  test('text under its length', async () => {
    expect(await inPost({ description: 'Fall pool care.' })).toEqual([
      `description: "Fall pool care." is 15 characters, fewer than 50; write one sentence of 50 to 160 characters for search results and link previews, e.g. "Five signs your pool is leaking and how to tell a leak from normal Dallas evaporation."`,
    ]);
  });

  test('a required field left out or left empty', async () => {
    const { heroAlt: _omitted, ...withoutAlt } = post;
    const sentence = `heroAlt: nothing is written; write what the image shows, for people who cannot see it, e.g. "Technician patching a crack on a pool step"`;
    expect(await mistakes(blogSchema, withoutAlt, postFile)).toEqual([sentence]);
    expect(await inPost({ heroAlt: '' })).toEqual([sentence]);
    expect(await inPost({ heroAlt: null })).toEqual([sentence]);
  });

  test('a number written with words', async () => {
    expect(await inPost({ readTime: '5 min' })).toEqual([
      `readTime: "5 min" is not a number; write the minutes as a whole number, e.g. 6, or delete the line to have them counted`,
    ]);
    expect(await mistakes(projectSchema, { ...project, order: 2.5 }, projectFile)).toEqual([
      `order: 2.5 is not a whole number; write the position on /projects as a whole number, e.g. 4`,
    ]);
  });

  test('a yes/no field given something else', async () => {
    expect(await inPost({ draft: 'yes' })).toEqual([
      `draft: "yes" is not true or false; write true while the post is being written, or delete the line to publish`,
    ]);
  });

  test('a list of the wrong length', async () => {
    expect(
      await mistakes(serviceSchema, { ...service, features: ['Crack repair', 'Blister repair'] }, serviceFile),
    ).toEqual([
      `features: the list has 2 items, not 3; write exactly three short bullets, each on a line starting with "- "`,
    ]);
    expect(await mistakes(serviceSchema, { ...service, faqs: [faq, faq, faq, faq] }, serviceFile)).toEqual([
      `faqs: the list has 4 items, not 5; write exactly five questions, each as "- question: …" with "  answer: …"`,
    ]);
  });

  test('a single value where a list belongs', async () => {
    expect(await inPost({ relatedServices: 'leak-detection' })).toEqual([
      `relatedServices: "leak-detection" is not a list; write the file names of services in src/content/services without .mdx, in brackets, e.g. [leak-detection, fiberglass-repair]`,
    ]);
  });

  test('a field inside a list, named by its position counting from 1', async () => {
    expect(await inPost({ faqs: [...post.faqs, { question: 'How long does it take?' }] })).toEqual([
      `faqs[2].answer: nothing is written; write a plain-text answer of one or a few sentences, e.g. "Most inspections take 2-4 hours."`,
    ]);
    const steps = [...service.process.steps.slice(0, 2), { title: '', description: 'We rebuild the laminate.' }];
    expect(await mistakes(serviceSchema, { ...service, process: { steps } }, serviceFile)).toEqual([
      `process.steps[3].title: nothing is written; write a short name for the step, e.g. "Crack Injection"`,
    ]);
  });

  test('an image that does not exist', async () => {
    expect(
      await mistakes(projectSchema, { ...project, image: '../../assets/projects/highland-park.jpg' }, projectFile),
    ).toEqual([
      `image: "../../assets/projects/highland-park.jpg" matches no file; put the image in src/assets/projects/ and write its path from this file, e.g. ../../assets/projects/highland-park-fiberglass-crack-repair.png`,
    ]);
  });

  test('every field with a mistake is named, once', async () => {
    const found = await inPost({ pubDate: 'soon', category: 'News', draft: 'no' });
    expect(found.map((sentence) => sentence.split(':')[0])).toEqual(['pubDate', 'category', 'draft']);
  });

  test('a service referred to by a name that does not exist', async () => {
    const entry = {
      id: 'x',
      filePath: postFile,
      data: { relatedServices: ['leak-detection', 'leak-detektion'] },
    };
    await expect(getRelatedServices(entry as never)).rejects.toThrow(
      `${postFile}\n  - relatedServices: "leak-detektion" matches no file in src/content/services; write one or more of equipment-repair, fiberglass-repair, leak-detection, in brackets, e.g. [equipment-repair]`,
    );
  });
});

// Every kind of mistake the build's content check finds before Astro loads content, on a small site of
// its own, and how the build lists them: grouped by file, a first line saying how many and where. One
// real build (post-publication.test.ts) shows the list reaching a deploy's log.
import { copyFile, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { contentMistakes } from '../../src/lib/content-check/content-check';
import { withSignOff } from '../../src/lib/i18n/spanish-posts';
import { mistakesByFile, stopHeadline } from '../../src/lib/content-check/mistakes';
import { STRAIGHT_QUOTES_HOW_TO } from '../../src/lib/content-check/curly-quotes';
import { JPEG_HOW_TO, pictureFormat } from '../../src/lib/content-check/picture-check';
import { POST_HINTS, TEMPLATE_PICTURE_FILE } from '../../src/lib/launch/post-scaffold';
import { post } from '../fixtures/blog-build/post';
import { validService } from '../fixtures/content-examples';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
/** public/og-default.png as the template shipped it, which new-post copied as a new post's hero. */
const SHIPPED_SHARE_IMAGE = join(ROOT, 'tests/fixtures/launch-guard/og-default-as-shipped.png');
/** A photo as an iPhone saves it: HEIC, encoded by libheif's heif-enc (HEVC, x265). */
const IPHONE_PHOTO = join(ROOT, 'tests/fixtures/iphone/IMG_4821.HEIC');
/** One of the site's illustrations as shipped. */
const ILLUSTRATION = join(ROOT, 'tests/fixtures/launch-guard/illustration-as-shipped.png');

/** The first bytes of each kind of file, as an iPhone, a scanner or a PDF writer saves it. */
const iso = (...brands: string[]) =>
  Buffer.concat([
    Buffer.from([0, 0, 0, 8 + 4 * (brands.length + 1)]),
    Buffer.from(`ftyp${brands[0]}\0\0\0\0${brands.slice(1).join('')}`),
    Buffer.alloc(32),
  ]);
const FILES = {
  heic: iso('heic', 'mif1', 'heic'),
  heif: iso('mif1', 'mif1', 'miaf'),
  avif: iso('avif', 'avif', 'mif1', 'miaf'),
  mov: iso('qt  ', 'qt  '),
  tiff: Buffer.concat([Buffer.from('II*\0', 'latin1'), Buffer.alloc(60)]),
  pdf: Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj\n', 'latin1'),
  text: Buffer.from('<html>Not found</html>'),
};

let root: string;
const write = async (file: string, content: string | Uint8Array) => {
  await mkdir(join(root, dirname(file)), { recursive: true });
  await writeFile(join(root, file), content);
};
/** Each mistake as the list under its file's name shows it. */
const found = async () => (await contentMistakes(root)).map(({ where, text }) => `${where}: ${text}`);

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'content-check-'));
  await mkdir(join(root, 'src/assets'), { recursive: true });
  await sharp({ create: { width: 48, height: 32, channels: 3, background: '#0b6e99' } })
    .png()
    .toFile(join(root, 'src/assets/hero.png'));
  // The service posts name in relatedServices (the post fixture names leak-detection).
  await write(
    'src/content/services/leak-detection.mdx',
    `---\n${JSON.stringify({ ...validService, image: '../../assets/hero.png' })}\n---\n`,
  );
});
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

const FILE = 'src/content/blog/fall-pool-care.mdx';
const HEIC_HERO = `"../../assets/blog/IMG_4821.HEIC" is a HEIC photo (the format iPhones save by default), which the site cannot use; save it as a JPEG (how: below), upload that and write its file name here`;

describe('a post', () => {
  test('with three mistakes: each named under the file, top to bottom, with the way to a JPEG once below', async () => {
    await write('src/assets/blog/IMG_4821.HEIC', FILES.heic);
    await write(
      FILE,
      post({
        excerpt: `"${POST_HINTS.excerpt}"`,
        pubDate: 'November 3rd, 2026',
        heroImage: '../../assets/blog/IMG_4821.HEIC',
      }),
    );
    const mistakes = await contentMistakes(root);
    expect(stopHeadline(mistakes)).toBe(
      'Build stopped: 3 mistakes in src/content/blog/fall-pool-care.mdx — each below with its fix.',
    );
    expect(mistakesByFile(mistakes)).toBe(
      [
        FILE,
        `  - excerpt: "${POST_HINTS.excerpt}" is a hint of the new-post template; write your own words in its place`,
        '  - pubDate: "November 3rd, 2026" is not a date; write it as YYYY-MM-DD, e.g. 2026-11-03',
        `  - heroImage: ${HEIC_HERO}`,
        '',
        "How to get a JPEG: on a Mac, open the picture in Preview, then File › Export…, Format: JPEG. On Windows, open it in Photos, then See more (…) › Save as, and choose .jpg (or in Paint: File › Save as › JPEG picture). On an iPhone, upload it again on GitHub's Upload files page in Safari and pick it under Photo Library, which sends a JPEG (picked under Choose File, it stays HEIC); Settings › Camera › Formats › Most Compatible makes the camera save JPEGs from then on.",
      ].join('\n'),
    );
  });

  test('still a draft: the template’s hints may stay, its other mistakes may not', async () => {
    await write(FILE, post({ excerpt: `"${POST_HINTS.excerpt}"`, pubDate: 'next Tuesday', draft: 'true' }));
    expect(await found()).toEqual(['pubDate: "next Tuesday" is not a date; write it as YYYY-MM-DD, e.g. 2025-09-18']);
  });

  test('every hint the template left, in the frontmatter by field and below it by line', async () => {
    await write(
      FILE,
      post(
        { heroAlt: `"${POST_HINTS.heroAlt}"`, faqs: `\n  - question: "${POST_HINTS.question}"\n    answer: "Yes."` },
        `Intro.\n\n${POST_HINTS.heading}\n\n${POST_HINTS.body}\n`,
      ),
    );
    expect(await found()).toEqual([
      `heroAlt: "${POST_HINTS.heroAlt}" is a hint of the new-post template; write your own words in its place`,
      `question: "${POST_HINTS.question}" is a hint of the new-post template; write your own words in its place`,
      `line 17: "${POST_HINTS.heading}" is a hint of the new-post template; write your own words in its place`,
      `line 19: "${POST_HINTS.body}" is a hint of the new-post template; write your own words in its place`,
    ]);
  });

  // Posts new-post started before it copied the browser template's picture have the share image as shipped.
  test('whose hero is still the placeholder picture of new-post, the share image as shipped', async () => {
    await copyFile(SHIPPED_SHARE_IMAGE, join(root, 'src/assets/hero.png'));
    await write(FILE, post({}));
    expect(await found()).toEqual([
      "heroImage: src/assets/hero.png is the placeholder picture of the new-post template; put the post's own picture in src/assets/blog/ and write its file name here",
    ]);
  });

  // The blog guide's template shows the repository's picture-to-come until the author uploads their own,
  // so a draft builds at once; a post to be published keeps neither it nor a copy of it under its own name.
  test.each([TEMPLATE_PICTURE_FILE, 'src/assets/blog/spring-opening.png'])(
    'whose hero is still the picture of the browser template, at %s',
    async (file) => {
      await mkdir(join(root, 'src/assets/blog'), { recursive: true });
      await copyFile(join(ROOT, TEMPLATE_PICTURE_FILE), join(root, file));
      await write(FILE, post({ heroImage: `../../${file.replace(/^src\//, '')}` }));
      expect(await found()).toEqual([
        `heroImage: ${file} is the placeholder picture of the new-post template; put the post's own picture in src/assets/blog/ and write its file name here`,
      ]);
      await write(FILE, post({ heroImage: `../../${file.replace(/^src\//, '')}`, draft: 'true' }));
      expect(await found(), 'a draft may keep it').toEqual([]);
    },
  );

  test('naming a service that does not exist', async () => {
    await write(FILE, post({ relatedServices: '[leak-detection, leak-detektion]' }));
    expect(await found()).toEqual([
      'relatedServices: "leak-detektion" matches no file in src/content/services; write one or more of leak-detection, in brackets, e.g. [leak-detection]',
    ]);
  });

  test.each([
    ['a colon in an unquoted text', 'description: Leaks: what to do', 'line 3'],
    ['a quote inside a quoted text', 'description: "The "best" pool"', 'line 3'],
  ])('whose frontmatter cannot be read: %s', async (_, line, where) => {
    await write(FILE, post({}).replace(/^description: .*$/m, line));
    expect(await found()).toEqual([
      `${where}: this line cannot be read; if its text holds a colon (:) or a quote ("), put the whole text in double quotes and write each quote inside it as \\"`,
    ]);
  });

  test('with a field written twice', async () => {
    await write(FILE, post({}).replace(/^excerpt: .*$/m, '$&\nexcerpt: "Again."'));
    expect(await found()).toEqual(['line 5: this field is written twice; delete one of the two']);
  });

  test('showing one of the site’s illustrations as if a photo, as hero or in the body; fine as a draft or labelled', async () => {
    await copyFile(ILLUSTRATION, join(root, 'src/assets/drawing.png'));
    const body = 'import drawing from \'../../assets/drawing.png\';\n\n<Figure src={drawing} alt="A crack" />';
    await write(FILE, post({ heroImage: '../../assets/drawing.png', heroAlt: '"A glossy pool"' }, body));
    const asPhoto = (where: string) =>
      `${where}: src/assets/drawing.png is one of the site's illustrations, not a photo: begin its alt text with "Illustration of", so no visitor takes it for a real job`;
    expect(await found()).toEqual([asPhoto('heroAlt'), asPhoto('line 14')]);
    await write(FILE, post({ heroImage: '../../assets/drawing.png', heroAlt: '"A glossy pool"', draft: 'true' }, body));
    expect(await found()).toEqual([]);
    await write(
      FILE,
      post(
        { heroImage: '../../assets/drawing.png', heroAlt: '"Illustration of a glossy pool"' },
        body.replace('alt="A crack"', 'alt="Illustration of a crack"'),
      ),
    );
    expect(await found()).toEqual([]);
  });
});

describe('a Spanish post', () => {
  const SPANISH = 'src/content/es/blog/otono.mdx';
  const spanishPost = (fields: Record<string, string>) =>
    post({ heroImage: '../../../assets/hero.png', ...fields }).replace(/\n\nBody\.\n$/, '\n\nTexto.\n');

  test('naming an English post that does not exist as its translationOf: refused, with the names there are', async () => {
    await write(FILE, post({}));
    await write(SPANISH, spanishPost({ translationOf: 'fall-pool-kare' }));
    expect(await found()).toEqual([
      'translationOf: "fall-pool-kare" matches no English post in src/content/blog; write the file name of the post this one translates, without .mdx, e.g. fall-pool-care, or delete the line for a post only in Spanish',
    ]);
  });

  test('naming an English post, or none, or signed off, is fine; the same fields are checked as in an English post', async () => {
    await write(FILE, post({}));
    await write(SPANISH, spanishPost({ translationOf: 'fall-pool-care' }));
    await write('src/content/es/blog/solo.mdx', spanishPost({ category: 'Otoño' }));
    // As `npm run spanish -- sign-off` records it.
    await write(
      'src/content/es/blog/firmado.mdx',
      withSignOff(spanishPost({}), { by: 'Ana Pérez', on: '2026-12-06', english: '0123456789abcdef' }),
    );
    expect(await found()).toEqual([
      'category: "Otoño" is not on the list; write exactly one of Maintenance, Repair, Equipment, Resurfacing, Materials',
    ]);
  });
});

describe('a picture', () => {
  const withHero = async (name: string, content: Uint8Array) => {
    await write(`src/assets/blog/${name}`, content);
    await write(FILE, post({ heroImage: `../../assets/blog/${name}` }));
    return found();
  };
  const cannotUse = (name: string, what: string) =>
    `heroImage: "../../assets/blog/${name}" is ${what}, which the site cannot use; save it as a JPEG (how: below), upload that and write its file name here`;

  test.each([
    ['IMG_4821.HEIC', FILES.heic, 'a HEIC photo (the format iPhones save by default)'],
    ['IMG_4821.jpg', FILES.heic, 'named like a JPEG but is a HEIC photo (the format iPhones save by default)'],
    ['scan.heif', FILES.heif, 'a HEIF picture'],
    ['scan.tif', FILES.tiff, 'a TIFF file'],
    ['estimate.pdf', FILES.pdf, 'a PDF document'],
    ['IMG_4822.MOV', FILES.mov, 'a video'],
  ])('%s, in a format the site cannot use, is named with the way to a JPEG', async (name, content, what) => {
    expect(await withHero(name, content)).toEqual([cannotUse(name, what)]);
    expect((await contentMistakes(root))[0]!.note).toBe(JPEG_HOW_TO);
  });

  test('a real HEIC photo is named, with a way to a JPEG that works on the iPhone itself', async () => {
    await mkdir(join(root, 'src/assets/blog'), { recursive: true });
    await copyFile(IPHONE_PHOTO, join(root, 'src/assets/blog/IMG_4821.HEIC'));
    await write(FILE, post({ heroImage: '../../assets/blog/IMG_4821.HEIC' }));
    const [mistake, ...others] = await contentMistakes(root);
    expect(others).toEqual([]);
    expect(`${mistake!.where}: ${mistake!.text}`).toBe(`heroImage: ${HEIC_HERO}`);
    expect(mistake!.note).toContain('On an iPhone, upload it again on GitHub');
    expect(mistake!.note).toContain('Photo Library, which sends a JPEG');
  });

  test('a damaged file, or not a picture at all', async () => {
    expect(await withHero('pool.jpg', FILES.text)).toEqual([
      'heroImage: "../../assets/blog/pool.jpg" is not a picture the site can read (it may be damaged or only partly uploaded); upload it again as a JPEG or PNG',
    ]);
  });

  test('a JPEG named in capitals, as a camera names it, and an AVIF are fine', async () => {
    const jpeg = await sharp({ create: { width: 48, height: 32, channels: 3, background: '#fff' } })
      .jpeg()
      .toBuffer();
    expect(await withHero('IMG_4821.JPG', jpeg)).toEqual([]);
    expect(await withHero('pool.avif', FILES.avif)).toEqual([]);
  });

  test('that is not there', async () => {
    await write(FILE, post({ heroImage: '../../assets/blog/fall-pool.jpg' }));
    expect(await found()).toEqual([
      'heroImage: "../../assets/blog/fall-pool.jpg" matches no file; put the image in src/assets/blog/ and write its path from this file, e.g. ../../assets/blog/fall-pool-care.png',
    ]);
  });

  test('in the body: imported, or in Markdown, each with alt text', async () => {
    await write('src/assets/blog/IMG_4821.HEIC', FILES.heic);
    const body = [
      "import { Figure } from '../../components/mdx';",
      "import crack from '../../assets/blog/IMG_4821.HEIC';",
      "import step from '../../assets/hero.png';",
      '',
      '<Figure src={step} caption="A step." />',
      '',
      '<Figure src={step} alt="" />',
      '',
      '![](../../assets/hero.png)',
      '',
      '![A step](../../assets/blog/step.jpg)',
    ].join('\n');
    await write(FILE, post({}, body));
    expect(await found()).toEqual([
      `line 13: "../../assets/blog/IMG_4821.HEIC" is a HEIC photo (the format iPhones save by default), which the site cannot use; save it as a JPEG (how: below), upload that and write its file name here`,
      'line 16: <Figure> shows ../../assets/hero.png without alt text; add alt="…" saying what the picture shows, for people who cannot see it',
      'line 18: <Figure> shows ../../assets/hero.png with an empty alt; write in it what the picture shows, for people who cannot see it',
      'line 20: the picture ../../assets/hero.png has no alt text; write what it shows between the brackets, e.g. ![A repaired crack on a pool step](../../assets/hero.png)',
      'line 22: "../../assets/blog/step.jpg" matches no file; put the image in src/assets/blog/ and write its path from this file, e.g. ../../assets/blog/fall-pool-care.png',
    ]);
  });

  test.each([
    [FILES.heic, 'heic'],
    [FILES.avif, 'avif'],
    [FILES.heif, 'heif'],
    [FILES.tiff, 'tiff'],
    [FILES.pdf, 'pdf'],
    [Buffer.from('<?xml version="1.0"?><svg/>'), 'svg'],
    [FILES.text, undefined],
  ])('is known by its first bytes: %#', (bytes, format) => {
    expect(pictureFormat(bytes)).toBe(format);
  });
});

describe('a review (JSON)', () => {
  const REVIEW = 'src/content/testimonials/maria-g-plano.json';
  const review = (lines: string[]) => write(REVIEW, `${lines.join('\n')}\n`);
  const fields = ['  "order": 1,', '  "name": "Maria G.",', '  "location": "Plano",', '  "rating": 5,'];
  const last = '  "service": "leak-detection"';

  test.each([
    [
      'a comma after the last field',
      [...fields, '  "text": "They found the leak in an hour.",', `${last},`, '}'],
      'line 7: a comma ends this line, but no field follows it; delete that comma',
    ],
    [
      'a comma missing between fields',
      [...fields, '  "text": "They found the leak in an hour."', last, '}'],
      'line 6: this line needs a comma at its end, as another field follows; add one',
    ],
    [
      'curly quotes from a phone keyboard',
      [...fields, '  “text”: “They found the leak in an hour.”,', last, '}'],
      'line 6: curly quotes “ ” (a phone or word processor types them) stand where straight quotes " belong; retype them as "',
    ],
    [
      'a straight quote inside the text',
      [...fields, '  "text": "They said "no leak" and were right.",', last, '}'],
      'line 6: a straight quote (") inside the text ends it early; write that quote as \\" or as “ ”',
    ],
    [
      'a text without quotes',
      [
        '{',
        '  "order": 1,',
        '  "name": "Maria G.",',
        '  "location": Plano,',
        '  "rating": 5,',
        '  "text": "Great.",',
        last,
        '}',
      ],
      'line 4: Plano needs straight double quotes around it: "Plano"',
    ],
    [
      'a text running over two lines',
      [...fields, '  "text": "They found the leak', 'in an hour.",', last, '}'],
      'line 6: the text in quotes does not end on this line; close it with a straight quote (")',
    ],
  ])('with %s', async (_, lines, mistake) => {
    await review(lines[0] === '{' ? lines : ['{', ...lines]);
    expect(await found()).toEqual([mistake]);
  });

  test.each([
    [
      'a service by its title',
      'Leak Detection',
      'service: "Leak Detection" is not accepted; write the file name of the service in src/content/services without .mdx, e.g. "leak-detection"',
    ],
    [
      'a service that does not exist',
      'leak-detektion',
      'service: "leak-detektion" matches no file in src/content/services; write one of leak-detection, e.g. "leak-detection"',
    ],
  ])('naming %s', async (_, service, mistake) => {
    await review(['{', ...fields, '  "text": "They found the leak in an hour.",', `  "service": "${service}"`, '}']);
    expect(await found()).toEqual([mistake]);
  });

  test('an empty file', async () => {
    await write(REVIEW, '');
    expect(await found()).toEqual([
      'line 1: the file is empty; copy the example in src/content/testimonials/README.md',
    ]);
  });

  test('a rating in quotes, or out of range', async () => {
    await review([
      '{',
      '  "order": 1,',
      '  "name": "Maria G.",',
      '  "location": "Plano",',
      '  "rating": "5",',
      '  "text": "Great.",',
      last,
      '}',
    ]);
    expect(await found()).toEqual([
      'rating: "5" is not a number; write the stars the customer gave as a whole number from 1 to 5, without quotes, e.g. 5',
    ]);
    await review([
      '{',
      '  "order": 1,',
      '  "name": "Maria G.",',
      '  "location": "Plano",',
      '  "rating": 6,',
      '  "text": "Great.",',
      last,
      '}',
    ]);
    expect(await found()).toEqual([
      'rating: 6 is more than 5; write the stars the customer gave as a whole number from 1 to 5, without quotes, e.g. 5',
    ]);
  });
});

describe('a post typed on an iPhone, with curly quotes', () => {
  const typed = (quote: (text: string) => string, single: (text: string) => string) =>
    post(
      {
        title: quote('Fall pool care'),
        excerpt: '"Don’t let the leaves sink: what to do this fall."',
        pubDate: quote('2025-09-01'),
        relatedServices: `[${single('leak-detection')}]`,
        faqs: `\n  - question: ${quote('Why skim daily?')}\n    answer: "Because it’s easier."`,
      },
      [
        `import { Callout, DataTable } from ${single('../../components/mdx')};`,
        '',
        'Don’t drain the pool. “Quoted words” and ‘asides’ are right in the text.',
        '',
        `<Callout title=${quote('A tip')}>It’s “fine” here.</Callout>`,
        '',
        '<DataTable',
        '  caption="What’s “typical”"',
        `  headers={[${single('Pool size')}, ${single('Typical time')}]}`,
        '  rows={[["Small", "3 days"]]}',
        '/>',
      ].join('\n'),
    );

  test('around a value, in the import line and around props: each named with its line and the fix', async () => {
    await write(
      FILE,
      typed(
        (text) => `“${text}”`,
        (text) => `‘${text}’`,
      ),
    );
    const mistakes = await contentMistakes(root);
    const around = (field: string) =>
      `${field}: written between curly quotes “ ” (or ‘ ’), which would show on the page or stop the build; put straight quotes " around the text instead, e.g. ${field}: "…"`;
    expect(mistakes.map(({ where, text }) => `${where}: ${text}`)).toEqual([
      around('title'),
      around('pubDate'),
      'relatedServices: its items are between curly quotes ‘ ’ (or “ ”), which the build cannot read; write them without quotes, e.g. relatedServices: [first-item, second-item]',
      around('question'),
      "line 15: the import line has curly quotes ‘ ’ (or “ ”) around its path, which MDX cannot read; write straight quotes ' instead, e.g. import { Callout } from '../../components/mdx';",
      `line 19: <Callout> has curly quotes “ ” (or ‘ ’) around a prop's text, which MDX cannot read; write straight quotes " (or ') around each, e.g. title="A tip"`,
      `line 23: <DataTable> has curly quotes “ ” (or ‘ ’) around a prop's text, which MDX cannot read; write straight quotes " (or ') around each, e.g. title="A tip"`,
    ]);
    expect(new Set(mistakes.map(({ note }) => note))).toEqual(new Set([STRAIGHT_QUOTES_HOW_TO]));
  });

  test('with straight quotes around them, the apostrophes and quotes of the text stay as typed', async () => {
    await write(
      FILE,
      typed(
        (text) => `"${text}"`,
        (text) => `'${text}'`,
      ),
    );
    expect(await found()).toEqual([]);
  });
});

test('mistakes in several files: one group each, the first line naming them all', async () => {
  await write(FILE, post({ category: 'Fall care' }));
  await write('src/content/testimonials/maria-g-plano.json', '{\n  "order": 1,\n}\n');
  const mistakes = await contentMistakes(root);
  expect(stopHeadline(mistakes)).toBe(
    'Build stopped: 2 mistakes in src/content/blog/fall-pool-care.mdx and src/content/testimonials/maria-g-plano.json — each below with its fix.',
  );
  expect(mistakesByFile(mistakes)).toBe(
    [
      FILE,
      '  - category: "Fall care" is not on the list; write exactly one of Maintenance, Repair, Equipment, Resurfacing, Materials',
      '',
      'src/content/testimonials/maria-g-plano.json',
      '  - line 2: a comma ends this line, but no field follows it; delete that comma',
    ].join('\n'),
  );
});

test('one mistake: the first line says so', async () => {
  await write(FILE, post({ category: 'Fall care' }));
  expect(stopHeadline(await contentMistakes(root))).toBe(
    'Build stopped: 1 mistake in src/content/blog/fall-pool-care.mdx — below with its fix.',
  );
});

test('nothing a marketer writes under src/content is left to the formatter to judge', async () => {
  const { getFileInfo } = await import('prettier');
  for (const file of ['src/content/testimonials/sarah-m-plano.json', 'src/content/blog/fall-pool-care.mdx']) {
    const info = await getFileInfo(join(ROOT, file), { ignorePath: join(ROOT, '.prettierignore') });
    expect(info.ignored, file).toBe(true);
  }
});

test('the content in the repository has none', async () => {
  expect(await contentMistakes(ROOT)).toEqual([]);
});

/**
 * What README.md and docs/ tell a reader to type, open or set exists: each `npm run` script, each
 * quotes command, each file path in code, each in-repo link and its #anchor, each environment
 * variable (read from the environment by the code) and each constant named in code (declared in the
 * code). The counts, defaults and versions they state are the code's: the functions, the claims the
 * build checks, verify-deploy's checks, each setting's default, the Node versions. A failure names
 * the doc, the line and what is wrong.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { confirmationsPerDay, ownerEmailsPerDay, rateLimitPerHour } from '../../netlify/lib/config';
import { business } from '../../src/data/business';
import { retentionDays } from '../../src/lib/quote/retention';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** README.md and every Markdown file under docs/, relative to the project. */
function docFiles(): string[] {
  const docs = readdirSync(join(ROOT, 'docs'), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.md'))
    .map((entry) => relative(ROOT, join(entry.parentPath, entry.name)));
  return ['README.md', ...docs.sort()];
}

/** The code a setting or a constant can live in: everything that runs, not the tests or the docs. */
function codeText(): string {
  const files = ['src', 'netlify', 'scripts'].flatMap((dir) =>
    readdirSync(join(ROOT, dir), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && /\.(ts|tsx|astro|mjs|js)$/.test(entry.name))
      .map((entry) => join(entry.parentPath, entry.name)),
  );
  const configs = ['astro.config.ts', 'playwright.config.ts', 'vitest.config.ts', 'netlify.toml'];
  return [...files, ...configs.map((file) => join(ROOT, file))].map((file) => readFileSync(file, 'utf8')).join('\n');
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens. */
export function headingAnchor(heading: string): string {
  return heading
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-');
}

/** Every anchor a Markdown file offers, repeated headings numbered as GitHub numbers them. */
function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (/^\s*```/.test(line)) fenced = !fenced;
    const heading = !fenced && /^#{1,6}\s+(.+?)\s*#*$/.exec(line);
    if (!heading) continue;
    const base = headingAnchor(heading[1]);
    let anchor = base;
    for (let n = 1; anchors.has(anchor); n++) anchor = `${base}-${n}`;
    anchors.add(anchor);
  }
  return anchors;
}

const PATH_IN_CODE = /^(?:src|netlify|scripts|tests|public|docs|patches)\/[^\s`]*$/;
/** Folders where writers add files: an example file name in them need only have its folder. */
const WRITERS_FOLDERS = /^src\/(?:content|assets)\//;
/** Parts of a path that stand for a name the reader picks or a set of files: not checked past them. */
const PLACEHOLDER = /[<*{…]|\bNN\b|-N\b|\bN\./;
const CONSTANT = /^[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+$/;

interface Finding {
  doc: string;
  line: number;
  problem: string;
}

/** Every reference in one doc that does not resolve, as "doc:line: what is missing". */
export function brokenReferences(doc: string, markdown: string, project: ProjectFacts = projectFacts()): Finding[] {
  const findings: Finding[] = [];
  const report = (line: number, problem: string) => findings.push({ doc, line, problem });
  let fence: string | undefined;
  let envTable = false;
  const checkPath = (line: number, path: string) => {
    const [known] = path.split(PLACEHOLDER);
    const existing = known === path ? path.replace(/[:,.]+$/, '') : known.slice(0, known.lastIndexOf('/'));
    const example = WRITERS_FOLDERS.test(existing) && existsSync(join(ROOT, dirname(existing)));
    if (!example && !existsSync(join(ROOT, existing))) report(line, `\`${path}\`: no such file or folder`);
  };
  markdown.split('\n').forEach((text, index) => {
    const line = index + 1;
    const fenceMark = /^\s*```(\w*)/.exec(text);
    if (fenceMark) {
      fence = fence === undefined ? fenceMark[1] : undefined;
      return;
    }
    for (const [, script] of text.matchAll(/\bnpm run(?: -s)? ([a-z][\w:-]*)/g)) {
      if (!project.scripts.has(script)) report(line, `\`npm run ${script}\`: package.json has no script "${script}"`);
    }
    for (const [, command] of text.matchAll(/\bnpm run(?: -s)? quotes -- ([a-z][\w-]*)/g)) {
      if (!project.quotesCommands.has(command)) {
        report(line, `\`npm run quotes -- ${command}\`: the quotes CLI has no command "${command}"`);
      }
    }
    for (const [, name] of text.matchAll(/(?:^|[\s`(])([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+)=/g)) {
      if (!project.readsEnv(name)) report(line, `${name}: no code reads this environment variable`);
    }
    if (fence !== undefined) {
      // A shell block is commands to type: the files they name must exist. Other blocks are examples.
      if (fence === 'sh') for (const word of text.split(/[\s'"=]+/)) if (PATH_IN_CODE.test(word)) checkPath(line, word);
      return;
    }

    const cells = /^\s*\|(.*)\|\s*$/.exec(text)?.[1].split('|');
    if (!cells) envTable = false;
    else if (/^\s*variable\s*$/i.test(cells[0])) envTable = true;
    const variables = new Set(envTable && cells ? [...cells[0].matchAll(/`([A-Z][A-Z0-9_]*)`/g)].map((m) => m[1]) : []);
    for (const name of variables) {
      if (!project.readsEnv(name)) report(line, `${name}: no code reads this environment variable`);
    }

    const withoutLinks = text.replace(/\]\([^)]*\)/g, ']');
    for (const [, code] of withoutLinks.matchAll(/`([^`]+)`/g)) {
      if (PATH_IN_CODE.test(code)) checkPath(line, code);
      else if (CONSTANT.test(code) && !variables.has(code) && !project.readsEnv(code) && !project.declares(code)) {
        report(line, `\`${code}\`: neither read from the environment nor declared in the code`);
      }
    }

    for (const [, target] of text.matchAll(/\]\(([^)\s]+)\)/g)) {
      // Addresses on the web, and site addresses such as /services/leak-detection inside an example.
      if (/^(?:[a-z][a-z+.-]*:|\/)/i.test(target)) continue;
      const [path, anchor] = target.split('#');
      const file = path ? resolve(ROOT, dirname(doc), decodeURIComponent(path)) : join(ROOT, doc);
      const shown = path || doc;
      if (!existsSync(file)) {
        report(line, `link ${target}: ${shown} does not exist`);
      } else if (
        anchor &&
        file.endsWith('.md') &&
        !anchorsOf(path ? readFileSync(file, 'utf8') : markdown).has(anchor)
      ) {
        report(line, `link ${target}: ${relative(ROOT, file)} has no heading #${anchor}`);
      }
    }
  });
  return findings;
}

interface ProjectFacts {
  scripts: Set<string>;
  quotesCommands: Set<string>;
  readsEnv: (name: string) => boolean;
  declares: (name: string) => boolean;
}

let facts: ProjectFacts | undefined;

/** What the docs are checked against, read once for all of them. */
function projectFacts(): ProjectFacts {
  if (facts) return facts;
  const code = codeText();
  const quotesCode = readdirSync(join(ROOT, 'scripts/quotes'))
    .map((file) => readFileSync(join(ROOT, 'scripts/quotes', file), 'utf8'))
    .join('\n')
    .concat(readFileSync(join(ROOT, 'scripts/quotes.ts'), 'utf8'));
  const packageJson = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { scripts: object };
  facts = {
    scripts: new Set(Object.keys(packageJson.scripts)),
    quotesCommands: new Set([...quotesCode.matchAll(/name === '([a-z-]+)'|'([a-z-]+)'/g)].map((m) => m[1] ?? m[2])),
    // env.NAME, env['NAME'], Netlify.env.get('NAME'), `const { NAME } = env`, or the name as a string
    // that code looks up in the environment (`variable: 'NETLIFY_AUTH_TOKEN'`).
    readsEnv: (name: string) =>
      new RegExp(
        `env\\??(?:\\.get\\(\\s*['"]|\\.|\\[['"])${name}\\b|\\b${name}\\b[^\\n]*=\\s*(?:process\\.)?env\\b|['"\`]${name}['"\`]`,
      ).test(code),
    declares: (name: string) =>
      new RegExp(`\\b(?:const|let|var|function|class|enum|type|interface)\\s+${name}\\b`).test(code),
  };
  return facts;
}

describe('the reference checker', () => {
  const project = {
    scripts: new Set(['build', 'quotes']),
    quotesCommands: new Set(['list']),
    readsEnv: (name: string) => name === 'SMTP_URL',
    declares: (name: string) => name === 'PHONE_E164',
  };
  const check = (markdown: string) => brokenReferences('docs/launching.md', markdown, project).map((f) => f.problem);

  test('names a missing script, quotes command, file, link, anchor and variable with its line', () => {
    const markdown = [
      '# Launching',
      'Run `npm run build`, then `npm run facts` and `npm run quotes -- lisst`.',
      'Edit `src/data/business.ts` and `src/data/nowhere.ts`; set `SMTP_URL` and `BUILD_HOOK_URL`; `PHONE_E164`.',
      'See [owner](owner-computer.md#one-time-setup), [gone](gone.md) and [here](#launching), [not here](#nope).',
      '| Variable | meaning |',
      '| --- | --- |',
      '| `URL` | the origin |',
    ].join('\n');
    expect(brokenReferences('docs/launching.md', markdown, project)).toEqual([
      { doc: 'docs/launching.md', line: 2, problem: '`npm run facts`: package.json has no script "facts"' },
      {
        doc: 'docs/launching.md',
        line: 2,
        problem: '`npm run quotes -- lisst`: the quotes CLI has no command "lisst"',
      },
      { doc: 'docs/launching.md', line: 3, problem: '`src/data/nowhere.ts`: no such file or folder' },
      {
        doc: 'docs/launching.md',
        line: 3,
        problem: '`BUILD_HOOK_URL`: neither read from the environment nor declared in the code',
      },
      { doc: 'docs/launching.md', line: 4, problem: 'link gone.md: gone.md does not exist' },
      { doc: 'docs/launching.md', line: 4, problem: 'link #nope: docs/launching.md has no heading #nope' },
      { doc: 'docs/launching.md', line: 7, problem: 'URL: no code reads this environment variable' },
    ]);
  });

  test('reads commands, variables and the files of shell commands in code blocks, but no links there', () => {
    const markdown = [
      '```sh',
      'FOO_BAR=1 npm run nothing',
      'npx node docs/illustrations/make-illustrations.ts && node scripts/gone.ts [x](gone.md)',
      '```',
      '```mdx',
      'import x from "src/assets/blog/example.png";',
      '```',
    ].join('\n');
    expect(check(markdown)).toEqual([
      '`npm run nothing`: package.json has no script "nothing"',
      'FOO_BAR: no code reads this environment variable',
      '`scripts/gone.ts`: no such file or folder',
    ]);
  });

  test('finds a quotation that runs on into the next line, not one inside code', () => {
    const markdown = ['The email reads "41 more', 'requests".', '`"a` and "b"', '```', '"open', '```'].join('\n');
    expect(quotesAcrossLines(markdown)).toEqual([1, 2]);
  });

  test('leaves placeholders in paths, links to the web and GitHub anchors of punctuated headings alone', () => {
    const markdown = [
      '## 4. Environment variables, their scope, and a new deploy',
      '`src/content/testimonials/placeholder-NN.json`, `src/content/**`, `src/content/blog/<slug>.mdx`',
      '[web](https://example.com) [mail](mailto:a@example.com) [ok](#4-environment-variables-their-scope-and-a-new-deploy)',
    ].join('\n');
    expect(check(markdown)).toEqual([]);
  });
});

/**
 * The lines whose quoted text ("…", outside code) runs on into the next line: a reader who searches a
 * file, a log or a page for the quoted words finds nothing across a line break.
 */
export function quotesAcrossLines(markdown: string): number[] {
  let fenced = false;
  return markdown.split('\n').flatMap((text, index) => {
    if (/^\s*```/.test(text)) fenced = !fenced;
    const prose = text.replace(/`[^`]*`/g, '').replace(/<[^>]*>/g, '');
    return !fenced && (prose.match(/"/g)?.length ?? 0) % 2 === 1 ? [index + 1] : [];
  });
}

describe.each(docFiles())('%s', (doc) => {
  const markdown = readFileSync(join(ROOT, doc), 'utf8');
  test('every script, command, file, link and setting it names exists', () => {
    const problems = brokenReferences(doc, markdown).map(({ line, problem }) => `${doc}:${line}: ${problem}`);
    expect(problems).toEqual([]);
  });

  test('keeps each quoted sentence on one line, so a search for it finds it', () => {
    expect(quotesAcrossLines(markdown).map((line) => `${doc}:${line}`)).toEqual([]);
  });
});

const NUMBER_WORDS = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
];
/** "six" or "6" as 6. */
const numberOf = (text: string) => (/^\d+$/.test(text) ? Number(text) : NUMBER_WORDS.indexOf(text.toLowerCase()));

/** The settings whose default a doc may state, with the default the code falls back to. */
const SETTING_DEFAULTS: Record<string, number> = {
  QUOTE_RATE_LIMIT_PER_HOUR: rateLimitPerHour({}),
  QUOTE_CONFIRMATIONS_PER_DAY: confirmationsPerDay({}),
  QUOTE_OWNER_EMAILS_PER_DAY: ownerEmailsPerDay({}),
  QUOTE_RETENTION_DAYS: retentionDays({}),
};
/** After a setting's name: "(default 3", "default: 3", "(30 unless set)", "(730)". */
const STATED_DEFAULT = /\((?:optional, )?(?:default:? )?(\d[\d,]*)(?:\)| unless set|;)|\bdefault:? (\d[\d,]*)/;

interface StatedFact {
  doc: string;
  line: number;
  fact: string;
  stated: number | string;
  actual: number | string;
}

/** Every count, default and version the docs state that the code also knows, beside the code's value. */
export function statedFacts(doc: string, markdown: string): StatedFact[] {
  const functions = readdirSync(join(ROOT, 'netlify/functions')).filter((file) => file.endsWith('.ts')).length;
  // How Spanish speakers are served is confirmed too, but it is no claim.
  const claims = Object.keys(business.ownerConfirmed).filter((fact) => fact !== 'rating' && fact !== 'spanish').length;
  const checks = readFileSync(join(ROOT, 'scripts/verify-deploy.ts'), 'utf8').match(/checks\.push\(/g)?.length ?? 0;
  const packageJson = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { engines: { node: string } };
  const minimumNode = /^>=\s*([\d.]+)$/.exec(packageJson.engines.node)?.[1] ?? packageJson.engines.node;
  const projectNode = readFileSync(join(ROOT, '.nvmrc'), 'utf8').trim();
  const facts: StatedFact[] = [];
  markdown.split('\n').forEach((text, index) => {
    const state = (fact: string, stated: number | string, actual: number | string) =>
      facts.push({ doc, line: index + 1, fact, stated, actual });
    for (const [, count] of text.matchAll(/\b(\w+) Netlify Functions\b/gi)) {
      if (numberOf(count) >= 0) state('Netlify Functions in netlify/functions', numberOf(count), functions);
    }
    for (const [, count] of text.matchAll(/\bthe rating and (\w+) claims?\b/g)) {
      state('claims the owner confirms (business.ownerConfirmed)', numberOf(count), claims);
    }
    for (const [, count] of text.matchAll(/\bAll (\d+) checks passed/g)) {
      state('checks of npm run verify-deploy', Number(count), checks);
    }
    // "Node.js 22.12 or later", "Node 20+", "Node.js and npm, any version from 20 on", "≥ 22.12".
    const lowest = /\bNode(?:\.js)?\b[^.\n]{0,40}?\b(\d+(?:\.\d+)?)(?:\+| or later\b| on\b)|≥\s*(\d+(?:\.\d+)?)/g;
    for (const [, version, atLeast] of text.matchAll(lowest)) {
      state('the lowest Node.js (package.json engines)', (version ?? atLeast)!, minimumNode);
    }
    for (const [, version] of text.matchAll(/\bNode (\d+)\b(?!\.\d|\+| or later| on\b)/g)) {
      state('the project’s own Node (.nvmrc)', version, projectNode);
    }
    // Each setting's stretch of the line runs to the next setting named.
    const names = [...text.matchAll(/`([A-Z][A-Z0-9_]+)`/g)];
    names.forEach((match, position) => {
      const actual = SETTING_DEFAULTS[match[1]!];
      if (actual === undefined) return;
      const stretch = text.slice(match.index + match[0].length, names[position + 1]?.index ?? text.length);
      const stated = STATED_DEFAULT.exec(stretch);
      if (stated) state(`${match[1]}'s default`, Number((stated[1] ?? stated[2])!.replace(/,/g, '')), actual);
    });
  });
  return facts;
}

describe('the counts, defaults and versions the docs state', () => {
  const facts = docFiles().flatMap((doc) => statedFacts(doc, readFileSync(join(ROOT, doc), 'utf8')));

  test('are the code’s', () => {
    const wrong = facts
      .filter(({ stated, actual }) => stated !== actual)
      .map(({ doc, line, fact, stated, actual }) => `${doc}:${line}: ${fact} is ${actual}, not ${stated}`);
    expect(wrong).toEqual([]);
  });

  test('are found where the docs state them', () => {
    const stated = new Set(facts.map(({ fact }) => fact.replace(/^QUOTE_\w+/, 'a setting')));
    expect([...stated].sort()).toEqual(
      [
        'Netlify Functions in netlify/functions',
        "a setting's default",
        'checks of npm run verify-deploy',
        'claims the owner confirms (business.ownerConfirmed)',
        'the lowest Node.js (package.json engines)',
        'the project’s own Node (.nvmrc)',
      ].sort(),
    );
    for (const setting of Object.keys(SETTING_DEFAULTS)) {
      expect(
        facts.some(({ fact }) => fact.startsWith(setting)),
        setting,
      ).toBe(true);
    }
  });

  test('a wrong count, default or version is named with its line', () => {
    const markdown = [
      'The backend is five Netlify Functions.',
      'It checks the rating and three claims.',
      '| `QUOTE_RATE_LIMIT_PER_HOUR` | no | per hour (default 4) |',
      'Install Node.js 20 or later; the project brings Node 22.',
      'Any Node 22+ works, engines ≥ 18.',
    ].join('\n');
    expect(
      statedFacts('docs/x.md', markdown)
        .filter(({ stated, actual }) => stated !== actual)
        .map(({ line, fact }) => `${line}: ${fact}`),
    ).toEqual([
      '1: Netlify Functions in netlify/functions',
      '2: claims the owner confirms (business.ownerConfirmed)',
      "3: QUOTE_RATE_LIMIT_PER_HOUR's default",
      '4: the lowest Node.js (package.json engines)',
      '4: the project’s own Node (.nvmrc)',
      '5: the lowest Node.js (package.json engines)',
      '5: the lowest Node.js (package.json engines)',
    ]);
  });
});

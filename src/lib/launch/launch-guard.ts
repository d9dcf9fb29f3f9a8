import type { AstroIntegration } from 'astro';
import { readdirSync, readFileSync } from 'node:fs';
import { business } from '../../data/business';
import { frontmatterBlock } from '../content/frontmatter';
import { projectPath } from '../content/projects';
import { formatLaunchReport, launchPlaceholders, type FlaggedEntry, type LaunchContent } from './placeholders';

const CONTENT = new URL('../../content/', import.meta.url);

/** `placeholder: true` in a YAML frontmatter block or a JSON file (the schemas allow only a boolean). */
const FLAG = /^\s*"?placeholder"?\s*:\s*true\s*,?\s*$/im;

function flagged(collection: 'testimonials' | 'projects', extension: string): FlaggedEntry[] {
  const dir = new URL(`${collection}/`, CONTENT);
  return readdirSync(dir)
    .filter((name) => name.endsWith(extension))
    .sort()
    .map((name) => {
      const text = readFileSync(new URL(name, dir), 'utf8');
      const data = extension === '.json' ? text : frontmatterBlock(text);
      return {
        id: name.slice(0, -extension.length),
        file: `src/content/${collection}/${name}`,
        placeholder: FLAG.test(data),
      };
    });
}

/** The facts and flags the guard checks, read straight from the files so it runs before Astro loads content. */
export function readLaunchContent(): LaunchContent {
  return { business, testimonials: flagged('testimonials', '.json'), projects: flagged('projects', '.mdx') };
}

/** Site paths of the pages that show placeholders (noindex, and kept out of the sitemap). */
export function placeholderPagePaths(content = readLaunchContent()): string[] {
  return [
    ...content.projects.filter((entry) => entry.placeholder).map(projectPath),
    ...(content.testimonials.some((entry) => entry.placeholder) ? ['/reviews'] : []),
  ];
}

/**
 * Stops a Netlify production build (`CONTEXT=production`) while placeholders remain, before any
 * page is built; deploy previews, branch deploys and local builds print the same list as a warning.
 */
export function launchGuard(env: NodeJS.ProcessEnv = process.env): AstroIntegration {
  return {
    name: 'launch-guard',
    hooks: {
      'astro:config:setup': ({ command, logger }) => {
        if (command !== 'build') return;
        const placeholders = launchPlaceholders(readLaunchContent());
        if (placeholders.length === 0) return;
        const report = formatLaunchReport(placeholders);
        if (env.CONTEXT === 'production') throw new Error(`Production build stopped. ${report}`);
        logger.warn(report);
      },
    },
  };
}

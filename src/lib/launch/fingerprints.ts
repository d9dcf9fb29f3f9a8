// The stand-ins the site shipped with, known by their content so that a copy is recognised whatever
// its flag, file name or place. Each is the first 16 hex digits of the SHA-256 of the file, or of the
// text with its whitespace collapsed, mapped to where it shipped.
import { createHash } from 'node:crypto';

export function fingerprint(content: string | Uint8Array): string {
  const data = typeof content === 'string' ? content.replace(/\s+/g, ' ').trim() : content;
  return createHash('sha256').update(data).digest('hex').slice(0, 16);
}

/** The `text` of each invented testimonial. */
export const PLACEHOLDER_TESTIMONIAL_TEXTS = new Map([
  ['addf11782f45e39d', 'testimonials/placeholder-01.json'],
  ['b3cd45c6ee7f64d9', 'testimonials/placeholder-02.json'],
  ['37ad7cac4e11a005', 'testimonials/placeholder-03.json'],
  ['b83b1c4ae6d1bb15', 'testimonials/placeholder-04.json'],
  ['0d57e2d75489cc85', 'testimonials/placeholder-05.json'],
  ['5488a703beef7bf1', 'testimonials/placeholder-06.json'],
  ['ea173e46611045cd', 'testimonials/placeholder-07.json'],
  ['9b596a7cb40dd8d1', 'testimonials/placeholder-08.json'],
]);

/** The `challenge`, `solution` and `result` of each invented case study. */
export const PLACEHOLDER_PROJECT_TEXTS = new Map([
  ['b84d4d6348ae175a', 'projects/highland-park-fiberglass-crack-repair.mdx challenge'],
  ['5c2db119def5192a', 'projects/highland-park-fiberglass-crack-repair.mdx solution'],
  ['c3787497c96c5a63', 'projects/highland-park-fiberglass-crack-repair.mdx result'],
  ['1220203f5d3cc7e5', 'projects/lakewood-leak-detection-equipment-upgrade.mdx challenge'],
  ['507cb6650d2611f0', 'projects/lakewood-leak-detection-equipment-upgrade.mdx solution'],
  ['388236a9d311d95c', 'projects/lakewood-leak-detection-equipment-upgrade.mdx result'],
  ['eae7a4af52e2b2f5', 'projects/plano-step-delamination-repair.mdx challenge'],
  ['c390629aecd00dc7', 'projects/plano-step-delamination-repair.mdx solution'],
  ['9167dfeacdf9e8f3', 'projects/plano-step-delamination-repair.mdx result'],
]);

/** Each paragraph of a post that tells an invented job as the business's own. */
export const PLACEHOLDER_STORY_TEXTS = new Map([
  ['9daaab1165f40d06', 'blog/variable-speed-pump-savings.mdx "Case study: a Plano family\'s pool"'],
]);

/** The illustrations in src/assets (docs/illustrations/make-illustrations.ts drew them). */
export const ILLUSTRATIONS = new Map([
  ['d3d19e56baccf99b', 'blog/dallas-clay-soil-fiberglass-cracks.png'],
  ['2c1bbf8e491ccbc6', 'blog/dallas-pool-leak-warning-signs.png'],
  ['a81b7228750db14b', 'blog/gelcoat-vs-plaster.png'],
  ['556f878dc3492f7e', 'blog/pool-resurfacing-timeline.png'],
  ['1cf465ff5f10e1b4', 'blog/variable-speed-pump-savings.png'],
  ['fe664cd67dc85c80', 'home/after.png and services/surface-gelcoat-after.png'],
  ['f83666b8fca045ed', 'home/before.png'],
  ['aa8f00d594726f6e', 'home/hero.png'],
  ['9bf4d033f109339d', 'projects/highland-park-fiberglass-crack-repair.png'],
  ['b0412a4536a677f0', 'projects/lakewood-leak-detection-equipment-upgrade.png'],
  ['14999dae22a5d0b3', 'projects/plano-step-delamination-repair.png'],
  ['f2b8c75d9d8f975c', 'services/equipment-repair.png'],
  ['afe873b508062cef', 'services/fiberglass-repair-after.png'],
  ['4e41907c8c53d1d6', 'services/fiberglass-repair-before.png'],
  ['61d2dc534dd3976e', 'services/fiberglass-repair.png'],
  ['cbe2bab6c190483d', 'services/leak-detection.png'],
  ['bc3f6bda54fbc335', 'services/resurfacing-after.png'],
  ['2708ea5f7043db17', 'services/resurfacing-before.png'],
  ['27fc61a8ff14b051', 'services/resurfacing.png'],
  ['bc13b515954ecf00', 'services/surface-gelcoat-before.png'],
  ['28b46678c21fa4f4', 'services/surface-gelcoat.png'],
  ['226d335545cc6e62', 'services/tile-coping.png'],
]);

/** The rating the site shipped with (src/data/business.json): figures, not a text, so kept as they are. */
export const PLACEHOLDER_RATING = { value: 4.9, best: 5, count: 127 } as const;

/** public/og-default.png as shipped: the share image, drawn with the fictional phone number. */
export const PLACEHOLDER_SHARE_IMAGE = '5223a95bc2630dc5';

/** src/assets/blog/picture-to-come.png as shipped: the blog guide's template shows it until the post's own picture. */
export const TEMPLATE_PICTURE = '6980133c1328499b';

// Renders the share image, the logo and the home-screen icon from SVG. Run after changing the brand or the
// phone number, which the share image shows: `npm run brand-images`. The outputs are committed.
import sharp from 'sharp';
import { readFile } from 'node:fs/promises';
import { business } from '../src/data/business.ts';

const mark = await readFile(new URL('../src/assets/logo-mark.svg', import.meta.url), 'utf8');

await sharp(Buffer.from(mark)).resize(512, 512).png().toFile('public/logo.png');
// Home-screen icon: square and opaque, as iOS rounds the corners itself and fills transparency with black.
await sharp(Buffer.from(mark.replace(/ rx="[^"]*"/, '')))
  .resize(180, 180)
  .flatten({ background: '#0b4f6c' })
  .png({ compressionLevel: 9 })
  .toFile('public/apple-touch-icon.png');

const og = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="#0b4f6c"/><stop offset="1" stop-color="#0e7490"/></linearGradient></defs>
  <rect width="1200" height="630" fill="url(#g)"/>
  <path d="M0 520c100-60 200-60 300 0s200 60 300 0 200-60 300 0 200 60 300 0V630H0z" fill="#7dd3fc" opacity=".35"/>
  <text x="80" y="250" font-family="DejaVu Sans, Arial, sans-serif" font-size="64" font-weight="700" fill="#fff">${business.name}</text>
  <text x="80" y="330" font-family="DejaVu Sans, Arial, sans-serif" font-size="36" fill="#e0f2fe">Crack repair · Leak detection · Resurfacing</text>
  <text x="80" y="400" font-family="DejaVu Sans, Arial, sans-serif" font-size="36" fill="#e0f2fe">Dallas metro · ${business.phone.display}</text>
</svg>`;
await sharp(Buffer.from(og)).png({ compressionLevel: 9 }).toFile('public/og-default.png');

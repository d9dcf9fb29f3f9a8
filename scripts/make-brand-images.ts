// Renders the logo and the home-screen icon from the mark's SVG. Run after changing the mark:
// `npm run brand-images`. The outputs are committed. (The share image, which shows the phone, is drawn
// by each build from the facts file: src/pages/og-default.png.ts.)
import sharp from 'sharp';
import { readFile } from 'node:fs/promises';

const mark = await readFile(new URL('../src/assets/logo-mark.svg', import.meta.url), 'utf8');

await sharp(Buffer.from(mark)).resize(512, 512).png().toFile('public/logo.png');
// Home-screen icon: square and opaque, as iOS rounds the corners itself and fills transparency with black.
await sharp(Buffer.from(mark.replace(/ rx="[^"]*"/, '')))
  .resize(180, 180)
  .flatten({ background: '#0b4f6c' })
  .png({ compressionLevel: 9 })
  .toFile('public/apple-touch-icon.png');

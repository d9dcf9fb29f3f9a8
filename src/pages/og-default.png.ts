import sharp from 'sharp';
import { shareImageSvg } from '../lib/seo/share-image';

/** The share image, drawn from the business facts in every build (src/lib/seo/share-image.ts). */
export async function GET() {
  const png = await sharp(Buffer.from(shareImageSvg())).png({ compressionLevel: 9 }).toBuffer();
  return new Response(new Uint8Array(png), { headers: { 'Content-Type': 'image/png' } });
}

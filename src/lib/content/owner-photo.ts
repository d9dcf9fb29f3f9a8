// The owner's photo the facts file names (ownerPhoto), as astro:assets reads it. The build has checked
// the file is there and readable (src/lib/build/facts-file-check.ts) before any page asks for it.
import type { ImageMetadata } from 'astro';
import { getImage } from 'astro:assets';
import { business } from '../../data/business';

/** Every picture uploaded to src/assets/people/, by its path from the project root. */
const uploaded = import.meta.glob<ImageMetadata>('/src/assets/people/*', { eager: true, import: 'default' });

/** The owner's photo, or none when the facts give none. */
export function ownerPhoto(): ImageMetadata | undefined {
  const path = business.ownerPhoto;
  return path ? uploaded[`/${path}`] : undefined;
}

/** The widest copy search engines are given of the owner's photo. */
const SHARED_WIDTH = 800;

/** The site path of the copy of the owner's photo given to search engines; none without a photo. */
export async function ownerPhotoPath(): Promise<string | undefined> {
  const photo = ownerPhoto();
  if (!photo) return undefined;
  const copy = await getImage({ src: photo, width: Math.min(SHARED_WIDTH, photo.width), format: 'jpeg' });
  return copy.src;
}

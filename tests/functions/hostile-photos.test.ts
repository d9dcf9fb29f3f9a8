// Tiny files that declare far more pixels than a photo has are refused or cut down to what a phone
// photo costs: the first frame only, at most LIMITS.maxPhotoPixels, kept at most LIMITS.photoLongEdge
// long. How long each takes is measured by `npm run bench:api` (goal: 2 s), not here.
import sharp from 'sharp';
import { describe, expect, it, vi } from 'vitest';
import form from '../../netlify/functions/contact-form';
import photos from '../../netlify/functions/contact-photos';
import { cleanPhoto, type CleanPhoto } from '../../netlify/lib/photos/clean';
import { escapeHtml } from '../../src/lib/html';
import { ENDPOINTS, LIMITS, TOASTS, UPLOAD_KEY_HEADER } from '../../src/lib/quote';
import { blankAnimatedGif, blankLosslessWebp } from '../../scripts/hostile-images';
import {
  fakeContext,
  freshIp,
  ORIGIN,
  storedRequests,
  UPLOAD_KEY,
  useQuoteBackend,
  validQuote,
} from './helpers/harness';

useQuoteBackend();

/** 28 bytes. */
const webp49MP = blankLosslessWebp(7000, 7000);
/** 45 KB. */
const gifOf12Frames = blankAnimatedGif(2000, 2000, 12);

/** What sharp reads of a photo: its format, size and number of frames. */
async function described(bytes: Uint8Array) {
  const { format, width, height, pages = 1 } = await sharp(bytes, { pages: -1 }).metadata();
  return { format, width, height, frames: pages };
}

describe('cleanPhoto', () => {
  it('refuses a lossless WebP declaring 7000×7000 pixels from its header, as too big to process', async () => {
    expect(await cleanPhoto(webp49MP, 'webp')).toEqual({ kind: 'refused', problem: 'too-big-to-process' });
  });

  it('keeps the first frame of a GIF of twelve blank 2000×2000 frames, as a still PNG', async () => {
    const { format, bytes } = (await cleanPhoto(gifOf12Frames, 'gif')) as CleanPhoto;
    expect(format).toBe('png');
    expect(await described(bytes)).toEqual({ format: 'png', width: 2000, height: 2000, frames: 1 });
  });

  it(`keeps a photo at most ${LIMITS.photoLongEdge} px on its longest side`, async () => {
    const wide = await sharp({ create: { width: 4000, height: 1000, channels: 3, background: '#0af' } })
      .jpeg()
      .toBuffer();
    const { bytes } = (await cleanPhoto(wide, 'jpeg')) as CleanPhoto;
    expect(await described(bytes)).toEqual({ format: 'jpeg', width: LIMITS.photoLongEdge, height: 640, frames: 1 });
  });

  it('refuses a photo not written within its time limit, as too big to process', async () => {
    const result = await cleanPhoto(blankLosslessWebp(4000, 4000), 'webp', 1);
    expect(result).toEqual({ kind: 'refused', problem: 'too-big-to-process' });
  });
});

describe('a hostile photo sent', () => {
  it('to the wizard’s upload is refused with 413, saying why', async () => {
    const request = new Request(`${ORIGIN}${ENDPOINTS.photos}?index=0`, {
      method: 'POST',
      headers: { 'Content-Type': 'image/webp', [UPLOAD_KEY_HEADER]: UPLOAD_KEY },
      body: webp49MP,
    });
    const response = await photos(request, fakeContext({ ip: freshIp() }).context);
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({
      error: 'This photo is too large to process (the limit is 24 megapixels).',
    });
  });

  it('in a no-JS post is refused naming the file, and nothing is stored', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => {});
    const data = new FormData();
    for (const [name, value] of Object.entries(validQuote())) data.append(name, String(value));
    data.append('photos', new File([webp49MP], 'pool.webp', { type: 'image/webp' }));
    const request = new Request(`${ORIGIN}${ENDPOINTS.form}`, { method: 'POST', body: data });
    const response = await form(request, fakeContext({ ip: freshIp() }).context);
    expect(response.status).toBe(400);
    expect(await response.text()).toContain(escapeHtml(TOASTS.photoTooLargeToSend('pool.webp').description));
    expect(await storedRequests()).toEqual([]);
  });
});

// Tiny files that declare far more pixels than a photo has cost no more than a phone photo: the
// first frame only, at most LIMITS.maxPhotoPixels, kept at most LIMITS.photoLongEdge long, and
// answered within two seconds however they are made.
import sharp from 'sharp';
import { describe, expect, it, vi } from 'vitest';
import form from '../../netlify/functions/contact-form';
import photos from '../../netlify/functions/contact-photos';
import { cleanPhoto } from '../../netlify/lib/photos';
import { escapeHtml } from '../../src/lib/html';
import { ENDPOINTS, LIMITS, TOASTS } from '../../src/lib/quote';
import { blankAnimatedGif, blankLosslessWebp } from '../../scripts/hostile-images';
import { fakeContext, freshIp, ORIGIN, storedRequests, useQuoteBackend, validQuote } from './harness';

useQuoteBackend();

const TWO_SECONDS = 2000;

async function timed<T>(work: () => Promise<T>): Promise<{ result: T; ms: number }> {
  const start = performance.now();
  const result = await work();
  return { result, ms: performance.now() - start };
}

async function upload(bytes: Uint8Array, type: string) {
  const request = new Request(`${ORIGIN}${ENDPOINTS.photos}?index=0`, {
    method: 'POST',
    headers: { 'Content-Type': type },
    body: bytes as Uint8Array<ArrayBuffer>,
  });
  const response = await photos(request, fakeContext({ ip: freshIp() }).context);
  return { status: response.status, body: (await response.json()) as { url?: string; error?: string } };
}

/** The stored photo behind an upload's URL, as sharp reads it. */
async function storedPhoto(url: string) {
  const key = url.slice(url.lastIndexOf('/') + 1);
  const response = await photos(new Request(url), fakeContext({ params: { key } }).context);
  const {
    format,
    width,
    height,
    pages = 1,
  } = await sharp(Buffer.from(await response.arrayBuffer()), {
    pages: -1,
  }).metadata();
  return { format, width, height, frames: pages };
}

describe('hostile photos', () => {
  it('refuses a 28-byte lossless WebP declaring 7000×7000 pixels at once, saying why', async () => {
    const webp = blankLosslessWebp(7000, 7000);
    const { result, ms } = await timed(() => upload(webp, 'image/webp'));
    expect(result).toEqual({
      status: 413,
      body: { error: 'This photo is too large to process (the limit is 24 megapixels).' },
    });
    expect(ms).toBeLessThan(TWO_SECONDS);
  });

  it('keeps the first frame of a GIF of twelve blank 2000×2000 frames, as a still PNG', async () => {
    const gif = blankAnimatedGif(2000, 2000, 12);
    expect(gif.byteLength).toBeLessThan(LIMITS.maxUploadBytes);
    const { result, ms } = await timed(() => upload(gif, 'image/gif'));
    expect(ms).toBeLessThan(TWO_SECONDS);
    expect(result.status).toBe(201);
    expect(result.body.url).toMatch(/\.png$/);
    expect(await storedPhoto(result.body.url!)).toEqual({ format: 'png', width: 2000, height: 2000, frames: 1 });
  });

  it(`keeps a photo at most ${LIMITS.photoLongEdge} px on its longest side`, async () => {
    const wide = await sharp({ create: { width: 4000, height: 1000, channels: 3, background: '#0af' } })
      .jpeg()
      .toBuffer();
    const { status, body } = await upload(new Uint8Array(wide), 'image/jpeg');
    expect(status).toBe(201);
    expect(await storedPhoto(body.url!)).toMatchObject({ width: LIMITS.photoLongEdge, height: 640 });
  });

  it('refuses a photo not re-encoded in time, as too large to process', async () => {
    const { result, ms } = await timed(() => cleanPhoto(blankLosslessWebp(4000, 4000), 'webp', 1));
    expect(result).toEqual({ problem: 'too-big-to-process' });
    expect(ms).toBeLessThan(TWO_SECONDS);
  });

  it('refuses a no-JS post carrying one, naming the file, and stores nothing', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => {});
    const data = new FormData();
    for (const [name, value] of Object.entries(validQuote())) data.append(name, String(value));
    data.append('photos', new File([blankLosslessWebp(7000, 7000)], 'pool.webp', { type: 'image/webp' }));
    const { result: response, ms } = await timed(() =>
      form(
        new Request(`${ORIGIN}${ENDPOINTS.form}`, { method: 'POST', body: data }),
        fakeContext({ ip: freshIp() }).context,
      ),
    );
    expect(ms).toBeLessThan(TWO_SECONDS);
    expect(response.status).toBe(400);
    expect(await response.text()).toContain(escapeHtml(TOASTS.photoTooLargeToSend('pool.webp').description));
    expect(await storedRequests()).toEqual([]);
  });
});

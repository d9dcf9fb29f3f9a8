import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import photos from '../../netlify/functions/contact-photos';
import { thumbnailUrl } from '../../netlify/lib/photos/names';
import { deletePhoto } from '../../netlify/lib/photos/storage';
import type { QuoteRecord } from '../../netlify/lib/storage/quote-record';
import { deleteRequest } from '../../netlify/lib/storage/quote-store';
import { nameOfPhotoUrl, photoKeys } from '../../netlify/lib/storage/layout';
import { dayOf } from '../../netlify/lib/storage/periods';
import { ENDPOINTS, LIMITS, quoteWords, UPLOAD_KEY_HEADER } from '../../src/lib/quote';
import { fakeContext, freshIp, ORIGIN, startBlobs, store, UPLOAD_KEY, type Blobs } from './helpers/harness';
import { saveRequest } from '../cli/helpers/quotes';

let blobs: Blobs;
beforeAll(async () => {
  blobs = await startBlobs();
});
afterAll(() => blobs.stop());

/** A small JPEG carrying EXIF with GPS, as phones write them. */
async function jpegWithGps(): Promise<Buffer> {
  return sharp({ create: { width: 64, height: 48, channels: 3, background: '#3b82f6' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'PhoneCo', Model: 'Camera 1' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '32/1 46/1 0/1' },
    })
    .toBuffer();
}

async function upload(
  body: Uint8Array | string,
  contentType: string,
  index = '0',
  ip = freshIp(),
  headers: Record<string, string> = {},
  query = '',
) {
  const request = new Request(`${ORIGIN}${ENDPOINTS.photos}?index=${index}${query}`, {
    method: 'POST',
    headers: { 'Content-Type': contentType, [UPLOAD_KEY_HEADER]: UPLOAD_KEY, ...headers },
    body: body as BodyInit,
  });
  const response = await photos(request, fakeContext({ ip }).context);
  return { response, body: (await response.json()) as { url?: string; error?: string } };
}

async function fetchPhoto(url: string) {
  const key = /\/(contact-\d[^/]*)/.exec(url)?.[1] ?? '';
  return photos(new Request(url), fakeContext({ params: { key } }).context);
}

describe('POST /api/contact-photos', () => {
  it('stores the photo without its EXIF/GPS data and serves it back', async () => {
    const original = await jpegWithGps();
    expect((await sharp(original).metadata()).exif).toBeDefined();

    const { response, body } = await upload(original, 'image/jpeg', '2');
    expect(response.status).toBe(201);
    expect(body.url).toMatch(new RegExp(`^${ORIGIN}${ENDPOINTS.photos}/contact-\\d{13}-2-[0-9a-f]{32}\\.jpg$`));

    const served = await fetchPhoto(body.url!);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    expect(served.headers.get('cache-control')).toBe('private, max-age=3600');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('content-security-policy')).toBe("default-src 'none'");
    expect(served.headers.get('x-robots-tag')).toBe('noindex');
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect(meta.format).toBe('jpeg');
    expect(meta.exif).toBeUndefined();
  });

  it('gives every upload its own key, so nothing is overwritten', async () => {
    const photo = await jpegWithGps();
    const first = await upload(photo, 'image/jpeg');
    const second = await upload(photo, 'image/jpeg');
    expect(first.body.url).not.toBe(second.body.url);
  });

  // A GIF is kept as a PNG of its first frame.
  it.each([
    [
      'png',
      'image/png',
      () =>
        sharp({ create: { width: 8, height: 8, channels: 4, background: '#fff' } })
          .png()
          .toBuffer(),
    ],
    [
      'webp',
      'image/webp',
      () =>
        sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } })
          .webp()
          .toBuffer(),
    ],
    [
      'png',
      'image/gif',
      () =>
        sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } })
          .gif()
          .toBuffer(),
    ],
  ])('keeps a photo as .%s when sent as %s', async (ext, type, make) => {
    const { response, body } = await upload(await make(), type);
    expect(response.status).toBe(201);
    expect(body.url).toMatch(new RegExp(`\\.${ext}$`));
  });

  it('refuses a photo over what the platform can deliver with its own 413', async () => {
    const big = new Uint8Array(LIMITS.maxUploadBytes + 1);
    big.set([0xff, 0xd8, 0xff]);
    const { response, body } = await upload(big, 'image/jpeg');
    expect(response.status).toBe(413);
    expect(body.error).toBe('Photos must be 4 MB or smaller.');
  });

  it('refuses in the language the upload names: Spanish for language=es, English for any other', async () => {
    const { answers } = quoteWords('es');
    const big = new Uint8Array(LIMITS.maxUploadBytes + 1);
    big.set([0xff, 0xd8, 0xff]);
    const tooLarge = await upload(big, 'image/jpeg', '0', freshIp(), {}, '&language=es');
    expect(tooLarge.response.status).toBe(413);
    expect(tooLarge.body.error).toBe(answers.photoTooLarge);
    const wrongType = await upload('<svg/>', 'image/svg+xml', '0', freshIp(), {}, '&language=es');
    expect(wrongType.response.status).toBe(415);
    expect(wrongType.body.error).toBe(answers.photoWrongType);
    const notABitmap = await upload('hello', 'image/png', '0', freshIp(), {}, '&language=es');
    expect(notABitmap.body.error).toBe(answers.photoWrongType);
    const unknown = await upload('<svg/>', 'image/svg+xml', '0', freshIp(), {}, '&language=fr');
    expect(unknown.body.error).toBe(quoteWords('en').answers.photoWrongType);
  });

  it('refuses uploads another website makes the browser send', async () => {
    const photo = await jpegWithGps();
    expect(
      (await upload(photo, 'image/jpeg', '0', freshIp(), { 'Sec-Fetch-Site': 'cross-site' })).response.status,
    ).toBe(403);
    expect(
      (await upload(photo, 'image/jpeg', '0', freshIp(), { Origin: 'https://evil.example' })).response.status,
    ).toBe(403);
  });

  it('refuses a file whose bytes are not the type it claims (415)', async () => {
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    expect((await upload(png, 'image/jpeg')).response.status).toBe(415);
    expect((await upload('<svg xmlns="http://www.w3.org/2000/svg"/>', 'image/png')).response.status).toBe(415);
  });

  it('refuses types other than JPG, PNG, WEBP and GIF (415)', async () => {
    expect((await upload('<svg/>', 'image/svg+xml')).response.status).toBe(415);
    expect((await upload('hello', 'text/plain')).response.status).toBe(415);
  });

  it('refuses a corrupt image that only starts like one (415)', async () => {
    expect((await upload(new Uint8Array([0xff, 0xd8, 0xff, 0, 1, 2, 3]), 'image/jpeg')).response.status).toBe(415);
  });

  it('refuses an upload without an upload key of at least 16 characters', async () => {
    for (const key of ['', 'short-key', 'a key with spaces!']) {
      const { response, body } = await upload(await jpegWithGps(), 'image/jpeg', '0', freshIp(), {
        [UPLOAD_KEY_HEADER]: key,
      });
      expect(response.status).toBe(400);
      expect(body.error).toMatch(/^Send an Upload-Key header/);
    }
  });

  it('refuses an index outside the five photos', async () => {
    expect((await upload(await jpegWithGps(), 'image/jpeg', '5')).response.status).toBe(400);
  });

  it('limits uploads per client per hour', async () => {
    const ip = freshIp();
    const photo = await jpegWithGps();
    const statuses: number[] = [];
    for (let i = 0; i < 3 * LIMITS.maxPhotos + 1; i++)
      statuses.push((await upload(photo, 'image/jpeg', '0', ip)).response.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(3 * LIMITS.maxPhotos);
    expect(statuses.at(-1)).toBe(429);
    // Over the limit, a body is refused before it is read: a corrupt one gets 429, not 415.
    expect((await upload(new Uint8Array([0xff, 0xd8, 0xff, 0]), 'image/jpeg', '0', ip)).response.status).toBe(429);
  });

  it('does not count uploads refused before decoding (size, type, signature) against the client', async () => {
    const ip = freshIp();
    for (let i = 0; i < 3 * LIMITS.maxPhotos + 1; i++) await upload('<svg/>', 'image/png', '0', ip);
    expect((await upload(await jpegWithGps(), 'image/jpeg', '0', ip)).response.status).toBe(201);
  });

  it('counts images that fail to decode against the client, so nobody can make it decode without end', async () => {
    const ip = freshIp();
    const corrupt = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 1, 2, 3]);
    const statuses: number[] = [];
    for (let i = 0; i < 3 * LIMITS.maxPhotos + 1; i++)
      statuses.push((await upload(corrupt, 'image/jpeg', '0', ip)).response.status);
    expect(statuses.slice(0, -1)).toEqual(Array(3 * LIMITS.maxPhotos).fill(415));
    expect(statuses.at(-1)).toBe(429);
    expect((await upload(await jpegWithGps(), 'image/jpeg', '0', ip)).response.status).toBe(429);
  });
});

describe('GET /api/contact-photos/<key>/thumbnail.jpg', () => {
  /** A 640×480 WebP, half transparent. */
  const webpWithAlpha = () =>
    sharp({ create: { width: 640, height: 480, channels: 4, background: { r: 0, g: 90, b: 200, alpha: 0.5 } } })
      .webp()
      .toBuffer();

  it('serves the owner email’s thumbnail of any photo as a JPEG 480 px wide, made at upload', async () => {
    const { body } = await upload(await webpWithAlpha(), 'image/webp');
    const name = body.url!.slice(body.url!.lastIndexOf('/') + 1);
    expect((await store('photos').getMetadata(photoKeys.thumbnail(name))) ?? undefined).toBeDefined();
    const served = await fetchPhoto(thumbnailUrl(body.url!));
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    expect(served.headers.get('cache-control')).toBe('private, max-age=3600');
    const { format, width, height } = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect({ format, width, height }).toEqual({ format: 'jpeg', width: 480, height: 360 });
    // Deleting the photo deletes its thumbnail too.
    await deletePhoto(store('photos'), name);
    expect((await fetchPhoto(thumbnailUrl(body.url!))).status).toBe(404);
  });

  it('goes with its photo when the request that used it is deleted', async () => {
    const { body } = await upload(await jpegWithGps(), 'image/jpeg');
    const name = nameOfPhotoUrl(body.url!);
    const createdAt = new Date().toISOString();
    const record: QuoteRecord = {
      id: 'THUMB00001',
      createdAt,
      fields: { name: 'Maria Lopez', phone: '(972) 555-0199', email: 'maria@example.com' },
      photoUrls: [body.url!],
      notified: {},
      attempts: 1,
      lastAttemptAt: createdAt,
    };
    await saveRequest(record);
    await deleteRequest(
      { requests: store('requests'), photos: store('photos') },
      dayOf(Date.parse(createdAt)),
      record.id,
    );
    expect(await store('photos').getMetadata(photoKeys.photo(name))).toBeNull();
    expect(await store('photos').getMetadata(photoKeys.thumbnail(name))).toBeNull();
  });

  it('makes the thumbnail of a photo stored without one when it is asked for', async () => {
    const { body } = await upload(await webpWithAlpha(), 'image/webp');
    await store('photos').delete(photoKeys.thumbnail(body.url!.slice(body.url!.lastIndexOf('/') + 1)));
    const served = await fetchPhoto(thumbnailUrl(body.url!));
    const { format, width } = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect({ status: served.status, format, width }).toEqual({ status: 200, format: 'jpeg', width: 480 });
  });
});

describe('GET /api/contact-photos/<key>', () => {
  it.each([`contact-1735689600000-0-${'0'.repeat(32)}.jpg`, 'contact-1-0-abc.jpg', '..%2F..%2Fquote-requests%2FX'])(
    'answers 404 for unknown or malformed key %s',
    async (key) => {
      const response = await photos(
        new Request(`${ORIGIN}${ENDPOINTS.photos}/${key}`),
        fakeContext({ params: { key } }).context,
      );
      expect(response.status).toBe(404);
    },
  );

  it('answers other methods with 405 naming GET and HEAD', async () => {
    const key = `contact-1735689600000-0-${'0'.repeat(32)}.jpg`;
    const request = new Request(`${ORIGIN}${ENDPOINTS.photos}/${key}`, { method: 'DELETE' });
    const response = await photos(request, fakeContext({ params: { key } }).context);
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, HEAD');
  });
});

// npm run bench:api — submit latency (p50/p95) and photo upload throughput of the quote
// functions, called in process against a real local Blobs server. Emails are sent after each
// timed request completes (as Netlify does after answering), so they are not in the figures.
import { setEnvironmentContext } from '@netlify/blobs';
import { BlobsServer } from '@netlify/blobs/server';
import type { Context } from '@netlify/functions';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';

const SUBMITS = 200;
const WARMUP = 20;
const UPLOADS = 40;
const ORIGIN = 'http://localhost';

const directory = await mkdtemp(join(tmpdir(), 'quote-bench-'));
process.env.QUOTE_RATE_LIMIT_PER_HOUR = '1000000';
process.env.QUOTE_MAIL_DIR = join(directory, 'mail');
const blobs = new BlobsServer({ directory, token: 'bench', logger: () => {} });
const { port } = await blobs.start();
const edgeURL = `http://127.0.0.1:${port}`;
setEnvironmentContext({ siteID: 'bench', token: 'bench', edgeURL, uncachedEdgeURL: edgeURL });
console.log = () => {}; // the functions' per-request log lines

const { default: submit } = await import('../netlify/functions/contact-submit.ts');
const { default: photos } = await import('../netlify/functions/contact-photos.ts');

function context(): { context: Context; settled: () => Promise<unknown> } {
  const pending: Promise<unknown>[] = [];
  const value = {
    ip: '127.0.0.1',
    requestId: 'bench',
    params: {},
    deploy: { context: 'dev', id: '0', published: false },
    waitUntil: (p: Promise<unknown>) => pending.push(p),
  } as unknown as Context;
  return { context: value, settled: () => Promise.all(pending) };
}

const body = JSON.stringify({
  name: 'Bench Homeowner',
  phone: '(214) 555-0100',
  email: 'bench@example.com',
  zip: '75205',
  issue: 'leak',
  comments: 'Losing about an inch a day.',
  preferredDate: new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10),
  preferredTime: 'flexible',
});

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

const timings: number[] = [];
for (let i = 0; i < WARMUP + SUBMITS; i++) {
  const { context: ctx, settled } = context();
  const request = new Request(`${ORIGIN}/api/contact-submit`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body,
  });
  const start = performance.now();
  const response = await submit(request, ctx);
  const elapsed = performance.now() - start;
  if (response.status !== 201) throw new Error(`submit answered ${response.status}`);
  if (i >= WARMUP) timings.push(elapsed);
  await settled();
}
timings.sort((a, b) => a - b);

const photo = await sharp({
  create: {
    width: 1600,
    height: 1200,
    channels: 3,
    background: '#000',
    noise: { type: 'gaussian', mean: 128, sigma: 40 },
  },
})
  .jpeg({ quality: 85 })
  .toBuffer();
const uploadStart = performance.now();
for (let i = 0; i < UPLOADS; i++) {
  const request = new Request(`${ORIGIN}/api/contact-photos?index=${i % 5}`, {
    method: 'POST',
    headers: { 'Content-Type': 'image/jpeg', 'Upload-Key': 'bench-upload-key-0001' },
    body: new Uint8Array(photo),
  });
  const response = await photos(request, context().context);
  if (response.status !== 201) throw new Error(`upload answered ${response.status}`);
}
const uploadSeconds = (performance.now() - uploadStart) / 1000;

await blobs.stop();
await rm(directory, { recursive: true, force: true });

const ms = (n: number) => `${n.toFixed(1)} ms`;
process.stdout.write(
  [
    `submit (${SUBMITS} requests, no photos, emails excluded): p50 ${ms(percentile(timings, 50))}, p95 ${ms(percentile(timings, 95))}, max ${ms(timings.at(-1)!)} (goal p95 ≤ 50 ms)`,
    `photo upload (${UPLOADS} × ${(photo.byteLength / 1_048_576).toFixed(2)} MB JPEG, EXIF stripped): ${(UPLOADS / uploadSeconds).toFixed(1)} photos/s, ${((UPLOADS * photo.byteLength) / 1_048_576 / uploadSeconds).toFixed(1)} MB/s`,
  ].join('\n') + '\n',
);

// npm run bench:api — submit latency (p50/p95), photo upload throughput and the time hostile photos
// take of the quote functions, called in process against a real local Blobs server; then each
// function's cold start, its module imported in a fresh process. Emails are sent after each timed
// request completes (as Netlify does after answering), so they are not in the figures.
import { setEnvironmentContext } from '@netlify/blobs';
import { BlobsServer } from '@netlify/blobs/server';
import type { Context } from '@netlify/functions';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { coldStart, type ColdStart } from './cold-start.ts';
import { blankAnimatedGif, blankLosslessWebp } from './hostile-images.ts';

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
const { default: form } = await import('../netlify/functions/contact-form.ts');

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
/** One upload's answer status and how long it took, in milliseconds. */
async function upload(bytes: Uint8Array, type: string, index = 0): Promise<{ status: number; ms: number }> {
  const request = new Request(`${ORIGIN}/api/contact-photos?index=${index}`, {
    method: 'POST',
    headers: { 'Content-Type': type, 'Upload-Key': 'bench-upload-key-0001' },
    body: new Uint8Array(bytes),
  });
  const start = performance.now();
  const { status } = await photos(request, context().context);
  return { status, ms: performance.now() - start };
}

const uploadStart = performance.now();
for (let i = 0; i < UPLOADS; i++) {
  const { status } = await upload(photo, 'image/jpeg', i % 5);
  if (status !== 201) throw new Error(`upload answered ${status}`);
}
const uploadSeconds = (performance.now() - uploadStart) / 1000;

// Tiny files declaring many pixels: refused from the header, or decoded first frame only and bounded in time.
const fullCapWebp = blankLosslessWebp(4898, 4898);
const hostilePhotos: [what: string, bytes: Uint8Array, type: string][] = [
  ['lossless WebP declaring 7000×7000 (49 MP)', blankLosslessWebp(7000, 7000), 'image/webp'],
  ['lossless WebP of 4898×4898 blank pixels (24 MP)', fullCapWebp, 'image/webp'],
  ['GIF of 12 blank 2000×2000 frames', blankAnimatedGif(2000, 2000, 12), 'image/gif'],
];
const hostile: string[] = [];
for (const [what, bytes, type] of hostilePhotos) {
  const { status, ms } = await upload(bytes, type);
  hostile.push(`  ${what}, ${bytes.byteLength.toLocaleString('en-US')} bytes: ${status} in ${ms.toFixed(0)} ms`);
}
const post = new FormData();
for (const [name, value] of Object.entries(JSON.parse(body) as Record<string, string>)) post.append(name, value);
for (let i = 0; i < 5; i++) post.append('photos', new File([fullCapWebp], `pool-${i}.webp`, { type: 'image/webp' }));
const postStart = performance.now();
const { status: postStatus } = await form(
  new Request(`${ORIGIN}/api/contact-form`, { method: 'POST', body: post }),
  context().context,
);
hostile.push(`  no-JS post with five 24 MP WebPs: ${postStatus} in ${(performance.now() - postStart).toFixed(0)} ms`);

await blobs.stop();
await rm(directory, { recursive: true, force: true });

const COLD_RUNS = 5;
const cold: string[] = [];
for (const file of await readdir(new URL('../netlify/functions', import.meta.url))) {
  const runs: ColdStart[] = [];
  for (let i = 0; i < COLD_RUNS; i++) runs.push(await coldStart(`netlify/functions/${file}`));
  const sorted = runs.map((run) => run.ms).sort((a, b) => a - b);
  const loads = runs.some((run) => run.sharp) ? 'loads sharp' : 'without sharp';
  cold.push(
    `  ${file}: median ${percentile(sorted, 50).toFixed(0)} ms, worst ${sorted.at(-1)!.toFixed(0)} ms, ${loads}`,
  );
}

const ms = (n: number) => `${n.toFixed(1)} ms`;
process.stdout.write(
  [
    `submit (${SUBMITS} requests, no photos, emails excluded): p50 ${ms(percentile(timings, 50))}, p95 ${ms(percentile(timings, 95))}, max ${ms(timings.at(-1)!)} (goal p95 ≤ 50 ms)`,
    `photo upload (${UPLOADS} × ${(photo.byteLength / 1_048_576).toFixed(2)} MB JPEG, EXIF stripped): ${(UPLOADS / uploadSeconds).toFixed(1)} photos/s, ${((UPLOADS * photo.byteLength) / 1_048_576 / uploadSeconds).toFixed(1)} MB/s`,
    'hostile photos, each answered in (goal ≤ 2 s):',
    ...hostile,
    `cold start, each function's module imported in a fresh process (${COLD_RUNS} runs):`,
    ...cold,
  ].join('\n') + '\n',
);

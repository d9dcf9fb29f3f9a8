// A photo coming in: the wizard's upload before its request, and the no-JS form's attachments alike are
// paid for from the client's photo allowance before the costly decoding.
import type { Context } from '@netlify/functions';
import type { Store } from '@netlify/blobs';
import { photoUploadsPerHour } from '../config';
import { checkPhoto, type PhotoFormat } from '../photos/checks';
import { cleanPhoto, type CleanPhoto, type CleanProblem } from '../photos/clean';
import { photoUrl } from '../photos/names';
import { savePhoto } from '../photos/storage';
import { clientOf, type Client } from '../limits/client-networks';
import { isOverLimit, takeSlot, type RateLimit } from '../limits/client-rate-limit';
import { openStores, REQUEST_BLOBS_BUDGET_MS } from '../storage/stores';

const photoAllowance = (client: Client): RateLimit => ({ action: 'photos', client, perHour: photoUploadsPerHour() });

/**
 * Decodes photos that passed the checks, paying for them from the client's photo upload allowance
 * first: decoding is the costly part, so a photo that is not kept costs its slot too. Answers the
 * cleaned photos, or the position of the first one not kept and why.
 */
export async function payAndClean(
  checked: readonly { bytes: Uint8Array; format: PhotoFormat }[],
  rateLimits: Store,
  client: Client,
  clean: typeof cleanPhoto,
): Promise<
  | { kind: 'cleaned'; photos: CleanPhoto[] }
  | { kind: 'rate-limited' }
  | { kind: 'refused'; index: number; problem: CleanProblem }
> {
  if (!(await takeSlot(rateLimits, photoAllowance(client), Date.now(), checked.length)))
    return { kind: 'rate-limited' };
  const cleaned: CleanPhoto[] = [];
  for (const [index, { bytes, format }] of checked.entries()) {
    const photo = await clean(bytes, format);
    if (photo.kind === 'refused') return { kind: 'refused', index, problem: photo.problem };
    cleaned.push(photo);
  }
  return { kind: 'cleaned', photos: cleaned };
}

type PhotoOutcome =
  { kind: 'stored'; url: string } | { kind: 'rate-limited' } | { kind: 'refused'; problem: 'too-large' | CleanProblem };

/**
 * Receives one photo the wizard uploads before its request: checked, paid for, cleaned of its
 * metadata and stored with its upload key (one the caller checked with `isUploadKey`). A client over
 * its allowance is refused before `readBody` is called.
 */
export async function receivePhoto(
  upload: { contentType: string | null; index: number; uploadKey: string; readBody: () => Promise<Uint8Array> },
  context: Context,
  origin: string,
): Promise<PhotoOutcome> {
  const stores = openStores(context.deploy?.context, Date.now() + REQUEST_BLOBS_BUDGET_MS);
  const client = await clientOf(stores.rateLimits, context.ip);
  if (await isOverLimit(stores.rateLimits, photoAllowance(client))) return { kind: 'rate-limited' };
  const bytes = await upload.readBody();
  const check = checkPhoto(bytes, upload.contentType);
  if (check.kind === 'refused') return check;
  const cleaned = await payAndClean([{ bytes, format: check.format }], stores.rateLimits, client, cleanPhoto);
  if (cleaned.kind === 'rate-limited') return cleaned;
  if (cleaned.kind === 'refused') return { kind: 'refused', problem: cleaned.problem };
  const name = await savePhoto(stores.photos, cleaned.photos[0]!, upload.index, upload.uploadKey);
  return { kind: 'stored', url: photoUrl(origin, name) };
}

// Re-encoding a photo in the browser, fetched only when a photo needs it. It imports nothing: a module
// the wizard shares with it would be split into a file of its own. Decoded by an <img> and drawn on a
// <canvas>: both work in every browser the site serves, where createImageBitmap and OffscreenCanvas
// came to Safari only in 15 and 16.4.

async function decoded(file: Blob): Promise<HTMLImageElement> {
  const url = URL.createObjectURL(file);
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    return image;
  } finally {
    URL.revokeObjectURL(url);
  }
}

/**
 * `file` as a JPEG of at most `longEdge` px on its longest side, at the best of a few qualities that
 * comes under `maxBytes` (else the smallest); undefined when this browser cannot decode it.
 */
export async function shrunkJpeg(
  file: Blob,
  { longEdge, maxBytes }: { longEdge: number; maxBytes: number },
): Promise<Blob | undefined> {
  let image: HTMLImageElement;
  try {
    image = await decoded(file);
  } catch {
    return undefined;
  }
  const scale = Math.min(1, longEdge / Math.max(image.naturalWidth, image.naturalHeight));
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(image.naturalWidth * scale);
  canvas.height = Math.round(image.naturalHeight * scale);
  const context = canvas.getContext('2d');
  if (!context) return undefined;
  // JPEG has no transparency: a PNG's clear areas become white, not black.
  context.fillStyle = '#fff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.drawImage(image, 0, 0, canvas.width, canvas.height);
  let body: Blob | null = null;
  for (const quality of [0.85, 0.7, 0.5]) {
    body = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', quality));
    if (!body || body.size < maxBytes) break;
  }
  // The canvas's memory goes now, not when it is collected: a phone holds little.
  canvas.width = canvas.height = 0;
  return body ?? undefined;
}

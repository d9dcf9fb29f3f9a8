// Tiny image files that declare far more pixels than a photo has, crafted byte by byte: a test or
// the bench makes them in milliseconds, and no binary is committed.

/** Writes values least significant bit first, as VP8L and GIF's LZW codes are read. */
class BitWriter {
  private readonly bytes: number[] = [];
  private bits = 0;
  private count = 0;

  write(value: number, width: number): void {
    this.bits |= value << this.count;
    this.count += width;
    while (this.count >= 8) {
      this.bytes.push(this.bits & 0xff);
      this.bits >>>= 8;
      this.count -= 8;
    }
  }

  finish(): number[] {
    if (this.count > 0) this.bytes.push(this.bits & 0xff);
    return this.bytes;
  }
}

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));
const uint32le = (n: number) => [n & 0xff, (n >>> 8) & 0xff, (n >>> 16) & 0xff, n >>> 24];
const uint16le = (n: number) => [n & 0xff, n >>> 8];

/**
 * A lossless WebP of `width`×`height` transparent pixels in 28 bytes: each of its five prefix codes
 * has a single symbol, so a pixel takes no bits at all.
 */
export function blankLosslessWebp(width: number, height: number): Uint8Array<ArrayBuffer> {
  const bits = new BitWriter();
  bits.write(0x2f, 8); // VP8L signature
  bits.write(width - 1, 14);
  bits.write(height - 1, 14);
  bits.write(0, 4); // no alpha hint, version 0
  bits.write(0, 3); // no transform, no color cache, no meta prefix codes
  // Green, red, blue, alpha and distance: each a simple code of one 1-bit symbol, 0.
  for (let code = 0; code < 5; code++) bits.write(0b0001, 4);
  const data = bits.finish();
  const chunk = [...ascii('VP8L'), ...uint32le(data.length), ...data, ...(data.length % 2 ? [0] : [])];
  return Uint8Array.from([...ascii('RIFF'), ...uint32le(4 + chunk.length), ...ascii('WEBP'), ...chunk]);
}

const MIN_CODE_SIZE = 2;
const CLEAR = 1 << MIN_CODE_SIZE;
const END = CLEAR + 1;

/**
 * GIF's LZW codes for `pixels` pixels of color 0, as a GIF encoder writes them: with one color, each
 * code stands for one pixel more than the one before, until the 4096-code table is full and cleared.
 */
function blankLzw(pixels: number): number[] {
  const bits = new BitWriter();
  let size = MIN_CODE_SIZE + 1;
  let next = END + 1;
  let longest = 1;
  const codeOf = (run: number) => (run === 1 ? 0 : END + run - 1);
  bits.write(CLEAR, size);
  for (let left = pixels; left > 0;) {
    const run = Math.min(longest, left);
    bits.write(codeOf(run), size);
    left -= run;
    if (left === 0) break;
    if (next === 4096) {
      bits.write(CLEAR, size);
      [size, next, longest] = [MIN_CODE_SIZE + 1, END + 1, 1];
    } else {
      if (next >= 1 << size) size++;
      next++;
      longest++;
    }
  }
  bits.write(END, size);
  return bits.finish();
}

/** Bytes as GIF data sub-blocks: each at most 255 long after its length byte, then an empty one. */
const subBlocks = (data: number[]) => {
  const blocks: number[] = [];
  for (let i = 0; i < data.length; i += 255) {
    const block = data.slice(i, i + 255);
    blocks.push(block.length, ...block);
  }
  return [...blocks, 0];
};

/** An animated GIF of `frames` blank `width`×`height` frames, a few KB for millions of pixels each. */
export function blankAnimatedGif(width: number, height: number, frames: number): Uint8Array<ArrayBuffer> {
  const frame = [
    ...[0x21, 0xf9, 4, 0, ...uint16le(10), 0, 0], // graphic control: 0.1 s
    ...[0x2c, ...uint16le(0), ...uint16le(0), ...uint16le(width), ...uint16le(height), 0],
    MIN_CODE_SIZE,
    ...subBlocks(blankLzw(width * height)),
  ];
  return Uint8Array.from([
    ...ascii('GIF89a'),
    ...uint16le(width),
    ...uint16le(height),
    0x80, // a global color table of two colors
    0,
    0,
    ...[0, 0, 0, 255, 255, 255],
    ...[0x21, 0xff, 11, ...ascii('NETSCAPE2.0'), 3, 1, 0, 0, 0], // loop forever
    ...Array.from({ length: frames }, () => frame).flat(),
    0x3b,
  ]);
}

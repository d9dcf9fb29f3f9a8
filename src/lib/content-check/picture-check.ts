/**
 * Whether a picture a marketer uploaded is one the site can use, told by its first bytes, not its
 * name: an iPhone photo keeps its HEIC content when renamed .jpg, and sharp's prebuilt libvips (the
 * site's image service) reads no HEIC, TIFF or PDF the pages could show.
 */
import { closeSync, openSync, readSync, statSync } from 'node:fs';

/** Formats the build turns into AVIF, WebP and JPEG copies. */
const SERVED = new Set(['jpeg', 'png', 'webp', 'avif', 'gif']);

/** ISO media file brands (bytes 8-11, then the compatible list) of HEIF images and of videos. */
const HEIC_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis']);
const HEIF_BRANDS = new Set(['mif1', 'msf1']);
const AVIF_BRANDS = new Set(['avif', 'avis']);

/** What the bytes say a file is. */
export type PictureFormat =
  'jpeg' | 'png' | 'webp' | 'avif' | 'gif' | 'heic' | 'heif' | 'tiff' | 'pdf' | 'svg' | 'bmp' | 'video';

const ascii = (bytes: Uint8Array, start: number, end: number) => String.fromCharCode(...bytes.subarray(start, end));

/** The brands of an ISO media file (HEIF, AVIF, MP4, MOV): its major brand, then its compatible ones. */
function isoBrands(head: Uint8Array): string[] | undefined {
  if (head.length < 12 || ascii(head, 4, 8) !== 'ftyp') return undefined;
  const boxEnd = Math.min(head.length, (head[0]! << 24) | (head[1]! << 16) | (head[2]! << 8) | head[3]!);
  const brands = [ascii(head, 8, 12)];
  for (let offset = 16; offset + 4 <= boxEnd; offset += 4) brands.push(ascii(head, offset, offset + 4));
  return brands;
}

/** The format a file's first bytes (64 are enough) show, or none it is known by. */
export function pictureFormat(head: Uint8Array): PictureFormat | undefined {
  const starts = (...bytes: number[]) => bytes.every((byte, index) => head[index] === byte);
  if (starts(0xff, 0xd8, 0xff)) return 'jpeg';
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'png';
  if (ascii(head, 0, 4) === 'GIF8') return 'gif';
  if (ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 12) === 'WEBP') return 'webp';
  if (starts(0x49, 0x49, 0x2a, 0x00) || starts(0x4d, 0x4d, 0x00, 0x2a)) return 'tiff';
  if (ascii(head, 0, 5) === '%PDF-') return 'pdf';
  if (ascii(head, 0, 2) === 'BM') return 'bmp';
  const brands = isoBrands(head);
  if (brands) {
    if (brands.some((brand) => AVIF_BRANDS.has(brand))) return 'avif';
    if (brands.some((brand) => HEIC_BRANDS.has(brand))) return 'heic';
    return brands.some((brand) => HEIF_BRANDS.has(brand)) ? 'heif' : 'video';
  }
  return /^\s*<(\?xml|svg)/.test(new TextDecoder().decode(head)) ? 'svg' : undefined;
}

/** Each format the site cannot use, in words a marketer knows it by. */
const FORMAT_NAMES: Record<Exclude<PictureFormat, 'jpeg' | 'png' | 'webp' | 'avif' | 'gif'>, string> = {
  heic: 'a HEIC photo (the format iPhones save by default)',
  heif: 'a HEIF picture',
  tiff: 'a TIFF file',
  pdf: 'a PDF document',
  svg: 'an SVG drawing',
  bmp: 'a BMP picture',
  video: 'a video',
};

/** How to turn a photo into a JPEG on the devices marketers have; told once below a list that needs it. */
export const JPEG_HOW_TO =
  "How to get a JPEG: on a Mac, open the picture in Preview, then File › Export…, Format: JPEG. On Windows, open it in Photos, then See more (…) › Save as, and choose .jpg (or in Paint: File › Save as › JPEG picture). On an iPhone, upload it again on GitHub's Upload files page in Safari and pick it under Photo Library, which sends a JPEG (picked under Choose File, it stays HEIC); Settings › Camera › Formats › Most Compatible makes the camera save JPEGs from then on.";

/** Names a picture is known by from its extension, to tell a .jpg that holds a HEIC photo. */
const NAMED_AS: Record<string, string> = {
  jpg: 'a JPEG',
  jpeg: 'a JPEG',
  png: 'a PNG',
  webp: 'a WebP',
  avif: 'an AVIF',
};

export interface PictureProblem {
  /** What is wrong and how to fix it, after the picture's path as written, e.g. `"x.heic" is a HEIC photo …`. */
  text: string;
  /** Said once below the list: how to get a JPEG. */
  note?: string;
}

/**
 * What is wrong with the picture at `path` (written as `written` in the content file), or nothing
 * when the site can use it. `missing` is the sentence for a path that names no file.
 */
export function pictureProblem(path: string, written: string, missing: string): PictureProblem | undefined {
  const quoted = JSON.stringify(written);
  if (!statSync(path, { throwIfNoEntry: false })?.isFile()) return { text: `${quoted} matches no file; ${missing}` };
  const format = pictureFormat(fileHead(path));
  if (format && SERVED.has(format)) return undefined;
  if (!format) {
    return {
      text: `${quoted} is not a picture the site can read (it may be damaged or only partly uploaded); upload it again as a JPEG or PNG`,
    };
  }
  const namedAs = NAMED_AS[written.slice(written.lastIndexOf('.') + 1).toLowerCase()];
  const what = FORMAT_NAMES[format as keyof typeof FORMAT_NAMES];
  return {
    text: `${quoted} is ${namedAs ? `named like ${namedAs} but is ` : ''}${what}, which the site cannot use; save it as a JPEG (how: below), upload that and write its file name here`,
    note: JPEG_HOW_TO,
  };
}

/** The first 64 bytes of a file. */
function fileHead(path: string): Uint8Array {
  const head = new Uint8Array(64);
  const descriptor = openSync(path, 'r');
  try {
    return head.subarray(0, readSync(descriptor, head, 0, head.length, 0));
  } finally {
    closeSync(descriptor);
  }
}

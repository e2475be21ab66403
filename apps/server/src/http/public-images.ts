// Public images (doctors' photos, hospitals' logos): every upload is decoded and drawn again as
// WebP, so what is served is only pixels, never the bytes sent. A file that is also an HTML page or
// a script (a "polyglot": a PNG followed by HTML, a GIF whose header is JavaScript) loses all but
// its picture, and metadata (EXIF, GPS, comments) is dropped. Two sizes are kept: 480 px for a
// profile page and 160 px for lists on a phone; the image is never enlarged.

import type { MessageCode } from '@naijacare/contracts';
import sharp from 'sharp';
import type { RateRule } from '../config';
import type { FileStore } from '../storage/files';
import { type CounterStore, enforce } from './counters';
import { badRequest } from './errors';
import { detectImage } from './uploads';

/** The sizes kept, longest side in px; the first is what a URL without `?size=` is served. */
export const IMAGE_SIZES = [480, 160] as const;
export type ImageSize = (typeof IMAGE_SIZES)[number];
export const DEFAULT_IMAGE_SIZE: ImageSize = 480;

/**
 * The most pixels an upload may have: 50 megapixels, above a phone camera's full photo. Read from
 * the header before any decoding, so a small file claiming a huge canvas (a decompression bomb)
 * costs no memory.
 */
export const MAX_IMAGE_PIXELS = 50_000_000;

const DECODED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif']);

/** The renditions' folders: the 480 px image beside the name the row keeps, the others in folder-<size>. */
export const sizeFolder = (folder: string, size: ImageSize) => (size === DEFAULT_IMAGE_SIZE ? folder : `${folder}-${size}`);

sharp.cache(false);

export interface ImageRefusals {
  field: string;
  /** Not a JPEG, PNG, WebP or GIF that decodes. */
  invalid: MessageCode;
}

/** Decodes and re-encodes; refuses what is not an image or too large to decode safely. */
export async function renditionsOf(bytes: Buffer, refusals: ImageRefusals): Promise<Record<ImageSize, Buffer>> {
  // The magic bytes first: libvips reads many more formats (SVG, PDF, TIFF…) than a photo needs.
  if (!detectImage(bytes)) throw badRequest(refusals.invalid, refusals.field);
  const meta = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch(() => null);
  if (!meta?.format || !DECODED_FORMATS.has(meta.format) || !meta.width || !meta.height) throw badRequest(refusals.invalid, refusals.field);
  if (meta.width * meta.height > MAX_IMAGE_PIXELS) {
    throw badRequest('image_too_many_pixels', refusals.field, { width: meta.width, height: meta.height, max: MAX_IMAGE_PIXELS / 1_000_000 });
  }
  try {
    const out = {} as Record<ImageSize, Buffer>;
    for (const size of IMAGE_SIZES) out[size] = await drawAgain(bytes, size);
    return out;
  } catch {
    // Truncated or corrupt pixel data: the header looked right, the picture is not there.
    throw badRequest(refusals.invalid, refusals.field);
  }
}

/** The picture alone, as WebP, its longest side at most `size` px (turned upright by its EXIF). */
function drawAgain(bytes: Buffer, size: ImageSize): Promise<Buffer> {
  return sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error', pages: 1 })
    .rotate()
    .resize({ width: size, height: size, fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 80 })
    .toBuffer();
}

/**
 * Counts one image sent by a person (a doctor's photo, a hospital's logo, from whichever form)
 * against RATE_PROFILE_IMAGES_*, before it is decoded: drawing an image again costs the server far
 * more than sending it costs the sender. Refused images count too, so they cannot be sent freely.
 */
export function profileImageLimit(counters: CounterStore, rule: RateRule) {
  return (userId: number) => enforce(counters, `profile-images:${userId}`, rule, 'image uploads');
}
export type ProfileImageLimit = ReturnType<typeof profileImageLimit>;

/** Stores every size of an upload under one new name (`<uuid>.webp`), which is returned. */
export async function savePublicImage(files: FileStore, folder: string, bytes: Buffer, refusals: ImageRefusals): Promise<string> {
  const renditions = await renditionsOf(bytes, refusals);
  const name = await files.save(folder, 'webp', renditions[DEFAULT_IMAGE_SIZE]);
  for (const size of IMAGE_SIZES) if (size !== DEFAULT_IMAGE_SIZE) await files.saveAs(sizeFolder(folder, size), name, renditions[size]);
  return name;
}

/** Removes every size of a stored image. */
export async function removePublicImage(files: FileStore, folder: string, name: string): Promise<void> {
  for (const size of IMAGE_SIZES) await files.remove(sizeFolder(folder, size), name);
}

/**
 * The bytes to serve for a stored image at a size. An image stored before re-encoding (whose small
 * size is missing) is drawn again the first time it is asked for, and both sizes are stored in its
 * place, so it too is only pixels and no later request decodes it again; a file that does not
 * decode (or is too large to) is not served (null).
 */
export async function readPublicImage(files: FileStore, folder: string, name: string, size: ImageSize): Promise<Buffer | null> {
  // Only a re-encoded image has its small size stored beside it.
  const small = await files.read(sizeFolder(folder, 160), name);
  if (small) return size === 160 ? small : files.read(folder, name);
  const original = await files.read(folder, name);
  if (!original) return null;
  const renditions = await renditionsOf(original, { invalid: 'photo_type_invalid', field: 'photo' }).catch(() => null);
  if (!renditions) return null;
  // The default size over the original first: the small one's presence says the work is done.
  await files.saveAs(folder, name, renditions[DEFAULT_IMAGE_SIZE]);
  for (const s of IMAGE_SIZES) if (s !== DEFAULT_IMAGE_SIZE) await files.saveAs(sizeFolder(folder, s), name, renditions[s]);
  return renditions[size];
}

/**
 * Catalogue images: uploads are checked (JPEG/PNG/WebP by magic bytes, size, pixels) and converted with
 * sharp to WebP at every width of spec §9; colour swatches are rendered from a hex with a knit texture on
 * first request. Both are kept through the files adapter and served by /api/images with long caching.
 */
import { randomUUID } from 'node:crypto';
import type { StoredImage } from '@polotno/db';
import { AppError, IMAGE_WIDTHS, MAX_IMAGE_BYTES, MAX_IMAGE_SIDE, type Image, type ImageWidth } from '@polotno/domain';
import sharp from 'sharp';
import type { FileStore } from '../../plugins/files.ts';

const LARGEST = IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1] as ImageWidth;
const DEFAULT_WIDTH: ImageWidth = 640;

const uploadKey = (id: string, width: number) => `images/${id}/${width}.webp`;
const swatchKey = (hex: string, width: number) => `swatches/${hex}/${width}.webp`;

function srcset(base: string, widths: readonly number[]): string {
  return widths.map((width) => `${base}/${width}.webp ${width}w`).join(', ');
}

/** How the API shows a stored image: `src` at 640 px and a `srcset` over every generated width. */
export function imageView(stored: StoredImage): Image {
  switch (stored.kind) {
    case 'upload': {
      const base = `/api/images/${stored.id}`;
      return {
        src: `${base}/${DEFAULT_WIDTH}.webp`,
        srcset: srcset(base, IMAGE_WIDTHS),
        width: stored.width,
        height: stored.height,
      };
    }
    case 'swatch': {
      const base = `/api/images/swatch/${stored.hex.replace('#', '')}`;
      return {
        src: `${base}/${DEFAULT_WIDTH}.webp`,
        srcset: srcset(base, IMAGE_WIDTHS),
        width: LARGEST,
        height: LARGEST,
      };
    }
    case 'url':
      return { src: stored.src, srcset: null, width: stored.width ?? null, height: stored.height ?? null };
  }
}

/** The smallest rendition of a swatch, for colour pickers. */
export function swatchThumb(hex: string): Image {
  const width = IMAGE_WIDTHS[0];
  return { src: `/api/images/swatch/${hex.replace('#', '')}/${width}.webp`, srcset: null, width, height: width };
}

/** The format named by a file's first bytes, whatever its name or declared type says. */
export function sniffImageFormat(data: Buffer): 'jpeg' | 'png' | 'webp' | null {
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'jpeg';
  if (data.length >= 8 && data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'png';
  if (data.length >= 12 && data.toString('latin1', 0, 4) === 'RIFF' && data.toString('latin1', 8, 12) === 'WEBP')
    return 'webp';
  return null;
}

export interface ConvertedImage {
  id: string;
  width: number;
  height: number;
  bytes: number;
}

/** Validates an upload and stores its WebP renditions; throws IMAGE_* AppErrors for anything unacceptable. */
export async function convertUpload(files: FileStore, data: Buffer): Promise<ConvertedImage> {
  if (data.length > MAX_IMAGE_BYTES)
    throw new AppError('IMAGE_TOO_LARGE', { params: { max: MAX_IMAGE_BYTES / 1024 / 1024 } });
  const format = sniffImageFormat(data);
  if (!format) throw new AppError('IMAGE_INVALID');
  const pixelLimit = MAX_IMAGE_SIDE * MAX_IMAGE_SIDE;
  let meta: sharp.Metadata;
  try {
    // Only the header is read here (no decoding), so a decompression bomb is measured before it costs memory.
    meta = await sharp(data, { limitInputPixels: false }).metadata();
  } catch {
    throw new AppError('IMAGE_INVALID');
  }
  if (meta.format !== format || !meta.width || !meta.height) throw new AppError('IMAGE_INVALID');
  if (meta.width > MAX_IMAGE_SIDE || meta.height > MAX_IMAGE_SIDE) {
    throw new AppError('IMAGE_TOO_MANY_PIXELS', { params: { max: MAX_IMAGE_SIDE } });
  }
  const id = randomUUID();
  let oriented: { width: number; height: number };
  try {
    const source = sharp(data, { limitInputPixels: pixelLimit, failOn: 'error' }).rotate();
    const renditions = await Promise.all(
      IMAGE_WIDTHS.map(async (width) => ({
        width,
        output: await source
          .clone()
          .resize({ width, withoutEnlargement: true })
          .webp({ quality: 80 })
          .toBuffer({ resolveWithObject: true }),
      })),
    );
    const largest = renditions[renditions.length - 1]?.output.info;
    oriented = { width: largest?.width ?? meta.width, height: largest?.height ?? meta.height };
    for (const { width, output } of renditions) await files.put(uploadKey(id, width), output.data, 'image/webp');
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError('IMAGE_INVALID');
  }
  return { id, ...oriented, bytes: data.length };
}

/** Removes the stored renditions of an uploaded image. */
export async function deleteUpload(files: FileStore, id: string): Promise<void> {
  await Promise.all(IMAGE_WIDTHS.map((width) => files.delete(uploadKey(id, width))));
}

/** Raw RGB pixels of a fabric swatch: the colour with faint rows of V-shaped stitches, like a knit face. */
function knitPixels(hex: string, size: number): Buffer {
  const r = Number.parseInt(hex.slice(0, 2), 16);
  const g = Number.parseInt(hex.slice(2, 4), 16);
  const b = Number.parseInt(hex.slice(4, 6), 16);
  const cell = Math.max(4, Math.round(size / 48));
  const rowHeight = Math.round(cell * 0.8);
  // Dark colours get a lighter texture and light ones a darker one, so the stitches stay visible but subtle.
  const luminance = (0.299 * r + 0.587 * g + 0.114 * b) / 255;
  const strength = luminance > 0.5 ? -0.09 : 0.12;
  const pixels = Buffer.alloc(size * size * 3);
  for (let y = 0; y < size; y += 1) {
    const v = (y % rowHeight) / rowHeight;
    const rowShade = Math.sin(Math.PI * v);
    for (let x = 0; x < size; x += 1) {
      const u = (x % cell) / cell;
      // Each stitch is two slanted legs meeting at the bottom: a V.
      const leg = u < 0.5 ? Math.abs(u - (0.25 + 0.12 * (v - 0.5))) : Math.abs(u - (0.75 - 0.12 * (v - 0.5)));
      const shade = 1 + strength * (rowShade * Math.max(0, 1 - leg * 5) - 0.5);
      const at = (y * size + x) * 3;
      pixels[at] = Math.min(255, Math.max(0, Math.round(r * shade + (strength > 0 ? 18 * (shade - 1) * 10 : 0))));
      pixels[at + 1] = Math.min(255, Math.max(0, Math.round(g * shade + (strength > 0 ? 18 * (shade - 1) * 10 : 0))));
      pixels[at + 2] = Math.min(255, Math.max(0, Math.round(b * shade + (strength > 0 ? 18 * (shade - 1) * 10 : 0))));
    }
  }
  return pixels;
}

/** Renders and stores every width of the swatch of `hex` (six lower-case hex digits). */
export async function renderSwatch(files: FileStore, hex: string): Promise<void> {
  const base = sharp(knitPixels(hex, LARGEST), { raw: { width: LARGEST, height: LARGEST, channels: 3 } });
  for (const width of IMAGE_WIDTHS) {
    const data = await base.clone().resize({ width }).webp({ quality: 78 }).toBuffer();
    await files.put(swatchKey(hex, width), data, 'image/webp');
  }
}

export { swatchKey, uploadKey };

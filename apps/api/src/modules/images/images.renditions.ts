/**
 * Image renditions: uploads are checked (JPEG/PNG/WebP by magic bytes, size, pixels) and converted with
 * sharp to WebP at every width of spec §9; a colour without photos, and a category's generated photo, is a
 * fabric picture (images.fabric.ts) of its knit in its colour, rendered per width on first request. Both are
 * kept through the files adapter and served by /api/images with long caching.
 */
import { randomUUID } from 'node:crypto';
import type { StoredImage } from '@polotno/db';
import {
  AppError,
  IMAGE_WIDTHS,
  KNITS,
  MAX_IMAGE_BYTES,
  MAX_IMAGE_SIDE,
  type Image,
  type ImageWidth,
  type Knit,
} from '@polotno/domain';
import sharp from 'sharp';
import type { FileStore } from '../../plugins/files.ts';
import { renderFabric, type FabricLook } from './images.fabric.ts';

const LARGEST = IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1] as ImageWidth;
const DEFAULT_WIDTH: ImageWidth = 640;

/** How a fabric picture is named in its URL: the knit, and `-drape` for a draped piece. */
export const FABRIC_STYLES = [...KNITS, ...KNITS.map((knit) => `${knit}-drape` as const)] as const;
export type FabricStyle = (typeof FABRIC_STYLES)[number];

const styleOf = (look: Pick<FabricLook, 'knit' | 'drape'>): FabricStyle =>
  look.drape ? `${look.knit}-drape` : look.knit;

/** The look a URL's style and hex name. */
export function lookOf(style: FabricStyle, hex: string): FabricLook {
  const drape = style.endsWith('-drape');
  return { knit: (drape ? style.slice(0, -'-drape'.length) : style) as Knit, hex, drape };
}

const uploadKey = (id: string, width: number) => `images/${id}/${width}.webp`;
const swatchKey = (look: FabricLook, width: number) => `fabric/${styleOf(look)}/${look.hex}/${width}.webp`;
const swatchBase = (hex: string, knit: Knit | undefined, drape: boolean | undefined) =>
  `/api/images/fabric/${styleOf({ knit: knit ?? 'jersey', drape: drape ?? false })}/${hex.replace('#', '')}`;

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
      const base = swatchBase(stored.hex, stored.knit, stored.drape);
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

/** The smallest rendition of a colour's fabric picture, for colour lists (the web offers the other widths). */
export function swatchThumb(hex: string, knit: Knit): Image {
  const width = IMAGE_WIDTHS[0];
  return { src: `${swatchBase(hex, knit, false)}/${width}.webp`, srcset: null, width, height: width };
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

/** Renders and stores one width of a fabric picture. */
export async function renderSwatch(files: FileStore, look: FabricLook, width: ImageWidth): Promise<void> {
  await files.put(swatchKey(look, width), await renderFabric(look, width), 'image/webp');
}

export { swatchKey, uploadKey };

/**
 * Upload checks, done before anything is stored: a size limit per kind, the type decided by the file's
 * own bytes (never by its name or the browser's Content-Type), OOXML archives measured from their
 * central directory before any entry is inflated, and image dimensions read from the header.
 * Stored files get server-generated keys; the user's file name is kept only as a cleaned display name.
 */
import { randomUUID } from 'node:crypto';
import { AppError } from '@polotno/domain';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import yauzl from 'yauzl';

/** A file part of a multipart body, read into memory (within the route's size limit). */
export interface UploadedFile {
  filename: string;
  data: Buffer;
}

/** The types the shop accepts anywhere, with the MIME type it serves them as. */
export const FILE_TYPES = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
} as const;
export type FileExt = keyof typeof FILE_TYPES;

interface UploadKind {
  maxBytes: number;
  types: readonly FileExt[];
}

const MB = 1024 * 1024;

/** What each upload may be. */
export const UPLOAD_KINDS = {
  /** Requisites documents of a customer (User.files). */
  document: { maxBytes: 10 * MB, types: ['pdf', 'doc', 'docx', 'xls', 'xlsx', 'jpg', 'png', 'webp'] },
  /** A completed order brief. */
  brief: { maxBytes: 10 * MB, types: ['xlsx', 'xls', 'docx', 'doc', 'pdf'] },
} as const satisfies Record<string, UploadKind>;
export type UploadKindName = keyof typeof UPLOAD_KINDS;

/** An OOXML archive may hold at most this many entries and unpack to at most this many bytes. */
export const ZIP_MAX_ENTRIES = 1000;
export const ZIP_MAX_UNPACKED_BYTES = 100 * MB;
/** Images larger than this on either side are refused (a decompression bomb costs width × height × 4 bytes). */
export const IMAGE_MAX_SIDE = 10_000;

export interface CheckedUpload {
  ext: FileExt;
  mime: string;
  size: number;
  /** A display name safe for headers and file systems, ending in the detected extension. */
  name: string;
  data: Buffer;
}

/** Checks an uploaded file against its kind; throws a coded AppError when it must be refused. */
export async function checkUpload(kind: UploadKindName, data: Buffer, originalName: string): Promise<CheckedUpload> {
  const rules: UploadKind = UPLOAD_KINDS[kind];
  if (data.length === 0) throw new AppError('FILE_REQUIRED');
  if (data.length > rules.maxBytes) throw tooLarge(rules.maxBytes);
  const refuse = () =>
    new AppError('FILE_TYPE_NOT_ALLOWED', { params: { allowed: rules.types.map((t) => t.toUpperCase()).join(', ') } });

  // A ZIP container is measured before file-type (or anything else) inflates an entry of it.
  if (data.subarray(0, 4).equals(ZIP_MAGIC)) await assertSafeZip(data);
  const ext = await detectType(data);
  if (!ext || !(rules.types as readonly string[]).includes(ext)) throw refuse();
  if (ext === 'jpg' || ext === 'png' || ext === 'webp') await assertImageSize(data);
  return { ext, mime: FILE_TYPES[ext], size: data.length, name: safeFileName(originalName, ext), data };
}

/** The 413 error for a limit in bytes. */
export function tooLarge(maxBytes: number): AppError {
  return new AppError('FILE_TOO_LARGE', { params: { max: Math.round((maxBytes / MB) * 10) / 10 } });
}

const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

async function detectType(data: Buffer): Promise<FileExt | null> {
  const found = await fileTypeFromBuffer(data);
  if (!found) return null;
  if (found.ext === 'cfb') return compoundDocumentType(data);
  return Object.hasOwn(FILE_TYPES, found.ext) ? (found.ext as FileExt) : null;
}

const utf16 = (name: string) => Buffer.from(name, 'utf16le');

/**
 * Legacy Office files share one container (CFB); the name of the main stream in its directory tells a
 * Word document ("WordDocument") from an Excel workbook ("Workbook", or "Book" in Excel 5/95).
 */
function compoundDocumentType(data: Buffer): FileExt | null {
  if (data.includes(utf16('WordDocument'))) return 'doc';
  if (data.includes(utf16('Workbook')) || data.includes(utf16('Book\0'))) return 'xls';
  return null;
}

/** Reads only the central directory: entry count and the declared unpacked sizes. */
async function assertSafeZip(data: Buffer): Promise<void> {
  const unsafe = () => new AppError('FILE_ARCHIVE_UNSAFE');
  const zip = await new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.fromBuffer(data, { lazyEntries: true, autoClose: true }, (error, file) =>
      error || !file ? reject(unsafe()) : resolve(file),
    ),
  );
  if (zip.entryCount > ZIP_MAX_ENTRIES) {
    zip.close();
    throw unsafe();
  }
  await new Promise<void>((resolve, reject) => {
    let unpacked = 0;
    zip.on('entry', (entry: yauzl.Entry) => {
      unpacked += entry.uncompressedSize;
      if (unpacked > ZIP_MAX_UNPACKED_BYTES) {
        zip.close();
        reject(unsafe());
        return;
      }
      zip.readEntry();
    });
    zip.on('end', () => resolve());
    zip.on('error', () => reject(unsafe()));
    zip.readEntry();
  });
}

/** Width and height come from the image's header (sharp reads no pixels for `metadata()`). */
async function assertImageSize(data: Buffer): Promise<void> {
  let size: { width?: number; height?: number };
  try {
    // Our own limit is checked below; sharp's pixel limit would refuse a huge image with another error.
    size = await sharp(data, { limitInputPixels: false }).metadata();
  } catch {
    throw new AppError('FILE_TYPE_NOT_ALLOWED', { params: { allowed: 'JPEG, PNG, WEBP' } });
  }
  const { width = 0, height = 0 } = size;
  if (width <= 0 || height <= 0 || width > IMAGE_MAX_SIDE || height > IMAGE_MAX_SIDE) {
    throw new AppError('IMAGE_TOO_MANY_PIXELS', { params: { max: IMAGE_MAX_SIDE } });
  }
}

/**
 * A display name from the user's file name: no directories, no control characters, quotes or
 * separators, at most 100 characters, and always the detected extension.
 */
export function safeFileName(originalName: string, ext: FileExt): string {
  const base = (originalName.split(/[\\/]/).pop() ?? '')
    .normalize('NFC')
    .replace(/\.[^.]*$/, '')
    .replace(/[^\p{L}\p{N} _().,-]+/gu, '_')
    .replace(/^[\s._-]+|[\s._-]+$/g, '')
    .slice(0, 100);
  return `${base || 'file'}.${ext}`;
}

/** A fresh storage key under `prefix`; the user never chooses any part of it. */
export function storageKey(prefix: string, ext: FileExt): string {
  const now = new Date();
  const month = String(now.getUTCMonth() + 1).padStart(2, '0');
  return `${prefix}/${now.getUTCFullYear()}/${month}/${randomUUID()}.${ext}`;
}

/** `Content-Disposition` for a download: an ASCII fallback plus the exact UTF-8 name (RFC 6266). */
export function attachmentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)}`;
}

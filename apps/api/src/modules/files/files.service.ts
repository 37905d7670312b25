/**
 * Keeping uploaded files: every upload is checked (lib/uploads.ts), written to the file store under a
 * server-generated key and recorded in `stored_files`. Other modules store and find files through here.
 */
import { AppError, type ImageRef, type StoredFileInfo } from '@polotno/domain';
import type { FastifyInstance } from 'fastify';
import { checkUpload, storageKey, type UploadKindName } from '../../lib/uploads.ts';
import type { UploadedFile } from '../../plugins/multipart.ts';
import * as repository from './files.repository.ts';
import type { StoredFileRow } from './files.repository.ts';

const PREFIX: Record<UploadKindName, string> = { image: 'images', document: 'user-files', brief: 'briefs' };

/** Checks and keeps an upload; public files are content images anyone may fetch. */
export async function storeUpload(
  app: FastifyInstance,
  kind: UploadKindName,
  upload: UploadedFile,
  options: { ownerId?: string | null; public?: boolean } = {},
): Promise<StoredFileRow> {
  const checked = await checkUpload(kind, upload.data, upload.filename);
  const key = storageKey(PREFIX[kind], checked.ext);
  await app.files.put(key, checked.data, checked.mime);
  try {
    return await repository.insertFile(app.db, {
      key,
      name: checked.name,
      mime: checked.mime,
      size: checked.size,
      kind,
      public: options.public ?? false,
      ownerId: options.ownerId ?? null,
    });
  } catch (error) {
    await app.files.delete(key);
    throw error;
  }
}

/** The public URL of a content image. */
export function imageRef(id: string | null): ImageRef | null {
  return id ? { id, url: `/api/media/${id}` } : null;
}

/** The API view of a private file. */
export function fileInfo(row: StoredFileRow): StoredFileInfo {
  return {
    id: row.id,
    name: row.name,
    mime: row.mime,
    size: row.size,
    createdAt: row.createdAt.toISOString(),
    url: `/api/files/${row.id}`,
  };
}

/** Throws IMAGE_NOT_FOUND unless every given id is a stored public image. */
export async function assertPublicImages(app: FastifyInstance, ids: (string | null)[]): Promise<void> {
  const wanted = [...new Set(ids.filter((id): id is string => id !== null))];
  const found = await repository.findPublicImages(app.db, wanted);
  if (found.length !== wanted.length) throw new AppError('IMAGE_NOT_FOUND');
}

/** A public image with its bytes, or NOT_FOUND. */
export async function getPublicImage(app: FastifyInstance, id: string) {
  const row = await repository.findFile(app.db, id);
  if (!row || !row.public) throw new AppError('NOT_FOUND');
  const stored = await app.files.find(row.key);
  if (!stored) throw new AppError('NOT_FOUND');
  return { row, stored };
}

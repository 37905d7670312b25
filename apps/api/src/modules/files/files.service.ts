/**
 * Keeping uploaded files: every upload is checked (lib/uploads.ts), written to the file store under a
 * server-generated key and recorded in `stored_files`. Other modules store and find files through here.
 */
import { AppError, type AuthUser, type StoredFileInfo } from '@polotno/domain';
import type { FastifyInstance } from 'fastify';
import { checkUpload, storageKey, type UploadKindName } from '../../lib/uploads.ts';
import type { UploadedFile } from '../../plugins/multipart.ts';
import * as repository from './files.repository.ts';
import type { StoredFileRow } from './files.repository.ts';

const PREFIX: Record<UploadKindName, string> = { document: 'user-files', brief: 'briefs' };

/** Checks and keeps an upload, owned by `ownerId` (null: only an ADMIN may fetch it). */
export async function storeUpload(
  app: FastifyInstance,
  kind: UploadKindName,
  upload: UploadedFile,
  ownerId: string | null,
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
      ownerId,
    });
  } catch (error) {
    await app.files.delete(key);
    throw error;
  }
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

/** A customer keeps at most this many requisites documents. */
export const USER_FILES_LIMIT = 30;

/** Stores a requisites document for `userId` (the caller is already known to be that user or an ADMIN). */
export async function storeUserFile(
  app: FastifyInstance,
  userId: string,
  upload: UploadedFile,
): Promise<StoredFileInfo> {
  if ((await repository.countOwnedFiles(app.db, userId, 'document')) >= USER_FILES_LIMIT) {
    throw new AppError('FILES_LIMIT_REACHED', { params: { max: USER_FILES_LIMIT } });
  }
  try {
    return fileInfo(await storeUpload(app, 'document', upload, userId));
  } catch (error) {
    // An ADMIN uploading for an account that does not exist hits the owner foreign key.
    const cause = (error as { cause?: { code?: string } }).cause ?? (error as { code?: string });
    if (cause.code === '23503') throw new AppError('NOT_FOUND');
    throw error;
  }
}

export async function listUserFiles(app: FastifyInstance, userId: string): Promise<StoredFileInfo[]> {
  return (await repository.findOwnedFiles(app.db, userId, 'document')).map(fileInfo);
}

export async function deleteUserFile(app: FastifyInstance, userId: string, fileId: string): Promise<void> {
  const row = await repository.deleteOwnedFile(app.db, userId, fileId);
  if (!row) throw new AppError('NOT_FOUND');
  await app.files.delete(row.key);
}

/**
 * A private file for download: only its owner or an ADMIN gets it. Anyone else gets NOT_FOUND, so
 * file ids cannot be probed for existence.
 */
export async function getPrivateFile(app: FastifyInstance, caller: AuthUser, id: string) {
  const row = await repository.findFile(app.db, id);
  if (!row || (caller.role !== 'ADMIN' && row.ownerId !== caller.id)) throw new AppError('NOT_FOUND');
  const stored = await app.files.find(row.key);
  if (!stored) throw new AppError('NOT_FOUND');
  return { row, stored };
}

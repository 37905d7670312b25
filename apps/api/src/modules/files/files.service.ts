/**
 * Keeping uploaded files: every upload is checked (lib/uploads.ts), written to the file store under a
 * server-generated key and recorded in `stored_files`. Other modules store and find files through here.
 */
import type { Db } from '@polotno/db';
import { AppError, type AuthUser, type StoredFileInfo } from '@polotno/domain';
import { checkUpload, storageKey, type UploadKindName } from '../../lib/uploads.ts';
import type { FileStore } from '../../plugins/files.ts';
import type { UploadedFile } from '../../lib/uploads.ts';
import type { AuditService } from '../audit/audit.module.ts';
import * as repository from './files.repository.ts';
import type { StoredFileRow } from './files.repository.ts';

export interface FilesDeps {
  db: Db;
  /** Where the bytes go (plugins/files.ts: a directory or an S3 bucket). */
  files: FileStore;
  /** Where an ADMIN's upload or removal of someone's file is recorded, in its transaction. */
  audit: Pick<AuditService, 'record'>;
}

const PREFIX: Record<UploadKindName, string> = { document: 'user-files', brief: 'briefs' };

/** A customer keeps at most this many requisites documents. */
export const USER_FILES_LIMIT = 30;

/** The API view of a private file. */
function fileInfo(row: StoredFileRow): StoredFileInfo {
  return {
    id: row.id,
    name: row.name,
    mime: row.mime,
    size: row.size,
    createdAt: row.createdAt.toISOString(),
    url: `/api/files/${row.id}`,
  };
}

/** The files service: uploads for other modules, customers' requisites documents and private downloads. */
export function createFilesService(deps: FilesDeps) {
  const { db, files, audit } = deps;
  const recorded = (row: StoredFileRow) => ({ ownerId: row.ownerId, name: row.name, mime: row.mime, size: row.size });

  /** Checks and keeps an upload, owned by `ownerId` (null: only an ADMIN may fetch it). */
  async function storeUpload(
    kind: UploadKindName,
    upload: UploadedFile,
    ownerId: string | null,
  ): Promise<StoredFileRow> {
    const checked = await checkUpload(kind, upload.data, upload.filename);
    const key = storageKey(PREFIX[kind], checked.ext);
    await files.put(key, checked.data, checked.mime);
    try {
      return await db.transaction(async (tx) => {
        const row = await repository.insertFile(tx, {
          key,
          name: checked.name,
          mime: checked.mime,
          size: checked.size,
          kind,
          ownerId,
        });
        await audit.record(tx, { kind: 'file', id: row.id, action: 'upload', after: recorded(row) });
        return row;
      });
    } catch (error) {
      await files.delete(key);
      throw error;
    }
  }

  return {
    storeUpload,
    fileInfo,

    /** Stores a requisites document for `userId` (the caller is already known to be that user or an ADMIN). */
    async storeUserFile(userId: string, upload: UploadedFile): Promise<StoredFileInfo> {
      if ((await repository.countOwnedFiles(db, userId, 'document')) >= USER_FILES_LIMIT) {
        throw new AppError('FILES_LIMIT_REACHED', { params: { max: USER_FILES_LIMIT } });
      }
      try {
        return fileInfo(await storeUpload('document', upload, userId));
      } catch (error) {
        // An ADMIN uploading for an account that does not exist hits the owner foreign key.
        const cause = (error as { cause?: { code?: string } }).cause ?? (error as { code?: string });
        if (cause.code === '23503') throw new AppError('NOT_FOUND');
        throw error;
      }
    },

    /** The account's requisites documents, newest first. */
    async listUserFiles(userId: string): Promise<StoredFileInfo[]> {
      return (await repository.findOwnedFiles(db, userId, 'document')).map(fileInfo);
    },

    /** Deletes one of the account's documents; NOT_FOUND when it has no such document. */
    async deleteUserFile(userId: string, fileId: string): Promise<void> {
      const row = await db.transaction(async (tx) => {
        const deleted = await repository.deleteOwnedFile(tx, userId, fileId);
        if (!deleted) throw new AppError('NOT_FOUND');
        await audit.record(tx, { kind: 'file', id: fileId, action: 'delete', before: recorded(deleted) });
        return deleted;
      });
      await files.delete(row.key);
    },

    /**
     * A private file for download: only its owner or an ADMIN gets it. Anyone else gets NOT_FOUND, so
     * file ids cannot be probed for existence.
     */
    async getPrivateFile(caller: AuthUser, id: string) {
      const row = await repository.findFile(db, id);
      if (!row || (caller.role !== 'ADMIN' && row.ownerId !== caller.id)) throw new AppError('NOT_FOUND');
      const stored = await files.find(row.key);
      if (!stored) throw new AppError('NOT_FOUND');
      return { row, stored };
    },
  };
}

export type FilesService = ReturnType<typeof createFilesService>;

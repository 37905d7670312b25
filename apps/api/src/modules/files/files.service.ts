/**
 * Keeping uploaded files: every upload is checked (lib/uploads.ts), written to the file store under a
 * server-generated key and recorded in `stored_files`. Other modules store and find files through here.
 * Requisites documents uploaded while acting for a company are the company's: its members list and download
 * them (`requisites.read`), owners and accountants upload and delete them (`requisites.write`), as
 * companies.access.ts decides.
 */
import type { Db } from '@polotno/db';
import { AppError, type AuthUser, type CompanyAction, type StoredFileInfo } from '@polotno/domain';
import { checkUpload, storageKey, type UploadKindName } from '../../lib/uploads.ts';
import type { FileStore } from '../../plugins/files.ts';
import type { UploadedFile } from '../../lib/uploads.ts';
import type { AuditService } from '../audit/audit.module.ts';
import { mayAccess, ownerOf, requireAccess } from '../companies/companies.module.ts';
import * as repository from './files.repository.ts';
import type { FileScope, StoredFileRow } from './files.repository.ts';

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

  /**
   * Checks and keeps an upload, owned by `ownerId` (null: only an ADMIN may fetch it) and, for a requisites
   * document uploaded for a company, by `companyId`.
   */
  async function storeUpload(
    kind: UploadKindName,
    upload: UploadedFile,
    ownerId: string | null,
    companyId: string | null = null,
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
          companyId,
        });
        await audit.record(tx, { kind: 'file', id: row.id, action: 'upload', after: recorded(row) });
        return row;
      });
    } catch (error) {
      await files.delete(key);
      throw error;
    }
  }

  /**
   * Whose documents the path `/api/user/{userId}/files` means to `actor` (already known to be that user or an
   * ADMIN), checked for `action`: the caller's acting company's, or their own; for an ADMIN opening another
   * person, every document that person uploaded.
   */
  function scopeOf(actor: AuthUser, userId: string, action: CompanyAction): FileScope {
    if (actor.id !== userId) return { ownerId: userId, companyId: null, anyCompany: true };
    const owner = ownerOf(actor);
    requireAccess(actor, owner, action);
    return { ownerId: userId, companyId: owner.companyId };
  }

  return {
    storeUpload,
    fileInfo,

    /** Throws FORBIDDEN unless `actor` may do `action` to the documents of the path of `userId` (before a body). */
    checkUserFiles(actor: AuthUser, userId: string, action: CompanyAction): void {
      scopeOf(actor, userId, action);
    },

    /** Stores a requisites document at the path of `userId`: the acting company's, or the person's. */
    async storeUserFile(actor: AuthUser, userId: string, upload: UploadedFile): Promise<StoredFileInfo> {
      const scope = scopeOf(actor, userId, 'requisites.write');
      if ((await repository.countOwnedFiles(db, scope, 'document')) >= USER_FILES_LIMIT) {
        throw new AppError('FILES_LIMIT_REACHED', { params: { max: USER_FILES_LIMIT } });
      }
      try {
        return fileInfo(await storeUpload('document', upload, userId, scope.companyId));
      } catch (error) {
        // An ADMIN uploading for an account that does not exist hits the owner foreign key.
        const cause = (error as { cause?: { code?: string } }).cause ?? (error as { code?: string });
        if (cause.code === '23503') throw new AppError('NOT_FOUND');
        throw error;
      }
    },

    /** The requisites documents at the path of `userId` (the acting company's, or the person's), newest first. */
    async listUserFiles(actor: AuthUser, userId: string): Promise<StoredFileInfo[]> {
      const scope = scopeOf(actor, userId, 'requisites.read');
      return (await repository.findOwnedFiles(db, scope, 'document')).map(fileInfo);
    },

    /** Deletes one of the documents at the path of `userId`; NOT_FOUND when there is no such document. */
    async deleteUserFile(actor: AuthUser, userId: string, fileId: string): Promise<void> {
      const scope = scopeOf(actor, userId, 'requisites.write');
      const row = await db.transaction(async (tx) => {
        const deleted = await repository.deleteOwnedFile(tx, scope, 'document', fileId);
        if (!deleted) throw new AppError('NOT_FOUND');
        await audit.record(tx, { kind: 'file', id: fileId, action: 'delete', before: recorded(deleted) });
        return deleted;
      });
      await files.delete(row.key);
    },

    /**
     * A private file for download: its owner, the members of its company acting for it (a requisites document
     * of a company), or an ADMIN gets it. Anyone else gets NOT_FOUND, so file ids cannot be probed for existence.
     */
    async getPrivateFile(caller: AuthUser, id: string) {
      const row = await repository.findFile(db, id);
      const allowed =
        row !== null &&
        (caller.role === 'ADMIN' ||
          (row.ownerId !== null &&
            mayAccess(caller, { userId: row.ownerId, companyId: row.companyId }, 'requisites.read')));
      if (!row || !allowed) throw new AppError('NOT_FOUND');
      const stored = await files.find(row.key);
      if (!stored) throw new AppError('NOT_FOUND');
      return { row, stored };
    },
  };
}

export type FilesService = ReturnType<typeof createFilesService>;

/**
 * One backup: the database dumped in one snapshot (`ops.dump.ts`), then every stored file, then the manifest,
 * into an archive renamed into place when complete (`ops.archive.ts`); older archives rotated out.
 */
import type { Database } from '@polotno/db';
import type { BackupPart, BackupResult } from '@polotno/domain';
import type { FileStore } from '../../plugins/files.ts';
import { archiveName, createArchive, DATABASE_PART, FILES_PREFIX, rotateArchives } from './ops.archive.ts';
import { dumpDatabase } from './ops.dump.ts';

export interface BackupSource {
  database: Database;
  files: FileStore;
  filesKind: 'local' | 's3';
}

export interface BackupTarget {
  dir: string;
  keep: number;
  now?: () => Date;
}

/** Writes one archive of `source` into `target.dir` and rotates the old ones; rejects, leaving none, on failure. */
export async function writeBackup(source: BackupSource, target: BackupTarget): Promise<BackupResult> {
  const started = Date.now();
  const at = (target.now ?? (() => new Date()))();
  // Files come after the database's snapshot: every file a row of it names was stored before it was taken.
  const dump = await dumpDatabase(source.database);
  const archive = await createArchive(target.dir, archiveName(at));
  try {
    const database = archive.addBuffer(DATABASE_PART, Buffer.from(dump.sql, 'utf8'));
    const files: BackupPart[] = [];
    for await (const key of source.files.list()) {
      const stored = await source.files.find(key);
      // Deleted since it was listed (a replaced picture): the snapshot no longer names it either.
      if (stored) files.push(await archive.addStream(`${FILES_PREFIX}${key}`, stored.body));
    }
    const { file, bytes } = await archive.finish({
      createdAt: at.toISOString(),
      source: { engine: source.database.engine, dumpedWith: dump.dumpedWith, files: source.filesKind },
      migration: dump.migration,
      counts: dump.counts,
      database,
      files,
    });
    const removed = await rotateArchives(target.dir, target.keep);
    return {
      archive: file,
      bytes,
      tables: Object.keys(dump.counts).length,
      rows: Object.values(dump.counts).reduce((sum, count) => sum + count, 0),
      files: files.length,
      milliseconds: Date.now() - started,
      removed,
    };
  } catch (error) {
    await archive.abort();
    throw error;
  }
}

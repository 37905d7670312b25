/**
 * One import job's work: unpack the session's archives first (1C zips its whole folder under a temporary
 * name and then names the XML files inside it), hash the file, and hand it to the catalogue importer
 * (`type=catalog`) or to the documents importer (`type=sale`).
 */
import type { Db } from '@polotno/db';
import type { OnecConfig } from '../../config.ts';
import type { OnecCatalogOptions, OnecImportProgress, OnecImportReport } from './onec.catalog-import.ts';
import { fileExists, insideFolder, OnecFileError, removeFile, sha256Of, unpackZip } from './onec.folder.ts';
import type { JobProgress, JobReport } from './onec.jobs.ts';
import * as repository from './onec.repository.ts';
import type { OnecSaleImporter } from './onec.sale-import.ts';

export interface OnecImportWorkDeps {
  db: Db;
  config: OnecConfig;
  now: () => Date;
  catalog: {
    importFile(
      path: string,
      exchangeDir: string,
      options: OnecCatalogOptions,
      onProgress?: (progress: OnecImportProgress) => void,
    ): Promise<OnecImportReport>;
  };
  sale: OnecSaleImporter;
}

export function createOnecImportWork(deps: OnecImportWorkDeps) {
  const { db, config, now, catalog, sale } = deps;

  /** Unpacks the session's archives not unpacked yet; each archive is removed once unpacked. */
  async function unpackArchives(session: repository.SessionRow, folder: string, onProgress: (p: JobProgress) => void) {
    const archives = (await repository.filesOf(db, session.id)).filter(
      (file) => file.name.toLowerCase().endsWith('.zip') && file.sha256 === null && file.archive === null,
    );
    for (const archive of archives) {
      onProgress({ done: 0, total: null, text: `распаковка ${archive.name}` });
      const full = insideFolder(folder, archive.name);
      if (!(await fileExists(folder, archive.name))) continue;
      const hash = await sha256Of(full);
      const room = config.quotaBytes - (await repository.bytesOnDisk(db));
      const files = await unpackZip(folder, full, room);
      for (const file of files) {
        await repository.upsertFile(db, {
          sessionId: session.id,
          name: file.name,
          size: file.size,
          archive: archive.name,
          now: now(),
        });
      }
      await repository.setFileHash(db, session.id, archive.name, hash);
      await removeFile(folder, archive.name);
    }
  }

  return async function work(job: repository.JobRow, onProgress: (progress: JobProgress) => void): Promise<JobReport> {
    const session = await repository.findSession(db, job.sessionId);
    if (!session?.folder) throw new OnecFileError('Папка обмена удалена: начните обмен заново');
    const folder = insideFolder(config.dir, session.folder);
    await unpackArchives(session, folder, onProgress);
    if (!(await fileExists(folder, job.filename))) {
      throw new OnecFileError(`Файл ${job.filename} не найден ни среди загруженных, ни в архиве`);
    }
    const full = insideFolder(folder, job.filename);
    await repository.setFileHash(db, session.id, job.filename, await sha256Of(full));
    if (job.type === 'sale') {
      return sale.importFile(full, job.id, (done) => onProgress({ done, total: null, text: 'документов' }));
    }
    const settings = await repository.getSettings(db);
    const report = await catalog.importFile(
      full,
      folder,
      { priceType: config.priceType, hideMissing: settings.hideMissing },
      onProgress,
    );
    return { kind: report.kind, counts: report.counts, warnings: report.warnings };
  };
}

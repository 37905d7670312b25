/**
 * The files capability: uploads checked and recorded in `stored_files`, customers' requisites documents and
 * private downloads. Its service is `app.storedFiles` (`app.files` is the file store of plugins/files.ts,
 * whose plugin name `files` is taken, so this module's is `stored-files`).
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import filesRoutes from './files.routes.ts';
import { createFilesService, type FilesService } from './files.service.ts';

export type { FilesService } from './files.service.ts';
export type { StoredFileRow } from './files.repository.ts';

declare module 'fastify' {
  interface FastifyInstance {
    storedFiles: FilesService;
  }
}

export default fp(
  async function storedFiles(app: FastifyInstance) {
    const service = createFilesService({ db: app.db, files: app.files, audit: app.audit });
    app.decorate('storedFiles', service);
    await app.register(filesRoutes, { service });
  },
  { name: 'stored-files', dependencies: ['db', 'files', 'auth', 'audit'] },
);

/** Customers' own files (requisites documents) and the owner-or-ADMIN download of private files. */
import {
  FileIdParamsSchema,
  StoredFileSchema,
  UserFileParamsSchema,
  UserIdParamsSchema,
  type CompanyAction,
} from '@polotno/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { attachmentDisposition, FILE_TYPES, UPLOAD_KINDS } from '../../lib/uploads.ts';
import { requireOwnerOrAdmin, requireUser } from '../../plugins/auth.ts';
import multipartBodies, { UploadedFileSchema } from '../../plugins/multipart.ts';
import { fileAnswer, signedIn } from '../../plugins/openapi.ts';
import type { FilesService } from './files.service.ts';

/** The types a private file may be in: whatever an upload may be. */
const FILE_MEDIA_TYPES = Object.values(FILE_TYPES) as [string, ...string[]];

const filesRoutes: FastifyPluginAsyncZod<{ service: FilesService }> = async (app, { service }) => {
  await app.register(multipartBodies);
  // Owner-or-ADMIN, and the member's role when acting for a company, are decided from the path before the body
  // is read, so a refused upload stores nothing.
  const allowed = (action: CompanyAction) => async (request: FastifyRequest) => {
    const userId = String((request.params as { id?: unknown }).id ?? '');
    service.checkUserFiles(requireOwnerOrAdmin(request, userId), userId, action);
  };

  app.post(
    '/api/user/:id/files',
    {
      onRequest: allowed('requisites.write'),
      config: { multipartOptions: { limits: { fileSize: UPLOAD_KINDS.document.maxBytes, files: 1 } } },
      schema: {
        tags: ['files'],
        security: signedIn,
        summary:
          'Upload a requisites document (PDF, DOC, DOCX, XLS, XLSX, JPEG, PNG, WebP; up to 10 MB) to your account',
        description:
          'Acting for a company, the document is the company’s (owner or accountant; 403 for a buyer), and every ' +
          'member acting for it lists and downloads it.',
        consumes: ['multipart/form-data'],
        params: UserIdParamsSchema,
        body: z.object({ file: UploadedFileSchema }),
        response: { 201: StoredFileSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await service.storeUserFile(requireUser(request), request.params.id, request.body.file)),
  );

  app.get(
    '/api/user/:id/files',
    {
      onRequest: allowed('requisites.read'),
      schema: {
        tags: ['files'],
        security: signedIn,
        summary: "The account's requisites documents (the acting company's), newest first",
        params: UserIdParamsSchema,
        response: { 200: z.array(StoredFileSchema) },
      },
    },
    async (request) => service.listUserFiles(requireUser(request), request.params.id),
  );

  app.delete(
    '/api/user/:id/files/:fileId',
    {
      onRequest: allowed('requisites.write'),
      schema: {
        tags: ['files'],
        security: signedIn,
        summary: 'Delete one of the account’s documents (the acting company’s: owner or accountant)',
        params: UserFileParamsSchema,
        response: { 204: z.null().describe('No content') },
      },
    },
    async (request, reply) => {
      await service.deleteUserFile(requireUser(request), request.params.id, request.params.fileId);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/files/:id',
    {
      schema: {
        tags: ['files'],
        security: signedIn,
        summary: 'Download a private file (its owner, its company’s members, or an ADMIN), always as an attachment',
        params: FileIdParamsSchema,
        response: { 200: fileAnswer('The file as uploaded, in its own type', ...FILE_MEDIA_TYPES) },
      },
    },
    async (request, reply) => {
      const caller = requireUser(request);
      const { row, stored } = await service.getPrivateFile(caller, request.params.id);
      return reply
        .header('content-type', row.mime)
        .header('content-length', stored.size)
        .header('content-disposition', attachmentDisposition(row.name))
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "sandbox; default-src 'none'")
        .header('cache-control', 'private, no-store')
        .send(stored.body);
    },
  );
};

export default filesRoutes;

/**
 * multipart/form-data for upload routes; a route plugin that takes uploads registers this inside its own
 * (encapsulated) context, so other modules may parse multipart their own way. Fields and files are attached to `request.body`, so a route
 * validates them with its zod body schema like any JSON body. A route sets its own file size limit in
 * `config.multipartOptions.limits.fileSize`; one byte over it is a 413 in the user's language.
 */
import multipart, { type MultipartFile } from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { tooLarge, type UploadedFile } from '../lib/uploads.ts';

function isUploadedFile(value: unknown): value is UploadedFile {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as UploadedFile).filename === 'string' &&
    Buffer.isBuffer((value as UploadedFile).data)
  );
}

/** The body schema of a file field; OpenAPI shows it as a binary string. */
export const UploadedFileSchema = z
  .custom<UploadedFile>(isUploadedFile, { error: 'FILE_REQUIRED' })
  .meta({ type: 'string', format: 'binary' });

const DEFAULT_FILE_SIZE = 10 * 1024 * 1024;

export default fp(
  async function multipartBodies(app: FastifyInstance) {
    await app.register(multipart, {
      attachFieldsToBody: 'keyValues',
      limits: { fileSize: DEFAULT_FILE_SIZE, files: 1, fields: 30, fieldSize: 10_000, parts: 40 },
      async onFile(this: FastifyRequest, part: MultipartFile) {
        const limit = this.routeOptions.config.multipartOptions?.limits?.fileSize ?? DEFAULT_FILE_SIZE;
        try {
          const data = await part.toBuffer();
          (part as MultipartFile & { value: UploadedFile }).value = { filename: part.filename, data };
        } catch (error) {
          if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(limit);
          throw error;
        }
      },
    });
  },
  { name: 'multipart' },
);

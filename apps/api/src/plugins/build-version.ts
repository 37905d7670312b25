/**
 * `GET /version.json`: the id of the web build this process serves, for the browsers' hourly check for a
 * new build (spec §4, docs/decisions/011). The web build writes the file (`build/version.json`, React
 * Router's manifest version); it is read on every request, so what is answered is always what is on disk,
 * the same on every instance and every worker that serves that build. Never cached: a stale answer would
 * hide a deploy.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { AppError } from '@polotno/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const BuildVersionSchema = z.object({ version: z.string().min(1).max(100) });

const buildVersion: FastifyPluginAsyncZod<{ buildDir: string }> = async (app, { buildDir }) => {
  const file = path.join(buildDir, 'version.json');
  app.get(
    '/version.json',
    {
      compress: false,
      schema: { hide: true, response: { 200: BuildVersionSchema } },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-cache');
      let text: string;
      try {
        text = await readFile(file, 'utf8');
      } catch {
        // A build made before the file existed: the browsers' check is skipped, nothing else changes.
        throw new AppError('NOT_FOUND');
      }
      return BuildVersionSchema.parse(JSON.parse(text));
    },
  );
};

export default buildVersion;

/**
 * Image renditions at `/api/images`: an uploaded image, a generated fabric picture and the older swatch address,
 * each as WebP at one of the generated widths, kept by browsers and CDNs for a year.
 */
import { AppError, ErrorBodySchema, IMAGE_WIDTHS } from '@polotno/domain';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { StoredFile } from '../../plugins/files.ts';
import { fileAnswer } from '../../plugins/openapi.ts';
import { FABRIC_STYLES, lookOf } from './images.renditions.ts';
import type { ImagesService } from './images.service.ts';

const WIDTH_FILE = new RegExp(`^(${IMAGE_WIDTHS.join('|')})\\.webp$`);
const ImageFileParams = z.object({ file: z.string().regex(WIDTH_FILE, { error: 'IMAGE_NOT_FOUND' }) });
const HexParam = z.string().regex(/^[0-9a-f]{6}$/, { error: 'IMAGE_NOT_FOUND' });
const WEBP = fileAnswer('The picture', 'image/webp');

function sendImage(reply: FastifyReply, file: StoredFile | null) {
  if (!file) throw new AppError('IMAGE_NOT_FOUND');
  // Image URLs never change content (a new upload gets a new id), so browsers and CDNs may keep them for a year.
  return reply
    .type('image/webp')
    .header('content-length', file.size)
    .header('cache-control', 'public, max-age=31536000, immutable')
    .send(file.body);
}

const imagesRoutes: FastifyPluginAsyncZod<{ service: ImagesService }> = async (app, { service }) => {
  app.get(
    '/api/images/:id/:file',
    {
      schema: {
        tags: ['images'],
        summary: 'An uploaded image as WebP at one of the generated widths',
        params: ImageFileParams.extend({ id: z.uuid({ error: 'IMAGE_NOT_FOUND' }) }),
        response: { 200: WEBP, 404: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      const width = Number.parseInt(request.params.file, 10);
      return sendImage(reply, await service.findImage(request.params.id, width));
    },
  );

  app.get(
    '/api/images/fabric/:style/:hex/:file',
    {
      schema: {
        tags: ['images'],
        summary:
          'A generated fabric picture (a knit in a colour, or draped for a category) as WebP at one of the generated widths',
        params: ImageFileParams.extend({
          style: z.enum(FABRIC_STYLES, { error: 'IMAGE_NOT_FOUND' }),
          hex: HexParam,
        }),
        response: { 200: WEBP, 404: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      const width = Number.parseInt(request.params.file, 10);
      return sendImage(reply, await service.findSwatch(lookOf(request.params.style, request.params.hex), width));
    },
  );

  // The earlier address of a colour's picture, still named by pages and product cards made before knits were
  // drawn: plain jersey in that colour.
  app.get(
    '/api/images/swatch/:hex/:file',
    {
      schema: {
        tags: ['images'],
        summary: 'A colour swatch (plain jersey) as WebP at one of the generated widths',
        params: ImageFileParams.extend({ hex: HexParam }),
        response: { 200: WEBP, 404: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      const width = Number.parseInt(request.params.file, 10);
      return sendImage(reply, await service.findSwatch(lookOf('jersey', request.params.hex), width));
    },
  );
};

export default imagesRoutes;

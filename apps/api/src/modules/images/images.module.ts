/**
 * The images capability: image renditions and generated fabric pictures (`app.images`), served at
 * `/api/images`. The catalogue names its images through `imageView` and `swatchThumb`, and stores an upload
 * through `convertUpload`.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import imagesRoutes from './images.routes.ts';
import { createImagesService, type ImagesService } from './images.service.ts';

export type { ImagesService } from './images.service.ts';
export type { FabricLook } from './images.fabric.ts';
export { convertUpload, imageView, swatchThumb, type ConvertedImage } from './images.renditions.ts';

declare module 'fastify' {
  interface FastifyInstance {
    images: ImagesService;
  }
}

export default fp(
  async function images(app: FastifyInstance) {
    const service = createImagesService({ db: app.db, files: app.files });
    app.decorate('images', service);
    await app.register(imagesRoutes, { service });
  },
  { name: 'images', dependencies: ['db', 'files'] },
);

/**
 * Rules of the images capability: an uploaded image's renditions are read as stored; a fabric picture is
 * drawn on its first request, once per width however many ask at the same moment, and only in a colour the
 * catalogue uses (so no one can make the server draw pictures of every possible colour).
 */
import type { Db } from '@polotno/db';
import { IMAGE_WIDTHS, type ImageWidth } from '@polotno/domain';
import type { FileStore, StoredFile } from '../../plugins/files.ts';
import type { FabricLook } from './images.fabric.ts';
import { renderSwatch, swatchKey, uploadKey } from './images.renditions.ts';
import * as repository from './images.repository.ts';

export interface ImagesDeps {
  db: Db;
  /** Where image renditions and drawn fabric pictures are stored. */
  files: FileStore;
}

export function createImagesService(deps: ImagesDeps) {
  const { db, files } = deps;
  const rendering = new Map<string, Promise<void>>();

  return {
    /** A stored image rendition, or null. */
    async findImage(id: string, width: number): Promise<StoredFile | null> {
      return files.find(uploadKey(id, width));
    },

    /**
     * One width of a fabric picture, rendered on first request; null for colours the catalogue does not use
     * (so no one can make the server draw pictures of every possible colour).
     */
    async findSwatch(look: FabricLook, width: number): Promise<StoredFile | null> {
      const key = swatchKey(look, width);
      const stored = await files.find(key);
      if (stored) return stored;
      if (!(IMAGE_WIDTHS as readonly number[]).includes(width)) return null;
      if (!(await repository.isSwatchInUse(db, `#${look.hex}`))) return null;
      // Each width is drawn once, however many visitors ask for it at the same moment.
      let job = rendering.get(key);
      if (!job) {
        job = renderSwatch(files, look, width as ImageWidth).finally(() => rendering.delete(key));
        rendering.set(key, job);
      }
      await job;
      return files.find(key);
    },
  };
}

export type ImagesService = ReturnType<typeof createImagesService>;

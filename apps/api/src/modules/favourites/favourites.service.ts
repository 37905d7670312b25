/**
 * Rules of favourites: a user saves products the shop shows (one product covers both languages); saving
 * again and forgetting what is not saved change nothing. User-id paths are guarded in the routes with
 * `requireOwnerOrAdmin`.
 */
import type { Db } from '@polotno/db';
import { AppError } from '@polotno/domain';
import type { Config } from '../../config.ts';
import * as repository from './favourites.repository.ts';

export interface FavouritesDeps {
  db: Db;
  config: Config;
}

export function createFavouritesService(deps: FavouritesDeps) {
  const { db, config } = deps;

  return {
    /** Saved product ids. */
    listSaved: (userId: string) => repository.listSaved(db, userId),

    async addSaved(userId: string, productId: number): Promise<number[]> {
      if (!(await repository.isProductShown(db, productId))) {
        throw new AppError('PRODUCT_UNAVAILABLE', { details: { productId } });
      }
      await repository.addSaved(db, userId, productId, config.now());
      return repository.listSaved(db, userId);
    },

    async removeSaved(userId: string, productId: number): Promise<number[]> {
      await repository.removeSaved(db, userId, productId);
      return repository.listSaved(db, userId);
    },
  };
}

export type FavouritesService = ReturnType<typeof createFavouritesService>;

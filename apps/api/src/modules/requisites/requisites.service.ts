/**
 * Rules of a buyer's requisites: the customer type and the fields it needs, checked (checksums included) by
 * the domain schema and stored whole. User-id paths are guarded in the routes with `requireOwnerOrAdmin`.
 * The orders capability reads them when an order is placed, inside its transaction.
 */
import type { Db } from '@polotno/db';
import { toRequisitesRecord, type Requisites, type RequisitesRecord } from '@polotno/domain';
import type { Config } from '../../config.ts';
import * as repository from './requisites.repository.ts';

export interface RequisitesDeps {
  db: Db;
  config: Config;
}

export function createRequisitesService(deps: RequisitesDeps) {
  const { db, config } = deps;

  return {
    /** The user's saved requisites, or null. */
    getRequisites: (userId: string) => repository.findRequisites(db, userId),

    async saveRequisites(userId: string, input: Requisites): Promise<RequisitesRecord> {
      const record = toRequisitesRecord(input);
      await repository.saveRequisites(db, userId, record, config.now());
      return record;
    },

    /** The user's saved requisites, or null, read in the caller's transaction (an order being placed). */
    findRequisites: (tx: Db, userId: string) => repository.findRequisites(tx, userId),
  };
}

export type RequisitesService = ReturnType<typeof createRequisitesService>;

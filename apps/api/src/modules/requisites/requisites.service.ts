/**
 * Rules of a buyer's requisites: the customer type and the fields it needs, checked (checksums included) by
 * the domain schema and stored whole. User-id paths are guarded in the routes with `requireOwnerOrAdmin`.
 * The orders capability reads them when an order is placed, inside its transaction.
 */
import type { Db } from '@polotno/db';
import { toRequisitesRecord, type Requisites, type RequisitesRecord } from '@polotno/domain';
import type { Config } from '../../config.ts';
import type { AuditService } from '../audit/audit.module.ts';
import * as repository from './requisites.repository.ts';

export interface RequisitesDeps {
  db: Db;
  config: Config;
  /** Where an ADMIN's change of someone's requisites is recorded, in its transaction. */
  audit: Pick<AuditService, 'record'>;
}

export function createRequisitesService(deps: RequisitesDeps) {
  const { db, config, audit } = deps;

  return {
    /** The user's saved requisites, or null. */
    getRequisites: (userId: string) => repository.findRequisites(db, userId),

    async saveRequisites(userId: string, input: Requisites): Promise<RequisitesRecord> {
      const record = toRequisitesRecord(input);
      await db.transaction(async (tx) => {
        const before = await repository.findRequisites(tx, userId);
        await repository.saveRequisites(tx, userId, record, config.now());
        await audit.record(tx, {
          kind: 'user',
          id: userId,
          action: 'update',
          before: { requisites: before },
          after: { requisites: record },
        });
      });
      return record;
    },

    /** The user's saved requisites, or null, read in the caller's transaction (an order being placed). */
    findRequisites: (tx: Db, userId: string) => repository.findRequisites(tx, userId),
  };
}

export type RequisitesService = ReturnType<typeof createRequisitesService>;

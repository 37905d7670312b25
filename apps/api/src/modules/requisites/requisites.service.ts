/**
 * Rules of requisites: the customer type and the fields it needs, checked (checksums included) by the domain
 * schema and stored whole. A private person's are their own (`requisites`); a company's are the company's row,
 * read and written by its members as their role allows (`requisites.read` / `requisites.write`, checked by
 * companies.access.ts). A person acting for nobody who saves company requisites creates that company and
 * becomes its owner, unless the ИНН + КПП is already another company's (COMPANY_INN_TAKEN: its owner invites
 * them). User-id paths are guarded in the routes with `requireOwnerOrAdmin`. The orders capability reads the
 * requisites of an order's owner (person or company) when it is placed, inside its transaction.
 */
import type { Db } from '@polotno/db';
import { AppError, toRequisitesRecord, type AuthUser, type Requisites, type RequisitesRecord } from '@polotno/domain';
import type { Config } from '../../config.ts';
import type { AuditService } from '../audit/audit.module.ts';
import {
  findFirstCompany,
  followJoinedCompany,
  ownerOf,
  requireAccess,
  type Owned,
} from '../companies/companies.module.ts';
import * as repository from './requisites.repository.ts';

export interface RequisitesDeps {
  db: Db;
  config: Config;
  /** Where an ADMIN's change of someone's requisites is recorded, in its transaction. */
  audit: Pick<AuditService, 'record'>;
}

/** Whether a failure is PostgreSQL's unique violation (another company took the ИНН + КПП meanwhile). */
function isUniqueViolation(error: unknown): boolean {
  const cause = (error as { cause?: { code?: string } }).cause ?? (error as { code?: string });
  return cause.code === '23505';
}

export function createRequisitesService(deps: RequisitesDeps) {
  const { db, config, audit } = deps;

  /**
   * Whose requisites the path `/api/user/{userId}/requisites` means: the caller's own — their acting company's
   * when they act for one — or, for an ADMIN opening another person, that person's company (the one they joined
   * first) or their own.
   */
  async function ownerOfPath(actor: AuthUser, userId: string): Promise<Owned> {
    if (actor.id === userId) return ownerOf(actor);
    return { userId, companyId: await findFirstCompany(db, userId) };
  }

  /** Replaces a company's requisites (the caller may write them); an ИНН + КПП of another company is refused. */
  async function saveCompany(actor: AuthUser, owner: Owned & { companyId: string }, record: RequisitesRecord) {
    requireAccess(actor, owner, 'requisites.write');
    // A company stays a company: private-person requisites are a person's, saved while acting for nobody.
    if (record.type === 'private_person') throw new AppError('REQUISITES_TYPE_INVALID');
    await db.transaction(async (tx) => {
      const before = await repository.findCompanyRequisites(tx, owner.companyId);
      if (await repository.innTaken(tx, record, owner.companyId)) throw new AppError('COMPANY_INN_TAKEN');
      await repository.saveCompanyRequisites(tx, owner.companyId, record, config.now());
      await audit.record(tx, {
        kind: 'user',
        id: owner.userId,
        action: 'update',
        before: { requisites: before },
        after: { requisites: record },
      });
    });
  }

  /**
   * Creates the company of these requisites with the path's person as its owner; when they save for
   * themselves, `sessionId` (and their sessions acting for nobody) act for it from the next request on.
   */
  async function createCompany(actor: AuthUser, userId: string, record: RequisitesRecord, sessionId: string | null) {
    const now = config.now();
    await db.transaction(async (tx) => {
      const companyId = await repository.insertCompany(tx, record, now);
      if (!companyId) throw new AppError('COMPANY_INN_TAKEN');
      await repository.insertOwner(tx, companyId, userId, now);
      if (sessionId && actor.id === userId) await followJoinedCompany(tx, sessionId, userId, companyId);
      await audit.record(tx, {
        kind: 'user',
        id: userId,
        action: 'update',
        before: { requisites: null },
        after: { requisites: record, companyId },
      });
    });
  }

  return {
    /** The requisites `actor` opens at the path of `userId` (their acting company's, or the person's), or null. */
    async getRequisites(actor: AuthUser, userId: string): Promise<RequisitesRecord | null> {
      const owner = await ownerOfPath(actor, userId);
      if (owner.companyId === null) return repository.findRequisites(db, userId);
      requireAccess(actor, owner, 'requisites.read');
      return repository.findCompanyRequisites(db, owner.companyId);
    },

    /**
     * Saves requisites at the path of `userId`: the acting company's (`requisites.write`); a private person's;
     * or, for a person acting for nobody, a new company of which they become the owner (409 COMPANY_INN_TAKEN
     * when its ИНН + КПП is another company's). `sessionId` is the caller's session, which then acts for it.
     */
    async saveRequisites(
      actor: AuthUser,
      userId: string,
      input: Requisites,
      sessionId: string | null,
    ): Promise<RequisitesRecord> {
      const record = toRequisitesRecord(input);
      const owner = await ownerOfPath(actor, userId);
      try {
        if (owner.companyId !== null) await saveCompany(actor, { ...owner, companyId: owner.companyId }, record);
        else if (record.type !== 'private_person') await createCompany(actor, userId, record, sessionId);
        else {
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
        }
      } catch (error) {
        if (isUniqueViolation(error)) throw new AppError('COMPANY_INN_TAKEN');
        throw error;
      }
      return record;
    },

    /**
     * The requisites of an order's owner — its company's, or the person's — or null, read in the caller's
     * transaction (an order being placed) or outside one (its documents).
     */
    findRequisites: (tx: Db, owner: Owned) =>
      owner.companyId === null
        ? repository.findRequisites(tx, owner.userId)
        : repository.findCompanyRequisites(tx, owner.companyId),
  };
}

export type RequisitesService = ReturnType<typeof createRequisitesService>;

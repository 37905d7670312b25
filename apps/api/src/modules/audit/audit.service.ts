/**
 * The audit trail: every change a manager makes is recorded once, by the service making it, in the same
 * transaction (`record(tx, change)`), so a change and its record are kept or rolled back together. Who made
 * it comes from the request (`audit.context.ts`); the record keeps only the fields that changed, before and
 * after, as the object's answer names them. A customer's writes are not recorded, except those a manager
 * must see (`managerMustSee`: a customer cancelling an order). Decision record 016 says why it is shaped so.
 */
import type { Db } from '@polotno/db';
import type { AuditAction, AuditActors, AuditKind, AuditPage, AuditQuery } from '@polotno/domain';
import type { Config } from '../../config.ts';
import { pageOf, pageWindow } from '../../lib/pagination.ts';
import { currentCaller } from './audit.context.ts';
import * as repository from './audit.repository.ts';

export interface AuditDeps {
  db: Db;
  config: Pick<Config, 'now'>;
}

/** One change of one object. */
export interface AuditChange {
  kind: AuditKind;
  id: string | number;
  action: AuditAction;
  /** The object as it was (omitted or null: it did not exist). */
  before?: object | null;
  /** The object as it became (omitted or null: it no longer exists, or the change has no fields). */
  after?: object | null;
  /** Recorded whoever made it; otherwise only an ADMIN's change is. */
  managerMustSee?: boolean;
}

type Fields = Record<string, unknown>;

/** Plain JSON (dates as ISO strings, no undefined), as the record stores and the API answers it. */
const plain = (value: object): Fields => JSON.parse(JSON.stringify(value)) as Fields;

/** A change's own clock: the record's `at` says when, so it is not kept as a changed field. */
const CLOCK = 'updatedAt';

/** The fields whose values differ (the clock aside), each side with its own values; a missing side is kept whole. */
export function changedFields(
  before: object | null,
  after: object | null,
): { before: Fields | null; after: Fields | null } {
  if (before === null || after === null) {
    return { before: before && plain(before), after: after && plain(after) };
  }
  const was = plain(before);
  const is = plain(after);
  const changed = [...new Set([...Object.keys(was), ...Object.keys(is)])].filter(
    (key) => key !== CLOCK && JSON.stringify(was[key]) !== JSON.stringify(is[key]),
  );
  const pick = (fields: Fields) =>
    Object.fromEntries(changed.filter((key) => key in fields).map((key) => [key, fields[key]]));
  return { before: pick(was), after: pick(is) };
}

/** A Moscow day's first instant (Moscow keeps UTC+3 all year). */
const moscowDay = (day: string) => new Date(`${day}T00:00:00+03:00`);
const DAY_MS = 86_400_000;

export function createAuditService(deps: AuditDeps) {
  const { db, config } = deps;

  return {
    /**
     * Records `change` as made by the request's caller, inside the transaction `tx` that makes it. Does
     * nothing outside a signed-in request, and for a caller who is not an ADMIN unless `managerMustSee`.
     */
    async record(tx: Db, change: AuditChange): Promise<void> {
      const caller = currentCaller();
      if (!caller || (caller.user.role !== 'ADMIN' && !change.managerMustSee)) return;
      const { before, after } = changedFields(change.before ?? null, change.after ?? null);
      await repository.insertRecord(tx, {
        at: config.now(),
        actorId: caller.user.id,
        actorRole: caller.user.role,
        kind: change.kind,
        objectId: String(change.id),
        action: change.action,
        before,
        after,
        requestId: caller.requestId,
      });
    },

    /** A page of records, newest first, filtered by person, kind, object and Moscow days. */
    async list(query: AuditQuery): Promise<AuditPage> {
      const { rows, total } = await repository.listRecords(
        db,
        {
          actorId: query.actorId,
          kind: query.kind,
          objectId: query.objectId,
          from: query.from ? moscowDay(query.from) : undefined,
          to: query.to ? new Date(moscowDay(query.to).getTime() + DAY_MS) : undefined,
        },
        pageWindow(query),
      );
      const items = rows.map(({ record, actor }) => ({
        id: record.id,
        at: record.at.toISOString(),
        actor,
        actorRole: record.actorRole,
        kind: record.kind,
        objectId: record.objectId,
        action: record.action,
        before: record.before,
        after: record.after,
      }));
      return pageOf(items, total, query);
    },

    /** The people the trail names, for its person filter. */
    actors: (): Promise<AuditActors> => repository.listActors(db),
  };
}

export type AuditService = ReturnType<typeof createAuditService>;

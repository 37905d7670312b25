/**
 * The audit trail of the back office: who changed which object when, and its fields before and after.
 * `GET /api/admin/audit` answers a page of records, newest first, filtered by person, kind of object, object
 * and period (Moscow days, both ends included).
 */
import { z } from 'zod';
import { ROLES } from '../accounts/accounts.constants.ts';
import { pageQueryFields, paginated } from '../pagination.schema.ts';
import { line } from '../text.ts';
import { AUDIT_ACTIONS, AUDIT_KINDS } from './audit.constants.ts';

/** Records per page unless the query says otherwise. */
export const AUDIT_PAGE_SIZE = 50;

export const AuditQuerySchema = z.object({
  /** Whose changes. */
  actorId: z.uuid().optional(),
  kind: z.enum(AUDIT_KINDS).optional(),
  /** One object of `kind` (a product's or an order's number, a page's slug). */
  objectId: line().trim().min(1).max(100).optional(),
  /** From this Moscow day on (`YYYY-MM-DD`). */
  from: z.iso.date().optional(),
  /** Up to and including this Moscow day. */
  to: z.iso.date().optional(),
  ...pageQueryFields(AUDIT_PAGE_SIZE),
});
export type AuditQuery = z.output<typeof AuditQuerySchema>;

/** Field → value, as the object's answer in the API names and shows them (prices in roubles). */
const FieldsSchema = z.record(z.string(), z.unknown());

export const AuditRecordSchema = z.object({
  id: z.number().int(),
  at: z.iso.datetime({ offset: true }),
  /** Who: null once the account is gone. */
  actor: z.object({ id: z.uuid(), name: z.string(), phone: z.string() }).nullable(),
  /** Their role then: ADMIN, or USER for what a customer did that a manager must see (cancelling an order). */
  actorRole: z.enum(ROLES),
  kind: z.enum(AUDIT_KINDS),
  objectId: z.string(),
  action: z.enum(AUDIT_ACTIONS),
  /** The fields that changed, as they were (null: the object was created). */
  before: FieldsSchema.nullable(),
  /** The same fields as they became (null: the object was deleted). */
  after: FieldsSchema.nullable(),
});
export type AuditRecord = z.infer<typeof AuditRecordSchema>;

export const AuditPageSchema = paginated(AuditRecordSchema);
export type AuditPage = z.infer<typeof AuditPageSchema>;

/** The people the trail names, for the person filter. */
export const AuditActorsSchema = z.array(z.object({ id: z.uuid(), name: z.string(), phone: z.string() }));
export type AuditActors = z.infer<typeof AuditActorsSchema>;

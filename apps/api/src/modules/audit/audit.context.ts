/**
 * Who is making the current request, for the audit trail. The audit module's preHandler hook runs every
 * signed-in write's handler inside `runAsCaller`, so a service records who changed what without each of its
 * functions being handed the caller. Outside a request (schedules, the 1C exchange's background imports, the
 * WooCommerce sync) there is no caller, and nothing is recorded.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { AuthUser } from '@polotno/domain';

export interface AuditCaller {
  user: Pick<AuthUser, 'id' | 'role'>;
  /** The request's id, as its log lines carry it. */
  requestId: string;
}

const callers = new AsyncLocalStorage<AuditCaller>();

/**
 * Runs `next` with `caller` as the one changing things: the rest of a request, or what a person does by
 * another way in (a manager's button in Telegram).
 */
export function runAsCaller<T>(caller: AuditCaller, next: () => T): T {
  return callers.run(caller, next);
}

/** The caller of the request being handled, or null outside a signed-in write. */
export function currentCaller(): AuditCaller | null {
  return callers.getStore() ?? null;
}

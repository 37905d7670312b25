/**
 * The one authorisation check of a customer's objects — orders, their documents and payments, requisites and
 * requisites files. Every service that hands out or changes such an object asks here, with the object's owner
 * (the person who placed or uploaded it, and the company it belongs to) and what the caller wants to do:
 *
 * - an ADMIN may do everything (the back office acts for the shop);
 * - a private person's object (no company) is its person's alone;
 * - a company's object is open to the members of that company who act for it in this session, as far as their
 *   role allows (`COMPANY_PERMISSIONS`); the money side of an order is also open to the buyer who placed it.
 *
 * The caller's company and role come from the session row joined with the membership on every request
 * (`accounts.sessions.repository.ts`), so a removed member or a changed role counts from the next request on.
 */
import { AppError, companyMay, type AuthUser, type CompanyAction } from '@polotno/domain';

/** Who an object belongs to. */
export interface Owned {
  /** The person who placed or uploaded it. */
  userId: string;
  /** The company it belongs to; null for a private person's object. */
  companyId: string | null;
}

/** Whether `actor` may do `action` to an object owned as `owned`. */
export function mayAccess(actor: AuthUser, owned: Owned, action: CompanyAction): boolean {
  if (actor.role === 'ADMIN') return true;
  if (owned.companyId === null) return owned.userId === actor.id;
  const company = actor.company;
  if (!company || company.id !== owned.companyId) return false;
  if (companyMay(company.role, action)) return true;
  return action === 'documents.read' && company.role === 'buyer' && owned.userId === actor.id;
}

/** Throws FORBIDDEN unless `actor` may do `action` to an object owned as `owned`. */
export function requireAccess(actor: AuthUser, owned: Owned, action: CompanyAction): void {
  if (!mayAccess(actor, owned, action)) throw new AppError('FORBIDDEN');
}

/**
 * Throws FORBIDDEN unless `actor`'s role in the company they act for allows `action` (placing an order,
 * changing the requisites); a person acting for themselves may do anything of their own.
 */
export function requireCompanyAction(actor: AuthUser, action: CompanyAction): void {
  if (actor.company && !companyMay(actor.company.role, action)) throw new AppError('FORBIDDEN');
}

/** What `actor`'s own lists (orders, files, requisites) are: their company's, or their own as a private person. */
export function ownerOf(actor: AuthUser): Owned {
  return { userId: actor.id, companyId: actor.company?.id ?? null };
}

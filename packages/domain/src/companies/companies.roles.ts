/**
 * Company accounts: who may do what for a company. One table, read by the API's one access check
 * (`apps/api/src/modules/companies/companies.access.ts`) and by the web to show only what a member may use.
 * No zod here: the browser imports this file.
 */
import type { Localized } from '../i18n.ts';

export const COMPANY_ROLES = ['owner', 'buyer', 'accountant'] as const;
export type CompanyRole = (typeof COMPANY_ROLES)[number];

/**
 * What a member does for their company. `orders.read` is the company's orders and their lines; the money side
 * of an order (payments, invoice, УПД, акт сверки) is `documents.read`: a buyer sees it only for the orders
 * they placed themselves.
 */
export const COMPANY_ACTIONS = [
  'orders.place',
  'orders.cancel',
  'orders.read',
  'orders.approve',
  'documents.read',
  'requisites.read',
  'requisites.write',
  'members.manage',
] as const;
export type CompanyAction = (typeof COMPANY_ACTIONS)[number];

/** The roles allowed each action. */
export const COMPANY_PERMISSIONS: Record<CompanyAction, readonly CompanyRole[]> = {
  'orders.place': ['owner', 'buyer'],
  'orders.cancel': ['owner', 'buyer'],
  'orders.read': ['owner', 'buyer', 'accountant'],
  'orders.approve': ['owner'],
  'documents.read': ['owner', 'accountant'],
  'requisites.read': ['owner', 'buyer', 'accountant'],
  'requisites.write': ['owner', 'accountant'],
  'members.manage': ['owner'],
};

/** Whether `role` may do `action` for its company. */
export function companyMay(role: CompanyRole, action: CompanyAction): boolean {
  return COMPANY_PERMISSIONS[action].includes(role);
}

/** How each role is called on screen. */
export const COMPANY_ROLE_LABELS: Record<CompanyRole, Localized> = {
  owner: { ru: 'Владелец', uz: 'Egasi' },
  buyer: { ru: 'Закупщик', uz: 'Xaridor' },
  accountant: { ru: 'Бухгалтер', uz: 'Buxgalter' },
};

/** An invitation's life: days until its link stops working. */
export const INVITATION_DAYS = 7;

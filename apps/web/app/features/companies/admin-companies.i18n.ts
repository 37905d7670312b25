/** Texts of the back office's company accounts (`/admin/companies`, docs/decisions/020). */
import type { Lang } from '@polotno/domain/client';
import { textsOf } from '../../lib/texts';
import { useLang } from '../../lib/locale';

/** A button's label and its busy label (spec §4). */
type Labels = readonly [string, string];

declare module '../../lib/texts' {
  interface Texts {
    adminCompanies: AdminCompaniesText;
  }
}

export interface AdminCompaniesText {
  /** The list and its search. */
  search: string;
  searchHint: string;
  searchInvalid: string;
  find: string;
  reset: string;
  found: (count: number) => string;
  noCompanies: string;
  company: string;
  innKpp: string;
  members: string;
  orders: string;
  due: string;
  open: (title: string) => string;
  pagination: string;
  previous: string;
  next: string;
  pageOf: (page: number, pages: number) => string;
  /** The opened company. */
  notFound: string;
  toList: string;
  requisites: string;
  type: string;
  inn: string;
  kpp: string;
  dueNow: (amount: string) => string;
  noDue: string;
  membersTitle: string;
  name: string;
  phone: string;
  role: string;
  orderLimit: string;
  monthLimit: string;
  noLimit: string;
  joined: string;
  noMembers: string;
  invitationsTitle: string;
  invited: string;
  expires: string;
  noInvitations: string;
  ordersTitle: string;
  number: string;
  created: string;
  status: string;
  total: string;
  placedBy: string;
  noOrders: string;
  openOrder: (id: number) => string;
  /** «Добавить участника». */
  addMember: string;
  addMemberHint: string;
  add: Labels;
  added: string;
  /** «Передать владение». */
  transfer: string;
  transferHint: string;
  newOwner: string;
  chooseMember: string;
  transferConfirm: string;
  transferNeedsConfirm: string;
  transferNeedsMember: string;
  transferButton: Labels;
  transferred: string;
}

export function adminCompaniesText(lang: Lang): AdminCompaniesText {
  return textsOf('adminCompanies', lang);
}

export function useAdminCompaniesText(): AdminCompaniesText {
  return textsOf('adminCompanies', useLang());
}

/**
 * Texts of company accounts on the customer's side (docs/decisions/020): `/user/company` (the company, its
 * people and invitations, the acting company's choice) and the invitation's page `/invite/:token`. Roles are
 * named by the domain (`COMPANY_ROLE_LABELS`), errors by the API in the page's language.
 */
import type { InvitationState, Lang } from '@polotno/domain';
import { textsOf } from '../../lib/texts';
import { useLang } from '../../lib/locale';

/** A button's label and its busy label (spec §4). */
type Labels = readonly [string, string];

declare module '../../lib/texts' {
  interface Texts {
    companies: CompaniesText;
  }
}

export interface CompaniesText {
  /** Acting for nobody and a member of none. */
  noCompany: string;
  noCompanyHint: string;
  fillRequisites: string;
  /** Acting for nobody while a member somewhere. */
  actingNone: string;
  chooserTitle: string;
  chooserLabel: string;
  asPrivatePerson: string;
  actAs: Labels;
  actingChanged: (title: string | null) => string;
  inn: string;
  kpp: string;
  yourRole: (role: string) => string;
  membersTitle: string;
  name: string;
  phone: string;
  role: string;
  orderLimit: string;
  monthLimit: string;
  limitsHint: string;
  noLimit: string;
  limits: (order: string, month: string) => string;
  joinedOn: (date: string) => string;
  you: string;
  save: Labels;
  memberSaved: (name: string) => string;
  remove: Labels;
  memberRemoved: (name: string) => string;
  leave: Labels;
  leaveHint: string;
  left: string;
  inviteTitle: string;
  inviteHint: (days: number) => string;
  invite: Labels;
  invited: (phone: string) => string;
  invitationsTitle: string;
  expiresOn: (date: string) => string;
  revoke: Labels;
  revoked: string;
  /** The invitation's page. */
  invitationTo: (company: string) => string;
  invitationRole: string;
  invitationPhone: string;
  invitationState: string;
  states: Record<InvitationState, string>;
  join: Labels;
  joinHint: string;
  signInFirst: string;
  logIn: string;
  register: string;
}

export function companiesText(lang: Lang): CompaniesText {
  return textsOf('companies', lang);
}

export function useCompaniesText(): CompaniesText {
  return textsOf('companies', useLang());
}

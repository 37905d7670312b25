/**
 * Texts of the login, registration and reset popups, the cabinet and the back office's user pages: only those
 * load them — the pages in their language (app/routes.ts), the popups both languages when one first opens — so
 * they are no part of every page's frame texts (docs/decisions/006). The header's "log out" is in the frame's
 * dictionary (`lib/i18n.ts`).
 */
import type { Lang } from '@polotno/domain/client';
import { textsOf } from '../../lib/texts';
import { useLang } from '../../lib/locale';

declare module '../../lib/texts' {
  interface Texts {
    accounts: AccountsText;
  }
}

export interface AccountsText {
  phone: string;
  phonePlaceholder: string;
  code: string;
  codeSentTo: (phone: string) => string;
  name: string;
  email: string;
  company: string;
  address: string;
  password: string;
  newPassword: string;
  currentPassword: string;
  confirmation: string;
  login: string;
  loginPlaceholder: string;
  steps: (step: number) => string;
  sendCode: [string, string];
  confirm: [string, string];
  create: [string, string];
  signIn: [string, string];
  savePassword: [string, string];
  save: [string, string];
  resend: [string, string];
  resendIn: (seconds: number) => string;
  remainingSms: (count: number) => string;
  changePhone: string;
  passwordMismatch: string;
  passwordHint: string;
  hello: (name: string) => string;
  phoneReadOnly: string;
  profileSaved: string;
  passwordSaved: string;
  role: string;
  roles: { USER: string; ADMIN: string };
  blocked: string;
  active: string;
  block: [string, string];
  unblock: [string, string];
  makeAdmin: [string, string];
  makeUser: [string, string];
  searchUsers: string;
  searchUsersPlaceholder: string;
  find: string;
  usersFound: (count: number) => string;
  noUsers: string;
  /** The user search's text cannot be searched for (control characters and the like). */
  searchUsersInvalid: string;
  registered: string;
  you: string;
  stock: string;
  saveStock: [string, string];
  searchProducts: string;
  product: string;
  price: string;
  open: string;
}

/** The accounts texts in `lang`. */
export function accountsText(lang: Lang): AccountsText {
  return textsOf('accounts', lang);
}

/** The accounts texts of the page being shown. */
export function useAccountsText(): AccountsText {
  return accountsText(useLang());
}

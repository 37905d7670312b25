/** Texts of the back office's audit trail and of an object's history on its page (`audit.i18n.ru.ts`, `.uz.ts`). */
import type { Lang } from '@polotno/domain';
import { textsOf } from '../../lib/texts';
import { useLang } from '../../lib/locale';

declare module '../../lib/texts' {
  interface Texts {
    audit: AuditText;
  }
}

export interface AuditText {
  person: string;
  everyone: string;
  kind: string;
  allKinds: string;
  object: string;
  from: string;
  to: string;
  show: string;
  found: (count: number) => string;
  nothing: string;
  when: string;
  who: string;
  what: string;
  change: string;
  customer: string;
  gone: string;
  before: string;
  after: string;
  /** The names of the fields records keep, by the API's name; a field not named here shows that name. */
  fields: Record<string, string>;
  /** An object's own history on its page, and the link to the whole trail of it. */
  historyTitle: string;
  historyAll: string;
}

export function useAuditText(): AuditText {
  return textsOf('audit', useLang());
}

export function auditText(lang: Lang): AuditText {
  return textsOf('audit', lang);
}

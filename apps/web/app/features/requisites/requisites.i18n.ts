/** Texts of the customer's requisites and documents page. */
import type { CustomerType, Lang } from '@polotno/domain';
import { textsOf } from '../../lib/texts';
import { useLang } from '../../lib/locale';
import type { RequisitesField } from './requisites-fields';

type Labels = readonly [string, string];

declare module '../../lib/texts' {
  interface Texts {
    requisites: RequisitesText;
  }
}

export interface RequisitesText {
  intro: string;
  customerType: string;
  typeHints: Record<CustomerType, string>;
  fields: Record<RequisitesField, string>;
  hints: Partial<Record<RequisitesField, string>>;
  neededFor: (types: string) => string;
  optionalFor: (types: string) => string;
  bankTitle: string;
  edoTitle: string;
  edoIntro: string;
  save: Labels;
  saved: string;
  notSaved: string;
  documents: string;
  documentsIntro: string;
  noDocuments: string;
  file: string;
  fileHint: string;
  upload: Labels;
  uploaded: (name: string) => string;
  remove: Labels;
  removeConfirm: (name: string) => string;
  removed: string;
  /** A file's size units: «КБ», «МБ». */
  kb: string;
  mb: string;
}

export function requisitesText(lang: Lang): RequisitesText {
  return textsOf('requisites', lang);
}

export function useRequisitesText(): RequisitesText {
  return textsOf('requisites', useLang());
}

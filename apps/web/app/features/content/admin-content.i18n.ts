/**
 * Texts of the back office's vacancy, staff, promotion and information-page editors that the news editor
 * does not already have (those come from content.i18n.ts).
 */
import type { PageSlug } from '@polotno/domain';
import { textsOf } from '../../lib/texts';
import { useLang } from '../../lib/locale';

declare module '../../lib/texts' {
  interface Texts {
    adminContent: AdminContentText;
  }
}

export interface AdminContentText {
  newVacancy: string;
  newPerson: string;
  newPromotion: string;
  editing: (title: string) => string;
  summary: string;
  listHint: string;
  position: string;
  photo: string;
  removePhoto: string;
  phoneHint: string;
  group: string;
  sortOrder: string;
  sortOrderHint: string;
  shownOnSite: string;
  onSite: string;
  hidden: string;
  image: string;
  removeImage: string;
  validFrom: string;
  validTo: string;
  validToHint: string;
  period: string;
  promotionStates: { active: string; upcoming: string; ended: string };
  pageNames: Record<PageSlug, string>;
  updated: string;
  openOnSite: string;
  editPage: (title: string) => string;
}

export function useAdminContentText(): AdminContentText {
  return textsOf('adminContent', useLang());
}

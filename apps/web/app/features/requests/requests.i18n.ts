/**
 * Texts of the visitor request forms (feedback, price list and samples, order brief), the price-list and
 * brief pages around them, and the back office's requests desk (`requests.i18n.ru.ts`, `requests.i18n.uz.ts`).
 */
import type { Lang, Material, RequestKind, RequestStatus } from '@polotno/domain';
import type { DELIVERY_METHODS } from '@polotno/domain';
import { textsOf } from '../../lib/texts';
import { useLang } from '../../lib/locale';

type DeliveryMethod = (typeof DELIVERY_METHODS)[number];
/** A button's label and its busy label (spec §4). */
type Labels = readonly [string, string];

declare module '../../lib/texts' {
  interface Texts {
    requests: RequestsText;
  }
}

export interface RequestsText {
  feedbackTitle: string;
  feedbackText: string;
  name: string;
  fullName: string;
  phone: string;
  phonePlaceholder: string;
  email: string;
  company: string;
  message: string;
  comment: string;
  optional: string;
  contactHint: string;
  honeypot: string;
  send: Labels;
  feedbackSent: string;
  priceFormTitle: string;
  deliveryMethod: string;
  deliveryMethods: Record<DeliveryMethod, string>;
  address: string;
  materials: string;
  materialNames: Record<Material, string>;
  requestSent: string;
  priceListMailed: string;
  priceListTitle: string;
  priceListText: string;
  downloadPriceList: string;
  briefSteps: readonly string[];
  downloadBrief: string;
  briefFormTitle: string;
  briefFile: string;
  briefFileHint: string;
  briefSent: string;
  requestKinds: Record<RequestKind, string>;
  requestStatuses: Record<RequestStatus, string>;
  allStatuses: string;
  allKinds: string;
  filterByStatus: string;
  show: string;
  kind: string;
  contact: string;
  received: string;
  status: string;
  details: string;
  attachment: string;
  change: Labels;
  noRequests: string;
  requestsFound: (count: number) => string;
}

/** The request texts in `lang` (for actions). */
export function requestsText(lang: Lang): RequestsText {
  return textsOf('requests', lang);
}

/** The request texts of the page being shown. */
export function useRequestsText(): RequestsText {
  return textsOf('requests', useLang());
}

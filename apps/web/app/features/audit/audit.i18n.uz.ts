/** The audit trail's texts in Uzbek; only pages in this language load it (audit.i18n.ts). */
import { registerTexts } from '../../lib/texts';
import type { AuditText } from './audit.i18n';

export const uz: AuditText = {
  person: 'Kim',
  everyone: 'Hammasi',
  kind: 'Nima',
  allKinds: 'Hammasi',
  object: 'Raqam yoki kod',
  from: 'Dan',
  to: 'Gacha',
  show: "Ko'rsatish",
  found: (count) => `${count} ta yozuv`,
  nothing: "O'zgarishlar topilmadi.",
  when: 'Qachon',
  who: 'Kim',
  what: 'Nima',
  change: "O'zgarishlar",
  customer: 'xaridor',
  gone: "o'chirilgan hisob",
  before: 'edi',
  after: 'bo‘ldi',
  open: 'Ochish',
  historyTitle: "O'zgarishlar tarixi",
  historyAll: 'Jurnaldagi butun tarix',
};

registerTexts('uz', { audit: uz });

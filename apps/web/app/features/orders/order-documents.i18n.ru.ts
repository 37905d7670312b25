/** The documents and payments texts in Russian; only Russian pages that show them load it (order-documents.i18n.ts). */
import { registerTexts } from '../../lib/texts';
import type { OrderDocumentsText } from './order-documents.i18n';

export const ru: OrderDocumentsText = {
  documents: 'Документы',
  packingList: 'Упаковочный лист (PDF)',
  updPdf: (number, date) => `УПД № ${number} от ${date} (PDF)`,
  updXml: 'УПД для ЭДО (XML)',
  updLater: 'УПД — счёт-фактура и накладная в одном документе — появится здесь в день отгрузки.',
  addEdoId: 'Указать идентификатор ЭДО',
  payments: 'Оплаты',
  payment: (date, amount) => `${date} — ${amount}`,
  paymentOrder: (number) => `п/п № ${number}`,
  voided: 'отменена',
  noPayments: 'Оплат пока нет.',
  paid: (amount) => `Оплачено: ${amount}`,
  due: (amount) => `к оплате: ${amount}`,
  paidInFull: 'Оплачено полностью',
  reconciliation: 'Акт сверки',
  reconciliationIntro:
    'Акт сверки взаиморасчётов за период: начальное сальдо, отгрузки по УПД и ваши оплаты, конечное сальдо. PDF за подписью обеих сторон.',
  periodFrom: 'С',
  periodTo: 'По',
  download: 'Скачать акт сверки (PDF)',
  presets: 'Быстрый выбор',
  preset: {
    quarter: 'Текущий квартал',
    lastQuarter: 'Прошлый квартал',
    year: 'С начала года',
    lastYear: 'Прошлый год',
  },
  placedBy: (name) => `Оформил: ${name}`,
  filterMember: 'Кто оформил',
  allMembers: 'Все сотрудники',
  filter: 'Показать',
  approvalStates: {
    pending: 'Ждёт одобрения владельца',
    approved: 'Одобрен владельцем',
    declined: 'Отклонён владельцем',
  },
  approvalReason: 'Причина',
  approvalBy: (name, date) => `${name}, ${date}`,
  approve: ['Одобрить', 'Одобряем…'],
  decline: ['Отклонить', 'Отклоняем…'],
  declineReason: 'Причина отказа',
  approved: (id) => `Заказ № ${id} одобрен`,
  declined: (id) => `Заказ № ${id} отклонён, рулоны вернулись на склад`,
};

registerTexts('ru', { orderDocuments: ru });

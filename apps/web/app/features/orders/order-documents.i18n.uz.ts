/** The documents and payments texts in Uzbek; only Uzbek pages that show them load it (order-documents.i18n.ts). */
import { registerTexts } from '../../lib/texts';
import type { OrderDocumentsText } from './order-documents.i18n';

export const uz: OrderDocumentsText = {
  documents: 'Hujjatlar',
  packingList: "Qadoqlash varag'i (PDF)",
  updPdf: (number, date) => `UPD № ${number}, ${date} (PDF)`,
  updXml: 'EDO uchun UPD (XML)',
  updLater: "UPD — hisob-faktura va yuk xati bitta hujjatda — jo'natish kuni shu yerda paydo bo'ladi.",
  addEdoId: 'EDO identifikatorini kiritish',
  payments: "To'lovlar",
  payment: (date, amount) => `${date} — ${amount}`,
  paymentOrder: (number) => `to'lov topshirig'i № ${number}`,
  voided: 'bekor qilingan',
  noPayments: "Hozircha to'lovlar yo'q.",
  paid: (amount) => `To'langan: ${amount}`,
  due: (amount) => `to'lanishi kerak: ${amount}`,
  paidInFull: "To'liq to'langan",
  reconciliation: 'Solishtirma dalolatnoma',
  reconciliationIntro:
    "Davr uchun o'zaro hisob-kitoblarni solishtirish dalolatnomasi: boshlang'ich qoldiq, UPD bo'yicha jo'natmalar va to'lovlaringiz, yakuniy qoldiq. Ikki tomon imzosi uchun PDF.",
  periodFrom: 'Dan',
  periodTo: 'Gacha',
  download: 'Solishtirma dalolatnomani yuklab olish (PDF)',
  presets: 'Tezkor tanlov',
  preset: {
    quarter: 'Joriy chorak',
    lastQuarter: "O'tgan chorak",
    year: 'Yil boshidan',
    lastYear: "O'tgan yil",
  },
  placedBy: (name) => `Rasmiylashtirdi: ${name}`,
  filterMember: 'Kim rasmiylashtirgan',
  allMembers: 'Barcha xodimlar',
  filter: 'Ko‘rsatish',
  approvalStates: {
    pending: 'Ega tasdiqlashini kutmoqda',
    approved: 'Ega tomonidan tasdiqlangan',
    declined: 'Ega tomonidan rad etilgan',
  },
  approvalReason: 'Sabab',
  approvalBy: (name, date) => `${name}, ${date}`,
  approve: ['Tasdiqlash', 'Tasdiqlanmoqda…'],
  decline: ['Rad etish', 'Rad etilmoqda…'],
  declineReason: 'Rad etish sababi',
  approved: (id) => `${id}-sonli buyurtma tasdiqlandi`,
  declined: (id) => `${id}-sonli buyurtma rad etildi, rulonlar omborga qaytdi`,
};

registerTexts('uz', { orderDocuments: uz });

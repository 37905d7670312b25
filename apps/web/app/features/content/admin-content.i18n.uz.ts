/** The back office's content editor texts in Uzbek; only pages in this language load it (admin-content.i18n.ts). */
import { registerTexts } from '../../lib/texts';
import type { AdminContentText } from './admin-content.i18n';

export const uz: AdminContentText = {
  newVacancy: "Yangi bo'sh ish o'rni",
  newPerson: 'Yangi xodim',
  newPromotion: 'Yangi aksiya',
  editing: (title) => `Tahrirlash: ${title}`,
  summary: "Bo'sh ish o'rni haqida qisqacha",
  listHint: 'Har bir band — yangi qatordan',
  position: 'Lavozim',
  photo: 'Surat',
  removePhoto: 'Suratni olib tashlash',
  phoneHint: "+7 (XXX) XXX-XXXX formatidagi raqam; bo'sh qoldirish mumkin",
  group: 'Guruh',
  sortOrder: 'Tartib',
  sortOrderHint: "Kichikroq — ro'yxatda yuqoriroq",
  shownOnSite: "Saytda ko'rsatish",
  onSite: 'Saytda',
  hidden: 'Yashirin',
  image: 'Rasm',
  removeImage: 'Rasmni olib tashlash',
  validFrom: 'Boshlanishi',
  validTo: 'Tugashi',
  validToHint: "Shu kun ham kiradi, Moskva vaqti bilan; bo'sh — muddatsiz",
  period: 'Muddat',
  promotionStates: { active: 'Davom etmoqda', upcoming: 'Tez orada', ended: 'Tugagan' },
  pageNames: {
    about: 'Kompaniya haqida',
    policy: 'Maxfiylik siyosati',
    'payment-terms': "To'lov shartlari",
    'terms-delivery': 'Yetkazib berish shartlari',
    'conditions-orders': 'Buyurtma shartlari',
    garanty: 'Kafolat va qaytarish',
    requisites: 'Rekvizitlar',
    contacts: 'Kontaktlar',
  },
  updated: "O'zgartirilgan",
  openOnSite: 'Saytda ochish',
  editPage: (title) => `«${title}» sahifasi`,
};

registerTexts('uz', { adminContent: uz });

/**
 * Texts of the back office's vacancy, staff, promotion and information-page editors that the news editor
 * does not already have (those come from content.i18n.ts).
 */
import type { Lang, PageSlug } from '@polotno/domain';
import { useLang } from '../../lib/use-lang';

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

const ru: AdminContentText = {
  newVacancy: 'Новая вакансия',
  newPerson: 'Новый сотрудник',
  newPromotion: 'Новая акция',
  editing: (title) => `Редактирование: ${title}`,
  summary: 'Кратко о вакансии',
  listHint: 'Каждый пункт — с новой строки',
  position: 'Должность',
  photo: 'Фото',
  removePhoto: 'Убрать фото',
  phoneHint: 'Номер в формате +7 (XXX) XXX-XXXX; можно оставить пустым',
  group: 'Группа',
  sortOrder: 'Порядок',
  sortOrderHint: 'Меньше — выше в списке',
  shownOnSite: 'Показывать на сайте',
  onSite: 'На сайте',
  hidden: 'Скрыт',
  image: 'Картинка',
  removeImage: 'Убрать картинку',
  validFrom: 'Действует с',
  validTo: 'Действует по',
  validToHint: 'Включительно, по московскому времени; пусто — бессрочно',
  period: 'Срок',
  promotionStates: { active: 'Идёт', upcoming: 'Скоро', ended: 'Завершена' },
  pageNames: {
    about: 'О компании',
    policy: 'Политика конфиденциальности',
    'payment-terms': 'Условия оплаты',
    'terms-delivery': 'Условия доставки',
    'conditions-orders': 'Условия заказа',
    garanty: 'Гарантия и возврат',
    requisites: 'Реквизиты',
    contacts: 'Контакты',
  },
  updated: 'Изменена',
  openOnSite: 'Открыть на сайте',
  editPage: (title) => `Страница «${title}»`,
};

const uz: AdminContentText = {
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

const texts: Record<Lang, AdminContentText> = { ru, uz };

export function useAdminContentText(): AdminContentText {
  return texts[useLang()];
}

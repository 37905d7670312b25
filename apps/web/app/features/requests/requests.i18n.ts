/**
 * Texts of the visitor request forms (feedback, price list and samples, order brief), the price-list and
 * brief pages around them, and the back office's requests desk, in both languages of the shop.
 */
import type { Lang, Material, RequestKind, RequestStatus } from '@polotno/domain';
import { plural } from '@polotno/domain/client';
import type { DELIVERY_METHODS } from '@polotno/domain';
import { useLang } from '../../lib/use-lang';

type DeliveryMethod = (typeof DELIVERY_METHODS)[number];
/** A button's label and its busy label (spec §4). */
type Labels = readonly [string, string];

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

const ru: RequestsText = {
  feedbackTitle: 'Обратная связь',
  feedbackText: 'Задайте вопрос — менеджер ответит по телефону или на e-mail в рабочее время.',
  name: 'Имя',
  fullName: 'ФИО',
  phone: 'Телефон',
  phonePlaceholder: '+7 (___) ___-____',
  email: 'E-mail',
  company: 'Компания',
  message: 'Сообщение',
  comment: 'Комментарий',
  optional: 'необязательно',
  contactHint: 'Укажите телефон или e-mail, чтобы мы могли ответить.',
  honeypot: 'Оставьте это поле пустым',
  send: ['Отправить', 'Отправляем…'],
  feedbackSent: 'Сообщение отправлено. Менеджер свяжется с вами в рабочее время.',
  priceFormTitle: 'Заявка на прайс-лист и образцы',
  deliveryMethod: 'Способ получения',
  deliveryMethods: {
    pickup: 'Самовывоз со склада',
    courier: 'Курьер',
    'transport-company': 'Транспортная компания',
  },
  address: 'Адрес доставки',
  materials: 'Что прислать',
  materialNames: {
    'colour-card': 'Цветовая карта',
    'fabric-samples': 'Образцы полотна',
    'price-list': 'Прайс-лист',
  },
  requestSent: 'Заявка принята. Менеджер свяжется с вами в рабочее время.',
  priceListMailed: 'Заявка принята, прайс-лист отправлен на ваш e-mail.',
  priceListTitle: 'Актуальный прайс-лист',
  priceListText: 'Цены за кг и остатки в рулонах на сегодня, в формате Excel (XLSX).',
  downloadPriceList: 'Скачать прайс-лист',
  briefSteps: [
    'Скачайте бланк брифа.',
    'Заполните его: изделие, полотно, размеры, тираж и сроки.',
    'Отправьте заполненный бриф через форму ниже или на e-mail менеджера.',
  ],
  downloadBrief: 'Скачать бланк брифа',
  briefFormTitle: 'Отправить заполненный бриф',
  briefFile: 'Файл брифа',
  briefFileHint: 'XLSX, XLS, DOCX, DOC или PDF, до 10 МБ.',
  briefSent: 'Бриф получен. Менеджер изучит его и свяжется с вами.',
  requestKinds: { price: 'Прайс и образцы', feedback: 'Обратная связь', brief: 'Бриф на заказ' },
  requestStatuses: { new: 'Новая', 'in-progress': 'В работе', done: 'Выполнена' },
  allStatuses: 'Все статусы',
  allKinds: 'Все типы',
  filterByStatus: 'Статус',
  show: 'Показать',
  kind: 'Тип',
  contact: 'Контакт',
  received: 'Получена',
  status: 'Статус',
  details: 'Подробности',
  attachment: 'Файл',
  change: ['Изменить', 'Сохраняем…'],
  noRequests: 'Заявок нет.',
  requestsFound: (count) => `${count} ${plural(count, 'заявка', 'заявки', 'заявок')}`,
};

const uz: RequestsText = {
  feedbackTitle: 'Fikr-mulohaza',
  feedbackText: 'Savol bering — menejer ish vaqtida telefon yoki e-mail orqali javob beradi.',
  name: 'Ism',
  fullName: 'F.I.Sh.',
  phone: 'Telefon',
  phonePlaceholder: '+7 (___) ___-____',
  email: 'E-mail',
  company: 'Kompaniya',
  message: 'Xabar',
  comment: 'Izoh',
  optional: 'ixtiyoriy',
  contactHint: 'Javob berishimiz uchun telefon yoki e-mail kiriting.',
  honeypot: "Bu maydonni bo'sh qoldiring",
  send: ['Yuborish', 'Yuborilmoqda…'],
  feedbackSent: "Xabar yuborildi. Menejer ish vaqtida siz bilan bog'lanadi.",
  priceFormTitle: "Narxlar ro'yxati va namunalar uchun ariza",
  deliveryMethod: 'Olish usuli',
  deliveryMethods: {
    pickup: "Ombordan o'zi olib ketish",
    courier: 'Kuryer',
    'transport-company': 'Transport kompaniyasi',
  },
  address: 'Yetkazib berish manzili',
  materials: 'Nimani yuborish kerak',
  materialNames: {
    'colour-card': 'Ranglar kartasi',
    'fabric-samples': 'Mato namunalari',
    'price-list': "Narxlar ro'yxati",
  },
  requestSent: "Ariza qabul qilindi. Menejer ish vaqtida siz bilan bog'lanadi.",
  priceListMailed: "Ariza qabul qilindi, narxlar ro'yxati e-mailingizga yuborildi.",
  priceListTitle: "Amaldagi narxlar ro'yxati",
  priceListText: 'Bugungi kg narxlari va rulonlardagi qoldiqlar, Excel (XLSX) formatida.',
  downloadPriceList: "Narxlar ro'yxatini yuklab olish",
  briefSteps: [
    'Brif blankasini yuklab oling.',
    "Uni to'ldiring: mahsulot, mato, o'lchamlar, adad va muddatlar.",
    "To'ldirilgan brifni quyidagi shakl orqali yoki menejerning e-mailiga yuboring.",
  ],
  downloadBrief: 'Brif blankasini yuklab olish',
  briefFormTitle: "To'ldirilgan brifni yuborish",
  briefFile: 'Brif fayli',
  briefFileHint: 'XLSX, XLS, DOCX, DOC yoki PDF, 10 MB gacha.',
  briefSent: "Brif qabul qilindi. Menejer uni o'rganib, siz bilan bog'lanadi.",
  requestKinds: { price: 'Narxlar va namunalar', feedback: 'Fikr-mulohaza', brief: 'Buyurtma brifi' },
  requestStatuses: { new: 'Yangi', 'in-progress': 'Ishlanmoqda', done: 'Bajarildi' },
  allStatuses: 'Barcha holatlar',
  allKinds: 'Barcha turlar',
  filterByStatus: 'Holat',
  show: "Ko'rsatish",
  kind: 'Turi',
  contact: 'Aloqa',
  received: 'Qabul qilingan',
  status: 'Holat',
  details: 'Tafsilotlar',
  attachment: 'Fayl',
  change: ["O'zgartirish", 'Saqlanmoqda…'],
  noRequests: "Arizalar yo'q.",
  requestsFound: (count) => `${count} ta ariza`,
};

const TEXTS: Record<Lang, RequestsText> = { ru, uz };

/** The request texts in `lang` (for actions). */
export function requestsText(lang: Lang): RequestsText {
  return TEXTS[lang];
}

/** The request texts of the page being shown. */
export function useRequestsText(): RequestsText {
  return TEXTS[useLang()];
}

/**
 * Texts of the content pages (information pages, news, blog, vacancies, staff, promotions), the visitor
 * forms (feedback, price list and samples, order brief) and the back office's requests, news and blog.
 */
import type { Lang, Material, RequestKind, RequestStatus, StaffGroup } from '@polotno/domain';
import { plural } from '@polotno/domain/client';
import type { DELIVERY_METHODS, EMPLOYMENT_TYPES } from '@polotno/domain';
import { useLang } from '../../lib/use-lang';
import { postText, type PostText } from './post.i18n';

type EmploymentType = (typeof EMPLOYMENT_TYPES)[number];
type DeliveryMethod = (typeof DELIVERY_METHODS)[number];
/** A button's label and its busy label (spec §4). */
type Labels = readonly [string, string];

export interface ContentText extends PostText {
  /** Month names as they follow a day number. */
  noVacancies: string;
  noPromotions: string;
  noStaff: string;
  suggestions: string;
  employmentLabel: string;
  employment: Record<EmploymentType, string>;
  salary: string;
  location: string;
  duties: string;
  requirements: string;
  offer: string;
  allVacancies: string;
  applyTitle: string;
  applyText: string;
  applyLink: string;
  staffGroups: Record<StaffGroup, string>;
  promotionPeriod: (from: string, to: string | null) => string;
  managers: string;
  call: (name: string) => string;
  write: (name: string) => string;
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
  posts: string;
  newPost: string;
  editPost: (title: string) => string;
  cancelEdit: string;
  title: string;
  excerpt: string;
  body: string;
  bodyHint: string;
  slug: string;
  slugHint: string;
  tags: string;
  tagsHint: string;
  cover: string;
  coverHint: string;
  removeCover: string;
  published: string;
  draft: string;
  publish: Labels;
  unpublish: Labels;
  edit: string;
  remove: Labels;
  removeConfirm: string;
  save: Labels;
  saved: string;
  removed: string;
  inRussian: string;
  inUzbek: string;
  uzbekFallback: string;
}

const ru: OwnText = {
  noVacancies: 'Открытых вакансий сейчас нет.',
  noPromotions: 'Сейчас акций нет — загляните позже или запросите прайс-лист.',
  noStaff: 'Список сотрудников пока пуст.',
  suggestions: 'Читайте также',
  employmentLabel: 'Занятость',
  employment: {
    'full-time': 'Полная занятость',
    'part-time': 'Частичная занятость',
    shift: 'Сменный график',
    contract: 'Договор подряда',
    internship: 'Стажировка',
  },
  salary: 'Зарплата',
  location: 'Место работы',
  duties: 'Обязанности',
  requirements: 'Требования',
  offer: 'Мы предлагаем',
  allVacancies: 'Все вакансии',
  applyTitle: 'Хотите у нас работать?',
  applyText: 'Напишите нам через форму обратной связи: расскажите о себе и оставьте телефон.',
  applyLink: 'Написать нам',
  staffGroups: { leaders: 'Руководители проектов', managers: 'Менеджеры' },
  promotionPeriod: (from, to) => (to ? `С ${from} по ${to}` : `С ${from}`),
  managers: 'Наши менеджеры',
  call: (name) => `Позвонить: ${name}`,
  write: (name) => `Написать: ${name}`,
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
  posts: 'Публикации',
  newPost: 'Новая публикация',
  editPost: (title) => `Редактирование: ${title}`,
  cancelEdit: 'Отменить',
  title: 'Заголовок',
  excerpt: 'Анонс',
  body: 'Текст',
  bodyHint: 'Markdown: ## подзаголовок, **жирный**, списки через «- ».',
  slug: 'Адрес (slug)',
  slugHint: 'Латиница, цифры и дефисы, например novye-cveta.',
  tags: 'Теги',
  tagsHint: 'Через запятую.',
  cover: 'Обложка',
  coverHint: 'JPEG, PNG или WebP, до 10 МБ.',
  removeCover: 'Убрать обложку',
  published: 'Опубликовано',
  draft: 'Черновик',
  publish: ['Опубликовать', 'Публикуем…'],
  unpublish: ['Снять с публикации', 'Снимаем…'],
  edit: 'Изменить',
  remove: ['Удалить', 'Удаляем…'],
  removeConfirm: 'Удалить публикацию безвозвратно?',
  save: ['Сохранить', 'Сохраняем…'],
  saved: 'Сохранено',
  removed: 'Публикация удалена',
  inRussian: 'По-русски',
  inUzbek: 'По-узбекски',
  uzbekFallback: 'Пустое поле — на узбекской странице покажется русский текст.',
};

const uz: OwnText = {
  noVacancies: "Hozir ochiq vakansiyalar yo'q.",
  noPromotions: "Hozir aksiyalar yo'q — keyinroq kiring yoki narxlar ro'yxatini so'rang.",
  noStaff: "Xodimlar ro'yxati hozircha bo'sh.",
  suggestions: "Bularni ham o'qing",
  employmentLabel: 'Bandlik',
  employment: {
    'full-time': "To'liq bandlik",
    'part-time': 'Qisman bandlik',
    shift: 'Smenali ish',
    contract: 'Pudrat shartnomasi',
    internship: 'Amaliyot',
  },
  salary: 'Maosh',
  location: 'Ish joyi',
  duties: 'Vazifalar',
  requirements: 'Talablar',
  offer: 'Biz taklif qilamiz',
  allVacancies: 'Barcha vakansiyalar',
  applyTitle: 'Bizda ishlashni xohlaysizmi?',
  applyText: "Fikr-mulohaza shakli orqali yozing: o'zingiz haqingizda aytib bering va telefon qoldiring.",
  applyLink: 'Bizga yozish',
  staffGroups: { leaders: 'Loyiha rahbarlari', managers: 'Menejerlar' },
  promotionPeriod: (from, to) => (to ? `${from} dan ${to} gacha` : `${from} dan`),
  managers: 'Menejerlarimiz',
  call: (name) => `Qo'ng'iroq qilish: ${name}`,
  write: (name) => `Yozish: ${name}`,
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
  posts: 'Nashrlar',
  newPost: 'Yangi nashr',
  editPost: (title) => `Tahrirlash: ${title}`,
  cancelEdit: 'Bekor qilish',
  title: 'Sarlavha',
  excerpt: "Qisqacha ma'lumot",
  body: 'Matn',
  bodyHint: "Markdown: ## kichik sarlavha, **qalin**, ro'yxatlar «- » bilan.",
  slug: 'Manzil (slug)',
  slugHint: 'Lotin harflari, raqamlar va chiziqchalar, masalan novye-cveta.',
  tags: 'Teglar',
  tagsHint: 'Vergul bilan ajrating.',
  cover: 'Muqova',
  coverHint: 'JPEG, PNG yoki WebP, 10 MB gacha.',
  removeCover: 'Muqovani olib tashlash',
  published: "E'lon qilingan",
  draft: 'Qoralama',
  publish: ["E'lon qilish", "E'lon qilinmoqda…"],
  unpublish: ['Nashrdan olish', 'Olinmoqda…'],
  edit: 'Tahrirlash',
  remove: ["O'chirish", "O'chirilmoqda…"],
  removeConfirm: "Nashr butunlay o'chirilsinmi?",
  save: ['Saqlash', 'Saqlanmoqda…'],
  saved: 'Saqlandi',
  removed: "Nashr o'chirildi",
  inRussian: 'Rus tilida',
  inUzbek: "O'zbek tilida",
  uzbekFallback: "Bo'sh maydon — o'zbekcha sahifada ruscha matn ko'rsatiladi.",
};

/** The texts beyond those of post lists, which `post.i18n.ts` keeps so the home page loads only those. */
type OwnText = Omit<ContentText, keyof PostText>;

const TEXTS: Record<Lang, ContentText> = {
  ru: { ...postText('ru'), ...ru },
  uz: { ...postText('uz'), ...uz },
};

/** The content texts in `lang` (for loaders and actions). */
export function contentText(lang: Lang): ContentText {
  return TEXTS[lang];
}

/** The content texts of the page being shown. */
export function useContentText(): ContentText {
  return TEXTS[useLang()];
}

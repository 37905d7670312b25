/**
 * Texts of the content pages (information pages, news, blog, vacancies, staff, promotions) and the back
 * office's content editors. The request forms and the requests desk have theirs in features/requests.
 */
import type { Lang, StaffGroup } from '@polotno/domain';
import type { EMPLOYMENT_TYPES } from '@polotno/domain';
import { useLang } from '../../lib/use-lang';
import { postText, type PostText } from './post.i18n';

type EmploymentType = (typeof EMPLOYMENT_TYPES)[number];
/** A button's label and its busy label (spec §4). */
type Labels = readonly [string, string];

export interface ContentText extends PostText {
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
  name: string;
  fullName: string;
  phone: string;
  email: string;
  contact: string;
  status: string;
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
  name: 'Имя',
  fullName: 'ФИО',
  phone: 'Телефон',
  email: 'E-mail',
  contact: 'Контакт',
  status: 'Статус',
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
  name: 'Ism',
  fullName: 'F.I.Sh.',
  phone: 'Telefon',
  email: 'E-mail',
  contact: 'Aloqa',
  status: 'Holat',
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

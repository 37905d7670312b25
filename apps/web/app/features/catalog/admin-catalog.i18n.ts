/** Texts of the back office's catalogue editor: products (both languages at once) and categories. */
import type { Lang } from '@polotno/domain';
import { useLang } from '../../lib/use-lang';

/** A button's label and its busy label (spec §4). */
type Labels = readonly [string, string];

export interface AdminCatalogText {
  inRussian: string;
  inUzbek: string;
  uzbekFallback: string;
  save: Labels;
  cancel: string;
  edit: string;
  remove: Labels;
  saved: string;
  /** The field a refused form names, after the API's "check the input". */
  checkField: (message: string, field: string) => string;
  languageOf: Record<Lang, string>;
  row: (label: string, index: number) => string;
  // Products
  newProduct: string;
  editProduct: (name: string) => string;
  productRemoved: string;
  removeProduct: string;
  removeProductConfirm: (name: string) => string;
  removeProductYes: Labels;
  hidden: string;
  syncedNote: string;
  name: string;
  shortDescription: string;
  description: string;
  art: string;
  category: string;
  noCategory: string;
  price: string;
  count: string;
  composition: string;
  canvas: string;
  weight: string;
  width: string;
  flags: string;
  show: string;
  bestseller: string;
  recommended: string;
  latest: string;
  colors: string;
  colorsHint: string;
  color: string;
  newColor: string;
  colorName: string;
  hex: string;
  hexHint: string;
  colorImages: string;
  addImages: string;
  imagesHint: string;
  removeImage: string;
  removeColor: string;
  characteristics: string;
  characteristicsHint: string;
  characteristic: string;
  key: string;
  value: string;
  // Categories
  newCategory: string;
  editCategory: (name: string) => string;
  noCategories: string;
  categoryRemoved: string;
  removeCategoryConfirm: (name: string) => string;
  removeCategoryYes: Labels;
  categoryId: string;
  categoryIdHint: string;
  position: string;
  photo: string;
  photoHint: string;
  removePhoto: string;
  groups: string;
  groupsHint: string;
  main: string;
  extra: string;
  saveGroups: Labels;
  groupsSaved: string;
  /** A product's stock saved from the products list: «Кулирка: остаток 12 рул.». */
  stockSaved: (name: string, count: number) => string;
}

const ru: AdminCatalogText = {
  inRussian: 'На русском',
  inUzbek: 'На узбекском',
  uzbekFallback: 'Пустое поле на узбекском — на узбекской странице показывается русский текст.',
  save: ['Сохранить', 'Сохраняем…'],
  cancel: 'Отмена',
  edit: 'Изменить',
  remove: ['Удалить', 'Удаляем…'],
  saved: 'Сохранено',
  checkField: (message, field) => `${message}: ${field}`,
  languageOf: { ru: 'на русском', uz: 'на узбекском' },
  row: (label, index) => `${label} ${index}`,
  newProduct: 'Новый товар',
  editProduct: (name) => `Товар «${name}»`,
  productRemoved: 'Товар удалён',
  removeProduct: 'Удалить товар',
  removeProductConfirm: (name) => `Удалить товар «${name}» навсегда? Его страница перестанет открываться.`,
  removeProductYes: ['Да, удалить товар', 'Удаляем…'],
  hidden: 'Скрыт',
  syncedNote:
    'Товар получен из WooCommerce: здесь сохраняются только остаток и отметки «хит», «рекомендуем», «новинка»; остальное меняется в WooCommerce.',
  name: 'Название',
  shortDescription: 'Краткое описание',
  description: 'Описание',
  art: 'Артикул',
  category: 'Категория',
  noCategory: 'Без категории',
  price: 'Цена за кг, ₽',
  count: 'Рулонов на складе',
  composition: 'Состав',
  canvas: 'Тип полотна',
  weight: 'Плотность, г/м²',
  width: 'Ширина, см',
  flags: 'Отметки',
  show: 'Опубликован в каталоге',
  bestseller: 'Хит продаж',
  recommended: 'Рекомендуем',
  latest: 'Новинка',
  colors: 'Цвета',
  colorsHint: 'Пустая строка нового цвета не сохраняется.',
  color: 'Цвет',
  newColor: 'Новый цвет',
  colorName: 'Название цвета',
  hex: 'Цвет образца (HEX)',
  hexHint: 'Например, #1f6f5c; пусто — без образца.',
  colorImages: 'Фотографии цвета',
  addImages: 'Добавить фотографии',
  imagesHint: 'JPEG, PNG или WebP до 10 МБ; можно выбрать несколько файлов.',
  removeImage: 'Убрать фото',
  removeColor: 'Удалить цвет',
  characteristics: 'Характеристики',
  characteristicsHint: 'Ключ — латиницей, как в характеристиках категории; пустая строка не сохраняется.',
  characteristic: 'Характеристика',
  key: 'Ключ',
  value: 'Значение',
  newCategory: 'Новая категория',
  editCategory: (name) => `Категория «${name}»`,
  noCategories: 'Категорий пока нет.',
  categoryRemoved: 'Категория удалена',
  removeCategoryConfirm: (name) => `Удалить категорию «${name}»? Её товары останутся в каталоге без категории.`,
  removeCategoryYes: ['Да, удалить категорию', 'Удаляем…'],
  categoryId: 'Код категории',
  categoryIdHint: 'Латиница, цифры и дефис; виден в адресе каталога и не меняется.',
  position: 'Порядок в списке',
  photo: 'Фотография',
  photoHint: 'JPEG, PNG или WebP до 10 МБ.',
  removePhoto: 'Убрать фотографию',
  groups: 'Характеристики категории',
  groupsHint:
    'Основные видны в фильтре каталога сразу, дополнительные — по кнопке. Ключ — латиница, цифры и дефис. Очистите строку, чтобы убрать её.',
  main: 'Основные',
  extra: 'Дополнительные',
  saveGroups: ['Сохранить характеристики', 'Сохраняем…'],
  groupsSaved: 'Характеристики категории сохранены',
  stockSaved: (name, count) => `${name}: остаток ${count} рул.`,
};

const uz: AdminCatalogText = {
  inRussian: 'Rus tilida',
  inUzbek: "O'zbek tilida",
  uzbekFallback: "O'zbekcha maydon bo'sh bo'lsa, o'zbekcha sahifada ruscha matn ko'rsatiladi.",
  save: ['Saqlash', 'Saqlanmoqda…'],
  cancel: 'Bekor qilish',
  edit: 'Tahrirlash',
  remove: ["O'chirish", "O'chirilmoqda…"],
  saved: 'Saqlandi',
  checkField: (message, field) => `${message}: ${field}`,
  languageOf: { ru: 'rus tilida', uz: "o'zbek tilida" },
  row: (label, index) => `${label} ${index}`,
  newProduct: 'Yangi mahsulot',
  editProduct: (name) => `«${name}» mahsuloti`,
  productRemoved: "Mahsulot o'chirildi",
  removeProduct: "Mahsulotni o'chirish",
  removeProductConfirm: (name) => `«${name}» mahsuloti butunlay o'chirilsinmi? Uning sahifasi ochilmay qoladi.`,
  removeProductYes: ["Ha, mahsulotni o'chirish", "O'chirilmoqda…"],
  hidden: 'Yashirilgan',
  syncedNote:
    "Mahsulot WooCommerce'dan olingan: bu yerda faqat qoldiq va «xit», «tavsiya etamiz», «yangilik» belgilari saqlanadi; qolgani WooCommerce'da o'zgartiriladi.",
  name: 'Nomi',
  shortDescription: 'Qisqa tavsif',
  description: 'Tavsif',
  art: 'Artikul',
  category: 'Toifa',
  noCategory: 'Toifasiz',
  price: 'Narxi, ₽/kg',
  count: 'Ombordagi rulonlar',
  composition: 'Tarkibi',
  canvas: 'Mato turi',
  weight: 'Zichligi, g/m²',
  width: 'Eni, sm',
  flags: 'Belgilar',
  show: "Katalogda e'lon qilingan",
  bestseller: 'Xit',
  recommended: 'Tavsiya etamiz',
  latest: 'Yangilik',
  colors: 'Ranglar',
  colorsHint: "Yangi rangning bo'sh qatori saqlanmaydi.",
  color: 'Rang',
  newColor: 'Yangi rang',
  colorName: 'Rang nomi',
  hex: 'Namuna rangi (HEX)',
  hexHint: "Masalan, #1f6f5c; bo'sh — namunasiz.",
  colorImages: 'Rang rasmlari',
  addImages: "Rasm qo'shish",
  imagesHint: 'JPEG, PNG yoki WebP, 10 MB gacha; bir nechta fayl tanlash mumkin.',
  removeImage: 'Rasmni olib tashlash',
  removeColor: "Rangni o'chirish",
  characteristics: 'Xususiyatlar',
  characteristicsHint: "Kalit lotin harflarida, toifa xususiyatlaridagidek; bo'sh qator saqlanmaydi.",
  characteristic: 'Xususiyat',
  key: 'Kalit',
  value: 'Qiymati',
  newCategory: 'Yangi toifa',
  editCategory: (name) => `«${name}» toifasi`,
  noCategories: "Hozircha toifalar yo'q.",
  categoryRemoved: "Toifa o'chirildi",
  removeCategoryConfirm: (name) => `«${name}» toifasi o'chirilsinmi? Uning mahsulotlari katalogda toifasiz qoladi.`,
  removeCategoryYes: ["Ha, toifani o'chirish", "O'chirilmoqda…"],
  categoryId: 'Toifa kodi',
  categoryIdHint: "Lotin harflari, raqamlar va chiziqcha; katalog manzilida ko'rinadi va o'zgarmaydi.",
  position: "Ro'yxatdagi tartibi",
  photo: 'Rasm',
  photoHint: 'JPEG, PNG yoki WebP, 10 MB gacha.',
  removePhoto: 'Rasmni olib tashlash',
  groups: 'Toifa xususiyatlari',
  groupsHint:
    "Asosiylari katalog filtrida darhol, qo'shimchalari tugma orqali ko'rinadi. Kalit — lotin harflari, raqamlar va chiziqcha. Qatorni olib tashlash uchun uni tozalang.",
  main: 'Asosiy',
  extra: "Qo'shimcha",
  saveGroups: ['Xususiyatlarni saqlash', 'Saqlanmoqda…'],
  groupsSaved: 'Toifa xususiyatlari saqlandi',
  stockSaved: (name, count) => `${name}: qoldiq ${count} rulon`,
};

const TEXTS: Record<Lang, AdminCatalogText> = { ru, uz };

/** The catalogue editor's texts in `lang` (for loaders and actions). */
export function adminCatalogText(lang: Lang): AdminCatalogText {
  return TEXTS[lang];
}

/** The catalogue editor's texts of the page being shown. */
export function useAdminCatalogText(): AdminCatalogText {
  return TEXTS[useLang()];
}

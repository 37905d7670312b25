/** Texts of the catalogue, the product page and the header search, in both languages of the shop. */
import type { Lang, Section, Sort } from '@polotno/domain';
import { useLang } from '../../lib/use-lang';

export interface CatalogText {
  categories: string;
  allProducts: string;
  sections: Record<Section, string>;
  allSections: string;
  showAll: string;
  filters: string;
  filterGroups: { category: string; composition: string; color: string; canvas: string; weight: string };
  inStock: string;
  apply: string;
  reset: string;
  sort: string;
  sorts: Record<Sort, string>;
  found: (count: number) => string;
  searchFor: (query: string) => string;
  notFoundTitle: string;
  notFoundText: string;
  page: (page: number, pages: number) => string;
  previous: string;
  next: string;
  pagination: string;
  perKg: string;
  perUnit: (unit: string) => string;
  gsm: string;
  kg: string;
  cm: string;
  stock: (rolls: number) => string;
  outOfStock: string;
  composition: string;
  canvas: string;
  weight: string;
  width: string;
  price: string;
  color: string;
  colors: (count: number) => string;
  article: string;
  availability: string;
  mainCharacteristics: string;
  extraCharacteristics: string;
  description: string;
  estimateTitle: string;
  rolls: string;
  estimateNote: string;
  addToCart: string;
  favourite: string;
  loginToBuy: string;
  wholesaleNote: string;
  gallery: string;
  bestseller: string;
  recommended: string;
  latest: string;
  searching: string;
  noResults: string;
  searchAll: (query: string) => string;
  searchMin: string;
  more: (count: number) => string;
}

function plural(count: number, one: string, few: string, many: string): string {
  const mod10 = count % 10;
  const mod100 = count % 100;
  if (mod10 === 1 && mod100 !== 11) return one;
  if (mod10 >= 2 && mod10 <= 4 && (mod100 < 12 || mod100 > 14)) return few;
  return many;
}

const ru: CatalogText = {
  categories: 'Категории',
  allProducts: 'Все полотна',
  sections: {
    bestseller: 'Хиты продаж',
    popular: 'Популярное',
    latest: 'Новинки',
    arrivals: 'Новые поступления',
    recommended: 'Рекомендуем',
  },
  allSections: 'Все',
  showAll: 'Смотреть все',
  filters: 'Фильтры',
  filterGroups: {
    category: 'Категория',
    composition: 'Состав',
    color: 'Цвет',
    canvas: 'Полотно',
    weight: 'Плотность, г/м²',
  },
  inStock: 'Только в наличии',
  apply: 'Показать',
  reset: 'Сбросить',
  sort: 'Сортировка',
  sorts: {
    relevance: 'По умолчанию',
    newest: 'Сначала новые',
    price_asc: 'Сначала дешевле',
    price_desc: 'Сначала дороже',
    name: 'По названию',
  },
  found: (count) => `${count} ${plural(count, 'полотно', 'полотна', 'полотен')}`,
  searchFor: (query) => `Результаты поиска «${query}»`,
  notFoundTitle: 'Ничего не найдено',
  notFoundText: 'По выбранным условиям полотен нет. Уберите часть фильтров или измените запрос.',
  page: (page, pages) => `Страница ${page} из ${pages}`,
  previous: 'Назад',
  next: 'Вперёд',
  pagination: 'Страницы каталога',
  perKg: '₽/кг',
  perUnit: (unit) => `₽/${unit}`,
  gsm: 'г/м²',
  kg: 'кг',
  cm: 'см',
  stock: (rolls) => `В наличии ${rolls} ${plural(rolls, 'рулон', 'рулона', 'рулонов')}`,
  outOfStock: 'Нет в наличии',
  composition: 'Состав',
  canvas: 'Полотно',
  weight: 'Плотность',
  width: 'Ширина',
  price: 'Цена',
  color: 'Цвет',
  colors: (count) => `${count} ${plural(count, 'цвет', 'цвета', 'цветов')}`,
  article: 'Артикул',
  availability: 'Наличие',
  mainCharacteristics: 'Основные характеристики',
  extraCharacteristics: 'Дополнительные характеристики',
  description: 'Описание',
  estimateTitle: 'Примерная стоимость',
  rolls: 'Рулонов',
  estimateNote: 'Рулон весит 20–25 кг; счёт выставляется по фактическому весу.',
  addToCart: 'В корзину',
  favourite: 'В избранное',
  loginToBuy: 'Войдите, чтобы добавить полотно в корзину или избранное.',
  wholesaleNote: 'Опт от 1 рулона',
  gallery: 'Фотографии полотна',
  bestseller: 'Хит',
  recommended: 'Рекомендуем',
  latest: 'Новинка',
  searching: 'Ищем…',
  noResults: 'Ничего не найдено',
  searchAll: (query) => `Все результаты по «${query}»`,
  searchMin: 'Введите не меньше 3 символов',
  more: (count) => `и ещё ${count}`,
};

const uz: CatalogText = {
  categories: 'Toifalar',
  allProducts: 'Barcha matolar',
  sections: {
    bestseller: 'Xitlar',
    popular: 'Ommabop',
    latest: 'Yangi mahsulotlar',
    arrivals: 'Yangi kelganlar',
    recommended: 'Tavsiya etamiz',
  },
  allSections: 'Hammasi',
  showAll: "Hammasini ko'rish",
  filters: 'Filtrlar',
  filterGroups: {
    category: 'Toifa',
    composition: 'Tarkib',
    color: 'Rang',
    canvas: 'Mato turi',
    weight: 'Zichlik, g/m²',
  },
  inStock: 'Faqat mavjudlari',
  apply: "Ko'rsatish",
  reset: 'Tozalash',
  sort: 'Saralash',
  sorts: {
    relevance: 'Odatiy tartibda',
    newest: 'Avval yangilari',
    price_asc: 'Avval arzonlari',
    price_desc: 'Avval qimmatlari',
    name: "Nomi bo'yicha",
  },
  found: (count) => `${count} ta mato`,
  searchFor: (query) => `«${query}» bo'yicha qidiruv natijalari`,
  notFoundTitle: 'Hech narsa topilmadi',
  notFoundText:
    "Tanlangan shartlar bo'yicha mato yo'q. Filtrlarning bir qismini olib tashlang yoki so'rovni o'zgartiring.",
  page: (page, pages) => `${pages} dan ${page}-sahifa`,
  previous: 'Orqaga',
  next: 'Oldinga',
  pagination: 'Katalog sahifalari',
  perKg: '₽/kg',
  perUnit: (unit) => `₽/${unit}`,
  gsm: 'g/m²',
  kg: 'kg',
  cm: 'sm',
  stock: (rolls) => `Mavjud: ${rolls} rulon`,
  outOfStock: 'Mavjud emas',
  composition: 'Tarkib',
  canvas: 'Mato turi',
  weight: 'Zichlik',
  width: 'Eni',
  price: 'Narx',
  color: 'Rang',
  colors: (count) => `${count} ta rang`,
  article: 'Artikul',
  availability: 'Mavjudligi',
  mainCharacteristics: 'Asosiy xususiyatlar',
  extraCharacteristics: "Qo'shimcha xususiyatlar",
  description: 'Tavsif',
  estimateTitle: 'Taxminiy narx',
  rolls: 'Rulonlar',
  estimateNote: "Rulon 20–25 kg keladi; hisob-faktura haqiqiy og'irlik bo'yicha chiqariladi.",
  addToCart: 'Savatga',
  favourite: 'Saralanganlarga',
  loginToBuy: "Matoni savatga yoki saralanganlarga qo'shish uchun tizimga kiring.",
  wholesaleNote: 'Ulgurji 1 rulondan',
  gallery: 'Mato rasmlari',
  bestseller: 'Xit',
  recommended: 'Tavsiya',
  latest: 'Yangi',
  searching: 'Qidirilmoqda…',
  noResults: 'Hech narsa topilmadi',
  searchAll: (query) => `«${query}» bo'yicha barcha natijalar`,
  searchMin: 'Kamida 3 ta belgi kiriting',
  more: (count) => `yana ${count} ta`,
};

const TEXTS: Record<Lang, CatalogText> = { ru, uz };

/** The catalogue texts in `lang`. */
export function catalogText(lang: Lang): CatalogText {
  return TEXTS[lang];
}

/** The catalogue texts of the page being shown. */
export function useCatalogText(): CatalogText {
  return TEXTS[useLang()];
}

/**
 * The price list as an XLSX workbook: one row per product with category, art, name, composition,
 * density, width, colours, price per kg (roubles) and rolls in stock, in Russian or Uzbek.
 */
import type { Lang } from '@polotno/domain';
import writeXlsxFile, { type SheetData } from 'write-excel-file/node';
import { autoFilter, XLSX_FONT } from './requests.xlsx.ts';

export interface PriceListRow {
  category: string;
  art: string;
  name: string;
  composition: string;
  /** g/m², or null when unknown */
  density: number | null;
  /** cm, or null when unknown */
  width: number | null;
  colours: string[];
  /** kopecks per kg (or per the product's unit) */
  pricePerKg: number;
  rollsInStock: number;
}

/** The workbook's download name in each language, before its date. */
export const PRICE_LIST_FILE_NAME: Record<Lang, string> = { ru: 'polotno-prais-list', uz: 'polotno-narxlar' };

const TEXT = {
  ru: {
    locale: 'ru-RU',
    sheet: 'Прайс-лист',
    title: 'Прайс-лист «Полотно»',
    note: 'Оптом от 1 рулона (20–25 кг). Цена за 1 кг, ₽. Счёт выставляется по фактическому весу.',
    date: 'Актуально на',
    empty: 'Сейчас нет товаров в наличии.',
    columns: [
      'Категория',
      'Артикул',
      'Наименование',
      'Состав',
      'Плотность, г/м²',
      'Ширина, см',
      'Цвета',
      'Цена за кг, ₽',
      'Рулонов в наличии',
    ],
  },
  uz: {
    locale: 'uz-Latn-UZ',
    sheet: "Narxlar ro'yxati",
    title: "«Polotno» narxlar ro'yxati",
    note: "Ulgurji 1 o'ramdan (20–25 kg). Narx 1 kg uchun, ₽. Hisob-faktura haqiqiy og'irlik bo'yicha beriladi.",
    date: 'Sana',
    empty: "Hozircha mavjud tovarlar yo'q.",
    columns: [
      'Kategoriya',
      'Artikul',
      'Nomi',
      'Tarkibi',
      'Zichligi, g/m²',
      'Kengligi, sm',
      'Ranglar',
      'Narx 1 kg, ₽',
      "Mavjud o'ramlar",
    ],
  },
} as const;

const WIDTHS = [22, 14, 36, 30, 14, 12, 36, 14, 14];
/** The header row: its filter buttons and the frozen rows above the products end there. */
const HEADER_ROW = 4;

/** Writes the workbook; `now` is the date printed on it. */
export async function writePriceList(rows: PriceListRow[], lang: Lang, now = new Date()): Promise<Buffer> {
  const text = TEXT[lang];
  const date = now.toLocaleDateString(text.locale, { timeZone: 'Europe/Moscow' });
  const data: SheetData = [
    [{ value: text.title, fontWeight: 'bold', fontSize: 14 }],
    [text.note],
    [`${text.date}: ${date}`],
    text.columns.map((value) => ({
      value,
      fontWeight: 'bold',
      wrap: true,
      alignVertical: 'center',
      backgroundColor: '#DCEFD9',
    })),
    ...rows.map((row) => [
      row.category,
      row.art,
      row.name,
      row.composition,
      row.density,
      row.width,
      row.colours.join(', '),
      { value: row.pricePerKg / 100, format: '#,##0.00' },
      row.rollsInStock,
    ]),
  ];
  if (rows.length === 0) data.push([text.empty]);
  return writeXlsxFile(
    data,
    { sheet: text.sheet, columns: WIDTHS.map((width) => ({ width })), stickyRowsCount: HEADER_ROW },
    { ...XLSX_FONT, features: [autoFilter(HEADER_ROW, WIDTHS.length)] },
  ).toBuffer();
}

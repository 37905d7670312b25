/**
 * The price list as an XLSX workbook: one row per product with category, art, name, composition,
 * density, width, colours, price per kg (roubles) and rolls in stock, in Russian or Uzbek.
 */
import type { Lang } from '@polotno/domain';
import ExcelJS from 'exceljs';

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

const TEXT = {
  ru: {
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

/** Writes the workbook; `now` is the date printed on it. */
export async function writePriceList(rows: PriceListRow[], lang: Lang, now = new Date()): Promise<Buffer> {
  const text = TEXT[lang];
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Polotno';
  workbook.created = now;
  const sheet = workbook.addWorksheet(text.sheet, { views: [{ state: 'frozen', ySplit: 4 }] });
  sheet.columns = WIDTHS.map((width) => ({ width }));

  sheet.addRow([text.title]).font = { bold: true, size: 14 };
  sheet.addRow([text.note]);
  sheet.addRow([
    `${text.date}: ${now.toLocaleDateString(lang === 'uz' ? 'uz-Latn-UZ' : 'ru-RU', { timeZone: 'Europe/Moscow' })}`,
  ]);
  const header = sheet.addRow([...text.columns]);
  header.font = { bold: true };
  header.alignment = { wrapText: true, vertical: 'middle' };
  header.eachCell((cell) => {
    cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFDCEFD9' } };
  });
  sheet.autoFilter = { from: { row: 4, column: 1 }, to: { row: 4, column: WIDTHS.length } };

  for (const row of rows) {
    const added = sheet.addRow([
      row.category,
      row.art,
      row.name,
      row.composition,
      row.density,
      row.width,
      row.colours.join(', '),
      row.pricePerKg / 100,
      row.rollsInStock,
    ]);
    added.getCell(8).numFmt = '#,##0.00';
  }
  if (rows.length === 0) sheet.addRow([text.empty]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

import readXlsxFile from 'read-excel-file/node';
import { describe, expect, it } from 'vitest';
import { checkUpload } from '../../lib/uploads.ts';
import { readSheetLayout } from '../../../test/xlsx.ts';
import { writeBriefTemplate } from './requests.brief-template.ts';
import { writePriceList, type PriceListRow } from './requests.price-list.ts';

/** The first sheet as a reader sees it: its name and its rows of values (empty cells are null). */
async function read(buffer: Buffer) {
  const [sheet] = await readXlsxFile(buffer);
  return { name: sheet!.sheet, rows: sheet!.data };
}
/** The values of column `index` (0-based) from every row. */
const column = (rows: unknown[][], index: number) => rows.map((row) => row[index] ?? null);

const rows: PriceListRow[] = [
  {
    category: 'Футер',
    art: 'FT-320',
    name: 'Футер трёхнитка с начёсом',
    composition: '80% хлопок, 20% полиэстер',
    density: 320,
    width: 185,
    colours: ['чёрный', 'графит'],
    pricePerKg: 75_050,
    rollsInStock: 14,
  },
  {
    category: 'Кулирная гладь',
    art: 'KG-160',
    name: 'Кулирная гладь пенье',
    composition: '100% хлопок',
    density: 160,
    width: null,
    colours: [],
    pricePerKg: 69_000,
    rollsInStock: 0,
  },
];

describe('price list workbook', () => {
  it('has one row per product with every column, price in roubles', async () => {
    const sheet = await read(await writePriceList(rows, 'ru', new Date('2026-03-02T10:00:00Z')));
    expect(sheet.name).toBe('Прайс-лист');
    expect(sheet.rows[0]![0]).toBe('Прайс-лист «Полотно»');
    expect(sheet.rows[1]![0]).toBe(
      'Оптом от 1 рулона (20–25 кг). Цена за 1 кг, ₽. Счёт выставляется по фактическому весу.',
    );
    expect(sheet.rows[2]![0]).toBe('Актуально на: 02.03.2026');
    expect(sheet.rows[3]).toEqual([
      'Категория',
      'Артикул',
      'Наименование',
      'Состав',
      'Плотность, г/м²',
      'Ширина, см',
      'Цвета',
      'Цена за кг, ₽',
      'Рулонов в наличии',
    ]);
    expect(sheet.rows[4]).toEqual([
      'Футер',
      'FT-320',
      'Футер трёхнитка с начёсом',
      '80% хлопок, 20% полиэстер',
      320,
      185,
      'чёрный, графит',
      750.5,
      14,
    ]);
    expect(sheet.rows[5]).toEqual([
      'Кулирная гладь',
      'KG-160',
      'Кулирная гладь пенье',
      '100% хлопок',
      160,
      null,
      null,
      690,
      0,
    ]);
    expect(sheet.rows).toHaveLength(6);
  });

  it('keeps its layout: column widths, header frozen with filter buttons, styled title, header and prices', async () => {
    const layout = await readSheetLayout(await writePriceList(rows, 'ru'));
    expect(layout.widths).toEqual([22, 14, 36, 30, 14, 12, 36, 14, 14]);
    expect(layout.frozenRows).toBe(4);
    expect(layout.autoFilter).toBe('A4:I4');
    expect(layout.merges).toEqual([]);
    expect(layout.style('A1')).toMatchObject({ bold: true, size: 14 });
    for (const cell of ['A4', 'E4', 'I4']) {
      expect(layout.style(cell)).toMatchObject({ bold: true, fill: 'FFDCEFD9', wrap: true, vertical: 'center' });
    }
    expect(layout.style('H5')).toMatchObject({ bold: false, numFmt: '#,##0.00' });
    expect(layout.style('A5')).toMatchObject({ bold: false, size: 11, font: 'Calibri', fill: null });
  });

  it('speaks Uzbek when asked', async () => {
    const sheet = await read(await writePriceList(rows, 'uz'));
    expect(sheet.name).toBe("Narxlar ro'yxati");
    expect(sheet.rows[3]![0]).toBe('Kategoriya');
  });

  it('says so when nothing is in the catalogue', async () => {
    const sheet = await read(await writePriceList([], 'ru'));
    expect(sheet.rows[4]![0]).toBe('Сейчас нет товаров в наличии.');
    expect(sheet.rows).toHaveLength(5);
  });

  it('is a file our own upload check accepts as XLSX', async () => {
    expect((await checkUpload('brief', await writePriceList(rows, 'ru'), 'p.xlsx')).ext).toBe('xlsx');
  });
});

describe('brief template workbook', () => {
  it('has the contact fields and a models table in Russian', async () => {
    const buffer = await writeBriefTemplate('ru');
    const sheet = await read(buffer);
    expect(sheet.name).toBe('Бриф на заказ');
    const labels = column(sheet.rows, 1).filter(Boolean);
    expect(labels).toContain('Контактное лицо');
    expect(labels).toContain('Изделие или артикул полотна');
    expect(sheet.rows[0]![0]).toBe('Бриф на заказ — «Полотно»');
    expect(column(sheet.rows, 0).slice(16, 31)).toEqual(Array.from({ length: 15 }, (_, index) => index + 1));
    // A filled-in template comes back through the brief upload: it must pass the upload check.
    expect((await checkUpload('brief', buffer, 'brief.xlsx')).ext).toBe('xlsx');
  });

  it('is in Uzbek when asked', async () => {
    const sheet = await read(await writeBriefTemplate('uz'));
    expect(sheet.name).toBe('Buyurtma brifi');
    expect(column(sheet.rows, 1).filter(Boolean)).toContain("Mas'ul shaxs");
  });

  it('keeps its layout: column widths, yellow answer boxes over C–F, a models table and a comments box', async () => {
    const layout = await readSheetLayout(await writeBriefTemplate('ru'));
    expect(layout.widths).toEqual([6, 30, 28, 14, 16, 16, 18, 30]);
    expect(layout.frozenRows).toBeNull();
    expect(layout.autoFilter).toBeNull();
    expect(layout.merges).toEqual([
      ...Array.from({ length: 9 }, (_, index) => `C${5 + index}:F${5 + index}`),
      'A34:H37',
    ]);
    const yellow = { fill: 'FFFFF5C2' };
    expect(layout.style('A1')).toMatchObject({ bold: true, size: 14 });
    expect(layout.style('A4')).toMatchObject({ bold: true, fill: null });
    expect(layout.style('B5')).toMatchObject({ bold: false, fill: null });
    expect(layout.style('C5')).toMatchObject(yellow);
    expect(layout.style('C13')).toMatchObject(yellow);
    expect(layout.style('A16')).toMatchObject({ bold: true, wrap: true, vertical: 'center', fill: null });
    expect(layout.style('A17')).toMatchObject({ fill: null });
    expect(layout.style('B17')).toMatchObject(yellow);
    expect(layout.style('H31')).toMatchObject(yellow);
    expect(layout.style('A33')).toMatchObject({ bold: true });
    expect(layout.style('A34')).toMatchObject(yellow);
  });
});

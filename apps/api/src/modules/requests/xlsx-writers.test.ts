import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { checkUpload } from '../../lib/uploads.ts';
import { writeBriefTemplate } from './brief-template.writer.ts';
import { writePriceList, type PriceListRow } from './price-list.writer.ts';

async function read(buffer: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
  return workbook.worksheets[0]!;
}

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
    expect(sheet.getRow(3).getCell(1).value).toBe('Актуально на: 02.03.2026');
    expect(sheet.getRow(4).values).toEqual([
      undefined,
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
    expect(sheet.getRow(5).values).toEqual([
      undefined,
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
    expect(sheet.getRow(6).getCell(2).value).toBe('KG-160');
    expect(sheet.getRow(6).getCell(6).value).toBeNull();
  });

  it('speaks Uzbek when asked', async () => {
    const sheet = await read(await writePriceList(rows, 'uz'));
    expect(sheet.name).toBe("Narxlar ro'yxati");
    expect(sheet.getRow(4).getCell(1).value).toBe('Kategoriya');
  });

  it('says so when nothing is in the catalogue', async () => {
    const sheet = await read(await writePriceList([], 'ru'));
    expect(sheet.getRow(5).getCell(1).value).toBe('Сейчас нет товаров в наличии.');
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
    const labels = sheet.getColumn(2).values.filter(Boolean);
    expect(labels).toContain('Контактное лицо');
    expect(labels).toContain('Изделие или артикул полотна');
    // A filled-in template comes back through the brief upload: it must pass the upload check.
    expect((await checkUpload('brief', buffer, 'brief.xlsx')).ext).toBe('xlsx');
  });

  it('is in Uzbek when asked', async () => {
    const sheet = await read(await writeBriefTemplate('uz'));
    expect(sheet.name).toBe('Buyurtma brifi');
    expect(sheet.getColumn(2).values.filter(Boolean)).toContain("Mas'ul shaxs");
  });
});

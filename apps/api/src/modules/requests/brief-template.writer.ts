/**
 * The blank order brief a customer downloads, fills in and sends back: contact details, what to make
 * or supply, and a table of models, in Russian or Uzbek.
 */
import type { Lang } from '@polotno/domain';
import ExcelJS from 'exceljs';

const TEXT = {
  ru: {
    sheet: 'Бриф на заказ',
    title: 'Бриф на заказ — «Полотно»',
    intro: 'Заполните жёлтые поля и отправьте файл через форму на странице «Бриф на заказ» или на почту менеджера.',
    contact: 'Контактные данные',
    fields: [
      'Компания',
      'Контактное лицо',
      'Телефон',
      'E-mail',
      'ИНН',
      'Что нужно (полотно / пошив изделий)',
      'Желаемый срок',
      'Способ получения (самовывоз / доставка)',
      'Адрес доставки',
    ],
    models: 'Изделия и полотно',
    columns: [
      '№',
      'Изделие или артикул полотна',
      'Полотно и состав',
      'Плотность, г/м²',
      'Цвет',
      'Размеры',
      'Количество (шт. или рулонов)',
      'Комментарий',
    ],
    comments: 'Дополнительные пожелания',
  },
  uz: {
    sheet: 'Buyurtma brifi',
    title: 'Buyurtma brifi — «Polotno»',
    intro:
      "Sariq maydonlarni to'ldiring va faylni «Buyurtma brifi» sahifasidagi shakl orqali yoki menejer pochtasiga yuboring.",
    contact: "Aloqa ma'lumotlari",
    fields: [
      'Kompaniya',
      "Mas'ul shaxs",
      'Telefon',
      'E-mail',
      'INN',
      'Nima kerak (mato / mahsulot tikish)',
      'Istalgan muddat',
      "Olish usuli (o'zi olib ketish / yetkazib berish)",
      'Yetkazib berish manzili',
    ],
    models: 'Mahsulotlar va mato',
    columns: [
      '№',
      'Mahsulot yoki mato artikuli',
      'Mato va tarkibi',
      'Zichligi, g/m²',
      'Rang',
      "O'lchamlar",
      "Miqdori (dona yoki o'ram)",
      'Izoh',
    ],
    comments: "Qo'shimcha istaklar",
  },
} as const;

const INPUT_FILL: ExcelJS.Fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFFFF5C2' } };
const MODEL_ROWS = 15;

/** Writes the blank brief workbook. */
export async function writeBriefTemplate(lang: Lang): Promise<Buffer> {
  const text = TEXT[lang];
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Polotno';
  const sheet = workbook.addWorksheet(text.sheet);
  sheet.columns = [6, 30, 28, 14, 16, 16, 18, 30].map((width) => ({ width }));

  sheet.addRow([text.title]).font = { bold: true, size: 14 };
  sheet.addRow([text.intro]);
  sheet.addRow([]);
  sheet.addRow([text.contact]).font = { bold: true };
  for (const label of text.fields) {
    const row = sheet.addRow(['', label, '']);
    sheet.mergeCells(row.number, 3, row.number, 6);
    row.getCell(3).fill = INPUT_FILL;
  }
  sheet.addRow([]);
  sheet.addRow([text.models]).font = { bold: true };
  const header = sheet.addRow([...text.columns]);
  header.font = { bold: true };
  header.alignment = { wrapText: true, vertical: 'middle' };
  for (let index = 1; index <= MODEL_ROWS; index += 1) {
    const row = sheet.addRow([index]);
    for (let column = 2; column <= text.columns.length; column += 1) row.getCell(column).fill = INPUT_FILL;
  }
  sheet.addRow([]);
  sheet.addRow([text.comments]).font = { bold: true };
  const comments = sheet.addRow(['']);
  sheet.mergeCells(comments.number, 1, comments.number + 3, 8);
  comments.getCell(1).fill = INPUT_FILL;
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

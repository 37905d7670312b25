/**
 * The blank order brief a customer downloads, fills in and sends back: contact details, what to make
 * or supply, and a table of models, in Russian or Uzbek.
 */
import type { Lang } from '@polotno/domain';
import writeXlsxFile, { type CellObject, type SheetData } from 'write-excel-file/node';
import { XLSX_FONT } from './requests.xlsx.ts';

/** The blank brief's download name in each language. */
export const BRIEF_FILE_NAME: Record<Lang, string> = { ru: 'бриф-на-заказ.xlsx', uz: 'buyurtma-brifi.xlsx' };

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

/** The yellow of the fields a customer fills in. */
const INPUT: CellObject = { value: '', backgroundColor: '#FFF5C2' };
const WIDTHS = [6, 30, 28, 14, 16, 16, 18, 30];
const MODEL_ROWS = 15;
/** Rows the comments box spans. */
const COMMENT_ROWS = 4;

/** Writes the blank brief workbook. */
export async function writeBriefTemplate(lang: Lang): Promise<Buffer> {
  const text = TEXT[lang];
  const bold = (value: string): CellObject => ({ value, fontWeight: 'bold' });
  const data: SheetData = [
    [{ value: text.title, fontWeight: 'bold', fontSize: 14 }],
    [text.intro],
    [],
    [bold(text.contact)],
    // The answer to each field is one box over columns C–F.
    ...text.fields.map((label) => ['', label, { ...INPUT, columnSpan: 4 }, null, null, null]),
    [],
    [bold(text.models)],
    text.columns.map((value) => ({ ...bold(value), wrap: true, alignVertical: 'center' as const })),
    ...Array.from({ length: MODEL_ROWS }, (_, index) => [index + 1, ...text.columns.slice(1).map(() => INPUT)]),
    [],
    [bold(text.comments)],
    [{ ...INPUT, columnSpan: WIDTHS.length, rowSpan: COMMENT_ROWS }],
    ...Array.from({ length: COMMENT_ROWS - 1 }, () => []),
  ];
  return writeXlsxFile(data, { sheet: text.sheet, columns: WIDTHS.map((width) => ({ width })) }, XLSX_FONT).toBuffer();
}

/**
 * The УПД (универсальный передаточный документ), status 1 — счёт-фактура and передаточный документ in one —
 * as the paper form of ПП 1137, Приложение 1, as amended by ПП 1096 of 16.08.2024 (the ФНС letter
 * ММВ-20-3/96@ recommends the layout): header lines 1–8 with 1а, 5а and 5б, the table with columns А, 1, 1а,
 * 1б, 2, 2а, 3–9, 10, 10а and 11, «Всего к оплате», the signatures, the transfer part [10]–[21] and the annex
 * listing every roll and dye lot. Landscape A4; a long table goes on over pages, each starting with the
 * table's header. Research: shared/reference/documents-ru.md §2.
 */
import { amountInWords, buyerTitle, CUSTOMER_TYPE_LABELS } from '@polotno/domain';
import PDFDocument from 'pdfkit';
import type { SellerConfig } from '../../config.ts';
import { formatKg, formatRoubles, pdfBytes } from '../../lib/pdf.ts';
import { ruDate, type UpdDocument } from './orders.upd.ts';

export const UPD_EDITION =
  'Приложение № 1 к постановлению Правительства Российской Федерации от 26 декабря 2011 г. № 1137 ' +
  '(в редакции постановления Правительства Российской Федерации от 16 августа 2024 г. № 1096)';

/** ОКЕИ: the unit every line is sold in. */
export const OKEI_KG = { code: '166', symbol: 'кг' } as const;

const NONE = '—';

interface Column {
  number: string;
  title: string;
  width: number;
  align: 'left' | 'center' | 'right';
}

/** The table's columns; widths in points, 802 in all (landscape A4 less 20-point margins). */
const COLUMNS: readonly Column[] = [
  { number: 'А', title: 'Код товара/ работ, услуг', width: 40, align: 'left' },
  { number: '1', title: '№ п/п', width: 22, align: 'center' },
  {
    number: '1а',
    title: 'Наименование товара (описание выполненных работ, оказанных услуг), имущественного права',
    width: 148,
    align: 'left',
  },
  { number: '1б', title: 'Код вида товара', width: 34, align: 'center' },
  { number: '2', title: 'Единица измерения: код', width: 30, align: 'center' },
  { number: '2а', title: 'условное обозначение (национальное)', width: 34, align: 'center' },
  { number: '3', title: 'Коли- чество (объём)', width: 52, align: 'right' },
  { number: '4', title: 'Цена (тариф) за единицу измерения', width: 52, align: 'right' },
  {
    number: '5',
    title: 'Стоимость товаров (работ, услуг), имущественных прав без налога — всего',
    width: 62,
    align: 'right',
  },
  { number: '6', title: 'В том числе сумма акциза', width: 50, align: 'center' },
  { number: '7', title: 'Налоговая ставка', width: 34, align: 'center' },
  { number: '8', title: 'Сумма налога, предъявляемая покупателю', width: 58, align: 'right' },
  {
    number: '9',
    title: 'Стоимость товаров (работ, услуг), имущественных прав с налогом — всего',
    width: 64,
    align: 'right',
  },
  { number: '10', title: 'Страна проис- хождения товара: цифровой код', width: 34, align: 'center' },
  { number: '10а', title: 'краткое наиме- нование', width: 38, align: 'center' },
  {
    number: '11',
    title:
      'Регистрационный номер декларации на товары или регистрационный номер партии товара, подлежащего прослеживаемости',
    width: 50,
    align: 'center',
  },
];

const MARGIN = 20;

/** «ИНН/КПП» of a party: `7707083893/773601001`, or the INN alone. */
function innKpp(inn: string | null, kpp: string | null): string {
  if (!inn) return NONE;
  return kpp ? `${inn}/${kpp}` : inn;
}

/** Line 5: each payment order on record, or a dash. */
function paymentDocuments(upd: UpdDocument): string {
  if (upd.payments.length === 0) return NONE;
  return upd.payments
    .map(
      (payment) => `№ ${payment.number || 'б/н'} от ${ruDate(payment.date)} (${formatRoubles(payment.kopecks)} руб.)`,
    )
    .join('; ');
}

/** The seller's head as the signature block names them. */
function sellerHeads(seller: SellerConfig): [string, string][] {
  if (seller.kind === 'entrepreneur') {
    return [
      ['Индивидуальный предприниматель или иное уполномоченное лицо', seller.director],
      ['ОГРНИП (в соответствии с п. 6 ст. 169 НК РФ)', seller.ogrn],
    ];
  }
  return [
    ['Руководитель организации или иное уполномоченное лицо', seller.director],
    ['Главный бухгалтер или иное уполномоченное лицо', seller.accountant],
  ];
}

/** Renders the УПД and resolves with the PDF bytes. */
export function renderUpdPdf(upd: UpdDocument): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: MARGIN,
    bufferPages: true,
    info: { Title: `УПД № ${upd.number} от ${ruDate(upd.date)}`, Author: upd.seller.name },
  });
  const done = pdfBytes(doc);
  const left = MARGIN;
  const width = doc.page.width - 2 * MARGIN;
  const bottom = () => doc.page.height - MARGIN - 14;
  const { seller, buyer } = upd;
  const title = `Счёт-фактура № ${upd.number} от ${ruDate(upd.date)}`;

  // The title across the top, the form's edition beside it; the status on the left of the header lines.
  const sideWidth = 140;
  doc
    .font('regular')
    .fontSize(6)
    .text(UPD_EDITION, left + 320, MARGIN, { width: width - 320, align: 'right' });
  doc.font('bold').fontSize(11).text('Универсальный передаточный документ', left, MARGIN, { width: 310 });
  doc.moveDown(0.4);
  const top = doc.y;
  doc
    .font('bold')
    .fontSize(9)
    .text('Статус: 1', left, top, { width: sideWidth - 8 });
  doc
    .font('regular')
    .fontSize(6.5)
    .text('1 — счёт-фактура и передаточный документ (акт)\n2 — передаточный документ (акт)', {
      width: sideWidth - 8,
    });
  const sideBottom = doc.y;

  // Header lines 1–8 of the счёт-фактура.
  const headerLeft = left + sideWidth;
  const headerWidth = width - sideWidth;
  doc.font('bold').fontSize(10).text(`${title} (1)`, headerLeft, top, { width: headerWidth });
  const headerLine = (label: string, value: string, marker: string) => {
    doc.font('regular').fontSize(7.5).text(`${label}: `, headerLeft, doc.y, { width: headerWidth, continued: true });
    doc.font('bold').text(`${value} `, { continued: true });
    doc.font('regular').text(`(${marker})`);
  };
  headerLine('Исправление №', `${NONE} от ${NONE}`, '1а');
  headerLine('Продавец', seller.name, '2');
  headerLine('Адрес', seller.address, '2а');
  headerLine('ИНН/КПП продавца', innKpp(seller.inn, seller.kpp), '2б');
  headerLine('Грузоотправитель и его адрес', 'он же', '3');
  headerLine('Грузополучатель и его адрес', [buyerTitle(buyer), buyer.address ?? ''].filter(Boolean).join(', '), '4');
  headerLine('К платёжно-расчётному документу', paymentDocuments(upd), '5');
  headerLine('Документ об отгрузке', `№ п/п 1–${upd.lines.length} № ${upd.number} от ${ruDate(upd.date)}`, '5а');
  headerLine(
    'К счёту-фактуре, выставленному при получении оплаты, частичной оплаты или иных платежей',
    `№ ${NONE} от ${NONE}, исправление № ${NONE} от ${NONE}`,
    '5б',
  );
  headerLine(`Покупатель (${CUSTOMER_TYPE_LABELS[buyer.type].ru})`, buyerTitle(buyer), '6');
  headerLine('Адрес', buyer.address ?? NONE, '6а');
  headerLine('ИНН/КПП покупателя', innKpp(buyer.inn, buyer.kpp), '6б');
  headerLine('Валюта: наименование, код', 'Российский рубль, 643', '7');
  headerLine('Идентификатор государственного контракта, договора (соглашения) (при наличии)', NONE, '8');
  doc.y = Math.max(doc.y, sideBottom) + 6;

  // The table.
  const cellText = (cells: readonly string[], bold: boolean, size: number) => {
    doc.font(bold ? 'bold' : 'regular').fontSize(size);
    const height =
      Math.max(...cells.map((cell, index) => doc.heightOfString(cell, { width: (COLUMNS[index]?.width ?? 0) - 4 }))) +
      4;
    return height;
  };
  const drawRow = (cells: readonly string[], options: { bold?: boolean; size?: number; align?: 'center' } = {}) => {
    const size = options.size ?? 7;
    const height = cellText(cells, options.bold ?? false, size);
    const rowTop = doc.y;
    let x = left;
    cells.forEach((cell, index) => {
      const column = COLUMNS[index];
      if (!column) return;
      doc.rect(x, rowTop, column.width, height).stroke();
      doc.text(cell, x + 2, rowTop + 2, { width: column.width - 4, align: options.align ?? column.align });
      x += column.width;
    });
    doc.x = left;
    doc.y = rowTop + height;
  };
  const drawTableHeader = () => {
    doc.lineWidth(0.5);
    drawRow(
      COLUMNS.map((column) => column.title),
      { size: 5.5, align: 'center' },
    );
    drawRow(
      COLUMNS.map((column) => column.number),
      { size: 7, align: 'center' },
    );
  };
  /** Starts a new page with the table's header when `height` more does not fit on this one. */
  const room = (height: number, continuing: boolean) => {
    if (doc.y + height <= bottom()) return;
    doc.addPage();
    doc.font('regular').fontSize(7).text(`${title} (продолжение)`, left, MARGIN, { width });
    doc.moveDown(0.3);
    if (continuing) drawTableHeader();
  };

  drawTableHeader();
  upd.lines.forEach((line, index) => {
    const amounts = upd.amounts.lines[index];
    if (!amounts) return;
    const cells = [
      line.code,
      String(index + 1),
      `${line.name}; рулонов: ${line.rolls.length || NONE}`,
      NONE,
      OKEI_KG.code,
      OKEI_KG.symbol,
      formatKg(amounts.grams),
      formatRoubles(amounts.priceWithoutVatKopecks),
      formatRoubles(amounts.withoutVatKopecks),
      'без акциза',
      `${upd.vatPercent}%`,
      formatRoubles(amounts.vatKopecks),
      formatRoubles(amounts.withVatKopecks),
      NONE,
      NONE,
      NONE,
    ];
    room(cellText(cells, false, 7), true);
    drawRow(cells);
  });
  // «Всего к оплате»: columns А–4 joined, then 5, 6–7 (X), 8 and 9.
  const { amounts } = upd;
  room(16, true);
  doc.font('bold').fontSize(7);
  const totalTop = doc.y;
  const span = (from: number, to: number) => COLUMNS.slice(from, to).reduce((sum, column) => sum + column.width, 0);
  const totalCells: [number, number, string, 'left' | 'right' | 'center'][] = [
    [0, 8, 'Всего к оплате (9)', 'left'],
    [8, 9, formatRoubles(amounts.withoutVatKopecks), 'right'],
    [9, 11, 'X', 'center'],
    [11, 12, formatRoubles(amounts.vatKopecks), 'right'],
    [12, 13, formatRoubles(amounts.withVatKopecks), 'right'],
  ];
  for (const [from, to, text, align] of totalCells) {
    const x = left + span(0, from);
    doc.rect(x, totalTop, span(from, to), 14).stroke();
    doc.text(text, x + 2, totalTop + 3, { width: span(from, to) - 4, align });
  }
  doc.x = left;
  doc.y = totalTop + 18;

  // Money in words and how the УПД stands to the invoice.
  room(60, false);
  doc
    .font('regular')
    .fontSize(7.5)
    .text(
      `Всего отгружено ${formatKg(amounts.totalGrams)} кг на сумму ${formatRoubles(amounts.withVatKopecks)} руб.: ${amountInWords(amounts.withVatKopecks)}, в том числе НДС ${upd.vatPercent}% ${formatRoubles(amounts.vatKopecks)} руб.`,
      left,
      doc.y,
      { width },
    );
  const difference = amounts.withVatKopecks - upd.invoice.totalKopecks;
  const invoice = `счёт на оплату № ${upd.invoice.number} от ${ruDate(upd.invoice.date)}`;
  doc.text(
    difference === 0
      ? `Сумма УПД равна сумме по ${invoice}: ${formatRoubles(upd.invoice.totalKopecks)} руб.`
      : `Сумма по ${invoice}: ${formatRoubles(upd.invoice.totalKopecks)} руб.; по УПД (фактический вес): ` +
          `${formatRoubles(amounts.withVatKopecks)} руб.; разница ${difference > 0 ? '+' : '−'}${formatRoubles(Math.abs(difference))} руб.`,
    { width },
  );
  doc.moveDown(0.6);

  // Signatures of the счёт-фактура part.
  room(40, false);
  doc.fontSize(7.5);
  const signTop = doc.y;
  sellerHeads(seller).forEach(([label, name], index) => {
    const x = left + (index * width) / 2;
    doc.text(`${label}  ______________  ${name}`, x, signTop, { width: width / 2 - 10 });
    doc.fontSize(6).text('(подпись)                (ф.и.о.)', x + 200, doc.y, { width: 200 });
    doc.fontSize(7.5);
  });
  doc.x = left;
  doc.moveDown(0.6);

  // The transfer part, lines [10]–[21].
  room(170, false);
  const half = width / 2 - 6;
  const transfer = (marker: string, label: string, value: string, x: number, lineWidth: number) => {
    doc.font('regular').fontSize(7).text(`${label}: `, x, doc.y, { width: lineWidth, continued: true });
    doc.font('bold').text(value, { continued: true });
    doc.font('regular').text(` [${marker}]`);
    doc.moveDown(0.25);
  };
  const weight = `масса нетто ${formatKg(amounts.totalGrams)} кг, рулонов: ${upd.lines.reduce((sum, line) => sum + line.rolls.length, 0)}`;
  transfer(
    '10',
    'Основание передачи (сдачи) / получения (приёмки)',
    `Счёт на оплату № ${upd.invoice.number} от ${ruDate(upd.invoice.date)}`,
    left,
    width,
  );
  transfer('11', 'Данные о транспортировке и грузе', weight, left, width);
  const sidesTop = doc.y;
  transfer('12', 'Товар (груз) передал / услуги, результаты работ, права сдал', 'кладовщик ____________', left, half);
  transfer('13', 'Дата отгрузки, передачи (сдачи)', ruDate(upd.date), left, half);
  transfer(
    '14',
    'Иные сведения об отгрузке, передаче',
    `Упаковочный лист (рулоны, партии) — приложение 1 к УПД № ${upd.number}`,
    left,
    half,
  );
  transfer(
    '15',
    'Ответственный за правильность оформления факта хозяйственной жизни',
    `____________ ${seller.director}`,
    left,
    half,
  );
  transfer(
    '16',
    'Наименование экономического субъекта – составителя документа',
    `${seller.name}, ИНН/КПП ${innKpp(seller.inn, seller.kpp)}`,
    left,
    half,
  );
  const sellerSideBottom = doc.y;
  doc.y = sidesTop;
  const right = left + width / 2 + 6;
  transfer('17', 'Товар (груз) получил / услуги, результаты работ, права принял', '____________', right, half);
  transfer('18', 'Дата получения (приёмки)', '«___» ____________ 20__ г.', right, half);
  transfer('19', 'Иные сведения о получении, приёмке', '____________', right, half);
  transfer('20', 'Ответственный за правильность оформления факта хозяйственной жизни', '____________', right, half);
  transfer(
    '21',
    'Наименование экономического субъекта – составителя документа',
    `${buyerTitle(buyer)}${buyer.inn ? `, ИНН/КПП ${innKpp(buyer.inn, buyer.kpp)}` : ''}`,
    right,
    half,
  );
  doc.y = Math.max(doc.y, sellerSideBottom) + 4;
  doc.font('regular').fontSize(6.5).text('М.П.', left, doc.y, { width: half });
  doc.text('М.П.', right, doc.y - doc.currentLineHeight(), { width: half });

  // Annex 1: every roll, grouped by line and dye lot.
  doc.addPage();
  doc
    .font('bold')
    .fontSize(10)
    .text(
      `Приложение 1 к УПД № ${upd.number} от ${ruDate(upd.date)}: упаковочный лист (рулоны и партии)`,
      left,
      MARGIN,
      {
        width,
      },
    );
  doc.moveDown(0.5);
  upd.lines.forEach((line, index) => {
    room(30, false);
    doc
      .font('bold')
      .fontSize(8)
      .text(`${index + 1}. ${line.name}`, left, doc.y, { width });
    if (line.rolls.length === 0) {
      doc.font('regular').text('Рулоны не учитываются поштучно; вес взвешен при отгрузке.', { width });
    }
    const lots = new Map<string, UpdDocument['lines'][number]['rolls'][number][]>();
    for (const roll of line.rolls) lots.set(roll.lot, [...(lots.get(roll.lot) ?? []), roll]);
    for (const [lot, rolls] of lots) {
      const text =
        `Партия ${lot}: ` +
        rolls.map((roll) => `рулон № ${roll.number} — ${formatKg(roll.grams)} кг`).join('; ') +
        `; всего ${formatKg(rolls.reduce((sum, roll) => sum + roll.grams, 0))} кг`;
      room(doc.heightOfString(text, { width: width - 12 }) + 4, false);
      doc
        .font('regular')
        .fontSize(8)
        .text(text, left + 12, doc.y, { width: width - 12 });
    }
    doc.moveDown(0.4);
  });

  // Every page: which document and which sheet; the first says how many sheets there are.
  const { count } = doc.bufferedPageRange();
  for (let page = 0; page < count; page += 1) {
    doc.switchToPage(page);
    doc
      .font('regular')
      .fontSize(6.5)
      .text(
        `УПД № ${upd.number} от ${ruDate(upd.date)} · лист ${page + 1} из ${count}`,
        left,
        doc.page.height - MARGIN - 10,
        {
          width,
          align: 'right',
          lineBreak: false,
        },
      );
  }
  doc.switchToPage(0);
  doc
    .font('regular')
    .fontSize(6.5)
    .text(`Документ составлен на ${count} листах`, left, doc.page.height - MARGIN - 10, {
      width: 200,
      lineBreak: false,
    });
  doc.end();
  return done;
}

/**
 * «Счёт на оплату» as a real PDF (pdfkit), with DejaVu Sans embedded so Cyrillic renders in every viewer.
 * Layout follows the customary Russian invoice: bank block of the payee beside the payment QR (ГОСТ Р
 * 56042-2014, which a bank app scans into a filled payment order), title, supplier and buyer, lines, totals
 * with VAT, amount in words, reserve deadline and the shipment note of spec §9.
 */
import {
  amountInWords,
  buyerTitle,
  CUSTOMER_TYPE_LABELS,
  moscowDate,
  paymentPurpose,
  paymentQrPayload,
  type RequisitesRecord,
} from '@polotno/domain';
import PDFDocument from 'pdfkit';
import type { SellerConfig } from '../../config.ts';
import { drawQrCode, FONT_BOLD, FONT_REGULAR, formatKg, formatRoubles, qrModuleCount } from '../../lib/pdf.ts';

export { formatKg, formatRoubles };

export interface InvoiceLine {
  name: string;
  color: string | null;
  rolls: number;
  grams: number;
  pricePerKgKopecks: number;
  amountKopecks: number;
  /** The line's rolls (products tracking rolls): the weight above is their sum. */
  rollItems?: readonly { number: string; lot: string; grams: number }[];
}

export interface InvoiceData {
  number: string;
  issuedAt: Date;
  reserveUntil: Date;
  seller: SellerConfig;
  buyer: RequisitesRecord;
  lines: readonly InvoiceLine[];
  totalKopecks: number;
  vatKopecks: number;
  vatPercent: number;
}

/** The payment QR's symbol is this wide (the research decoded 42 mm at 150 dpi); its quiet zone is 4 modules. */
const QR_SYMBOL_MM = 42;
const QR_QUIET_MODULES = 4;
const POINTS_PER_MM = 72 / 25.4;

/** The payment QR's text: the seller's bank, the invoice total in kopecks, the purpose with the printed VAT. */
export function invoicePaymentQr(data: InvoiceData): string {
  const { seller } = data;
  return paymentQrPayload({
    payee: {
      name: seller.name,
      account: seller.account,
      bankName: seller.bankName,
      bik: seller.bik,
      corrAccount: seller.corrAccount,
      inn: seller.inn,
      kpp: seller.kpp,
    },
    sumKopecks: data.totalKopecks,
    purpose: paymentPurpose({
      number: data.number,
      date: moscowDate(data.issuedAt),
      vatPercent: data.vatPercent,
      vat: formatRoubles(data.vatKopecks),
    }),
    payerInn: data.buyer.inn,
  });
}

/** The seller's requisites line: ИНН, КПП (a company's), ОГРН or ОГРНИП. */
export function sellerLine(seller: SellerConfig): string {
  const parts = [seller.name, `ИНН ${seller.inn}`];
  if (seller.kpp) parts.push(`КПП ${seller.kpp}`);
  parts.push(`${seller.kind === 'entrepreneur' ? 'ОГРНИП' : 'ОГРН'} ${seller.ogrn}`);
  return parts.join(', ');
}

/** A Moscow calendar date as `DD.MM.YYYY`. */
function ruDate(date: string): string {
  const [year, month, day] = date.split('-');
  return `${day}.${month}.${year}`;
}

/** The buyer's requisites line as the invoice prints it for that customer type. */
export function buyerLine(buyer: RequisitesRecord): string {
  const parts = [buyerTitle(buyer)];
  if (buyer.type === 'self_employed') parts[0] += ' (самозанятый, плательщик НПД)';
  if (buyer.inn) parts.push(`ИНН ${buyer.inn}`);
  if (buyer.kpp) parts.push(`КПП ${buyer.kpp}`);
  if (buyer.ogrn) parts.push(`ОГРН ${buyer.ogrn}`);
  if (buyer.ogrnip) parts.push(`ОГРНИП ${buyer.ogrnip}`);
  if (buyer.address) parts.push(buyer.address);
  if (buyer.bik && buyer.account) parts.push(`р/с ${buyer.account} в ${buyer.bankName ?? ''}, БИК ${buyer.bik}`);
  return parts.join(', ');
}

/** «Рулоны: № 000123, партия 2611, 21,400 кг; …» under a line's name; empty for a count-only line. */
export function rollsText(rolls: readonly { number: string; lot: string; grams: number }[]): string {
  if (rolls.length === 0) return '';
  return `\nРулоны: ${rolls.map((roll) => `№ ${roll.number}, партия ${roll.lot}, ${formatKg(roll.grams)} кг`).join('; ')}`;
}

/** Renders the invoice and resolves with the PDF bytes. */
export function renderInvoicePdf(data: InvoiceData): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 40,
    info: { Title: `Счёт на оплату № ${data.number}`, Author: data.seller.name },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.registerFont('regular', FONT_REGULAR);
  doc.registerFont('bold', FONT_BOLD);
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const { seller } = data;

  // The payment QR at the top right: the symbol QR_SYMBOL_MM wide, inside a quiet zone nothing is drawn on.
  const qr = invoicePaymentQr(data);
  const modules = qrModuleCount(qr);
  const qrSide = (QR_SYMBOL_MM * POINTS_PER_MM * (modules + 2 * QR_QUIET_MODULES)) / modules;
  const bankTop = doc.y;
  drawQrCode(doc, qr, { x: left + width - qrSide, y: bankTop, side: qrSide, quiet: QR_QUIET_MODULES });
  doc
    .font('regular')
    .fontSize(7)
    .text('QR-код для оплаты', left + width - qrSide, bankTop + qrSide, {
      width: qrSide,
      align: 'center',
    });
  const qrBottom = doc.y;

  // Payee's bank block, as on a payment order, left of the QR.
  doc.font('regular').fontSize(9);
  const bankWidth = width - qrSide - 4;
  const payee = seller.kpp ? `ИНН ${seller.inn}   КПП ${seller.kpp}` : `ИНН ${seller.inn}`;
  const bankRows: [string, string][] = [
    [`${seller.bankName}\nБанк получателя`, `БИК ${seller.bik}\nСч. № ${seller.corrAccount}`],
    [`${payee}\n${seller.name}\nПолучатель`, `Сч. № ${seller.account}`],
  ];
  let y = bankTop;
  for (const [leftText, rightText] of bankRows) {
    const height = Math.max(doc.heightOfString(leftText, { width: bankWidth * 0.55 - 8 }), 24) + 8;
    doc.rect(left, y, bankWidth * 0.55, height).stroke();
    doc.rect(left + bankWidth * 0.55, y, bankWidth * 0.45, height).stroke();
    doc.text(leftText, left + 4, y + 4, { width: bankWidth * 0.55 - 8 });
    doc.text(rightText, left + bankWidth * 0.55 + 4, y + 4, { width: bankWidth * 0.45 - 8 });
    y += height;
  }
  y = Math.max(y, qrBottom);

  doc.font('bold').fontSize(14);
  doc.text(`Счёт на оплату № ${data.number} от ${ruDate(moscowDate(data.issuedAt))}`, left, y + 16, { width });
  doc
    .moveTo(left, doc.y + 4)
    .lineTo(left + width, doc.y + 4)
    .stroke();
  doc.moveDown(0.8);

  const labelled = (label: string, value: string) => {
    doc.font('regular').fontSize(9).text(`${label}: `, left, doc.y, { continued: true });
    doc.font('bold').text(value, { width });
    doc.moveDown(0.4);
  };
  labelled('Поставщик', `${sellerLine(seller)}, ${seller.address}, тел. ${seller.phone}`);
  labelled(`Покупатель (${CUSTOMER_TYPE_LABELS[data.buyer.type].ru})`, buyerLine(data.buyer));
  doc.moveDown(0.4);

  // Lines.
  const columns = [
    { title: '№', width: 0.05, align: 'center' as const },
    { title: 'Товар', width: 0.39, align: 'left' as const },
    { title: 'Рулонов', width: 0.1, align: 'right' as const },
    { title: 'Кол-во, кг', width: 0.14, align: 'right' as const },
    { title: 'Цена за кг, руб.', width: 0.14, align: 'right' as const },
    { title: 'Сумма, руб.', width: 0.18, align: 'right' as const },
  ];
  const row = (cells: string[], bold: boolean) => {
    doc.font(bold ? 'bold' : 'regular').fontSize(8.5);
    const top = doc.y;
    const heights = cells.map((cell, index) =>
      doc.heightOfString(cell, { width: width * (columns[index]?.width ?? 0) - 6 }),
    );
    const height = Math.max(...heights) + 6;
    if (top + height > doc.page.height - doc.page.margins.bottom) doc.addPage();
    const rowTop = doc.y;
    let x = left;
    cells.forEach((cell, index) => {
      const column = columns[index];
      if (!column) return;
      doc.rect(x, rowTop, width * column.width, height).stroke();
      doc.text(cell, x + 3, rowTop + 3, { width: width * column.width - 6, align: column.align });
      x += width * column.width;
    });
    doc.x = left;
    doc.y = rowTop + height;
  };
  row(
    columns.map((column) => column.title),
    true,
  );
  data.lines.forEach((line, index) =>
    row(
      [
        String(index + 1),
        (line.color ? `${line.name}, цвет ${line.color}` : line.name) + rollsText(line.rollItems ?? []),
        String(line.rolls),
        formatKg(line.grams),
        formatRoubles(line.pricePerKgKopecks),
        formatRoubles(line.amountKopecks),
      ],
      false,
    ),
  );

  doc.moveDown(0.6);
  const totals: [string, string][] = [
    ['Итого:', formatRoubles(data.totalKopecks)],
    [`В том числе НДС (${data.vatPercent}%):`, formatRoubles(data.vatKopecks)],
    ['Всего к оплате:', formatRoubles(data.totalKopecks)],
  ];
  for (const [label, value] of totals) {
    doc.font('bold').fontSize(9).text(`${label} ${value}`, left, doc.y, { width, align: 'right' });
  }
  doc.moveDown(0.6);
  doc
    .font('regular')
    .fontSize(9)
    .text(`Всего наименований ${data.lines.length}, на сумму ${formatRoubles(data.totalKopecks)} руб.`, left, doc.y, {
      width,
    });
  doc.font('bold').text(amountInWords(data.totalKopecks), { width });
  doc.font('regular').text(`В том числе НДС ${data.vatPercent}%: ${amountInWords(data.vatKopecks)}`, { width });
  doc.moveDown(0.8);

  // reserveUntil is the midnight that ends the last day; the last millisecond before it names that day.
  const lastReserveDay = ruDate(moscowDate(new Date(data.reserveUntil.getTime() - 1)));
  doc.text(
    `Счёт действителен, и рулоны зарезервированы, до конца дня ${lastReserveDay} (3 рабочих дня, время московское). ` +
      'Неоплаченный в срок счёт аннулируется, резерв снимается.',
    { width },
  );
  doc.moveDown(0.4);
  doc
    .font('bold')
    .text(
      'Отгрузка производится только при предъявлении оригинала доверенности с синей печатью (форма № М-2, ОКУД 0315001).',
      { width },
    );
  doc.font('regular').text('Доставка по Москве и Московской области в стоимость счёта не входит.', { width });
  doc.moveDown(2);
  const head = seller.kind === 'entrepreneur' ? 'Индивидуальный предприниматель' : 'Руководитель';
  doc.text(`${head} ____________________ ${seller.director}`, left, doc.y, { width });
  doc.moveDown(1);
  doc.text(`Бухгалтер ____________________ ${seller.accountant}`, left, doc.y, { width });

  doc.end();
  return done;
}

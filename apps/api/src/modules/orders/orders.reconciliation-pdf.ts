/**
 * «Акт сверки взаимных расчётов» between the shop and a customer for a period, as PDF: the seller's figures
 * (opening balance, each УПД as a debit and each payment as a credit by date, turnovers, closing balance)
 * beside empty columns for the customer's own, the balance in words, and both parties' signature blocks.
 * There is no mandatory form; this is the customary one.
 */
import { amountInWords, type Reconciliation } from '@polotno/domain';
import PDFDocument from 'pdfkit';
import type { SellerConfig } from '../../config.ts';
import { formatRoubles, pdfBytes } from '../../lib/pdf.ts';
import { ruDate } from './orders.upd.ts';

export interface ReconciliationData {
  seller: SellerConfig;
  /** The customer as their requisites name them. */
  customer: string;
  customerInn: string | null;
  ledger: Reconciliation;
  /** The day the акт was made, `YYYY-MM-DD`. */
  madeOn: string;
}

/** A balance in the акт's words: who owes whom. */
function balanceText(kopecks: number, seller: string, customer: string): string {
  if (kopecks === 0) return 'задолженность отсутствует';
  const amount = `${formatRoubles(Math.abs(kopecks))} руб. (${amountInWords(Math.abs(kopecks))})`;
  return kopecks > 0 ? `задолженность в пользу ${seller} ${amount}` : `задолженность в пользу ${customer} ${amount}`;
}

/** Renders the акт and resolves with the PDF bytes. */
export function renderReconciliationPdf(data: ReconciliationData): Promise<Buffer> {
  const { seller, ledger } = data;
  const period = `${ruDate(ledger.from)} – ${ruDate(ledger.to)}`;
  const doc = new PDFDocument({
    size: 'A4',
    margin: 36,
    info: { Title: `Акт сверки ${period}`, Author: seller.name },
  });
  const done = pdfBytes(doc);
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;

  doc.font('bold').fontSize(13).text('Акт сверки взаимных расчётов', left, doc.y, { width, align: 'center' });
  doc.font('regular').fontSize(9).text(`за период ${period}`, { width, align: 'center' });
  doc.text(
    `между ${seller.name} (ИНН ${seller.inn}) и ${data.customer}${data.customerInn ? ` (ИНН ${data.customerInn})` : ''}`,
    { width, align: 'center' },
  );
  doc.moveDown(0.8);
  doc.text(
    `Мы, нижеподписавшиеся, ${seller.name} и ${data.customer}, составили настоящий акт о том, что состояние ` +
      'взаимных расчётов по данным учёта следующее:',
    { width },
  );
  doc.moveDown(0.5);

  // The seller's figures on the left, the customer's columns (left to fill) on the right.
  const sides = [width * 0.62, width * 0.38];
  const half = width / 2;
  const columns = [
    { width: 0.15, title: 'Дата' },
    { width: 0.49, title: 'Документ' },
    { width: 0.18, title: 'Дебет' },
    { width: 0.18, title: 'Кредит' },
  ];
  const row = (seller: string[], customer: string[], bold = false) => {
    doc.font(bold ? 'bold' : 'regular').fontSize(7.5);
    const cells = [...seller, ...customer];
    const widthOf = (index: number) => (sides[index < 4 ? 0 : 1] ?? 0) * (columns[index % 4]?.width ?? 0);
    const height = Math.max(...cells.map((cell, index) => doc.heightOfString(cell, { width: widthOf(index) - 4 }))) + 4;
    if (doc.y + height > doc.page.height - doc.page.margins.bottom) doc.addPage();
    const top = doc.y;
    let x = left;
    cells.forEach((cell, index) => {
      doc.rect(x, top, widthOf(index), height).stroke();
      doc.text(cell, x + 2, top + 2, { width: widthOf(index) - 4, align: index % 4 >= 2 ? 'right' : 'left' });
      x += widthOf(index);
    });
    doc.x = left;
    doc.y = top + height;
  };
  doc.font('bold').fontSize(8);
  const headTop = doc.y;
  doc.text(`По данным ${seller.name}, руб.`, left, headTop, { width: (sides[0] ?? 0) - 4 });
  doc.text(`По данным ${data.customer}, руб.`, left + (sides[0] ?? 0), headTop, { width: (sides[1] ?? 0) - 4 });
  doc.moveDown(0.3);
  const empty = ['', '', '', ''];
  row(
    columns.map((column) => column.title),
    columns.map((column) => column.title),
    true,
  );
  const opening = ledger.openingKopecks;
  row(
    [
      '',
      `Сальдо начальное на ${ruDate(ledger.from)}`,
      opening > 0 ? formatRoubles(opening) : '',
      opening < 0 ? formatRoubles(-opening) : '',
    ],
    empty,
    true,
  );
  for (const entry of ledger.entries) {
    row(
      [
        ruDate(entry.date),
        entry.document,
        entry.side === 'debit' ? formatRoubles(entry.kopecks) : '',
        entry.side === 'credit' ? formatRoubles(entry.kopecks) : '',
      ],
      empty,
    );
  }
  row(['', 'Обороты за период', formatRoubles(ledger.debitKopecks), formatRoubles(ledger.creditKopecks)], empty, true);
  const closing = ledger.closingKopecks;
  row(
    [
      '',
      `Сальдо конечное на ${ruDate(ledger.to)}`,
      closing > 0 ? formatRoubles(closing) : '',
      closing < 0 ? formatRoubles(-closing) : '',
    ],
    empty,
    true,
  );

  doc.moveDown(0.8);
  doc
    .font('regular')
    .fontSize(9)
    .text(`По данным ${seller.name} на ${ruDate(ledger.to)}: `, left, doc.y, { width, continued: true })
    .font('bold')
    .text(balanceText(closing, seller.name, data.customer));
  doc.moveDown(2);

  // Both parties sign.
  if (doc.y + 90 > doc.page.height - doc.page.margins.bottom) doc.addPage();
  const signTop = doc.y;
  const sign = (x: number, party: string, head: string, name: string) => {
    doc
      .font('bold')
      .fontSize(9)
      .text(`От ${party}`, x, signTop, { width: half - 12 });
    doc
      .font('regular')
      .moveDown(0.6)
      .text(head, x, doc.y, { width: half - 12 });
    doc.moveDown(1.2).text(`______________ / ${name || '______________'} /`, x, doc.y, { width: half - 12 });
    doc.moveDown(0.6).text('М.П.', x, doc.y, { width: half - 12 });
  };
  sign(
    left,
    seller.name,
    seller.kind === 'entrepreneur' ? 'Индивидуальный предприниматель' : 'Руководитель',
    seller.director,
  );
  sign(left + half + 12, data.customer, 'Руководитель (уполномоченное лицо)', '');
  doc
    .font('regular')
    .fontSize(7)
    .text(`Акт составлен ${ruDate(data.madeOn)}`, left, doc.page.height - doc.page.margins.bottom - 10, {
      width,
      lineBreak: false,
    });

  doc.end();
  return done;
}

/**
 * An order's packing list: each line's rolls by number, lot and weight, with totals from those weights.
 */
import { buyerTitle, moscowDate, type RequisitesRecord } from '@polotno/domain';
import PDFDocument from 'pdfkit';
import { formatKg, pdfBytes } from '../../lib/pdf.ts';

export interface PackingLine {
  name: string;
  color: string | null;
  rolls: number;
  /** The line's rolls; empty for a count-only product (its weighed weight, if any, is `grams`). */
  items: readonly { number: string; lot: string; grams: number }[];
  grams: number | null;
}

export interface PackingListData {
  orderId: number;
  date: Date;
  seller: string;
  buyer: RequisitesRecord;
  lines: readonly PackingLine[];
}

/** Moscow date as `DD.MM.YYYY`. */
const ruDate = (date: Date) => moscowDate(date).split('-').reverse().join('.');

/** The packing list of an order: each line, then its rolls; totals per line and for the order. */
export function renderPackingListPdf(data: PackingListData): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 40,
    info: { Title: `Упаковочный лист к заказу № ${data.orderId}` },
  });
  const done = pdfBytes(doc);
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  doc
    .font('bold')
    .fontSize(14)
    .text(`Упаковочный лист к заказу № ${data.orderId} от ${ruDate(data.date)}`, { width });
  doc.moveDown(0.4);
  doc.font('regular').fontSize(9).text(`Отправитель: ${data.seller}`, { width });
  doc.text(`Получатель: ${buyerTitle(data.buyer)}`, { width });
  doc.moveDown(0.6);

  const columns = [0.08, 0.22, 0.4, 0.3];
  const row = (cells: string[], bold: boolean) => {
    doc.font(bold ? 'bold' : 'regular').fontSize(9);
    const height =
      Math.max(...cells.map((cell, i) => doc.heightOfString(cell, { width: width * (columns[i] ?? 0) - 6 }))) + 6;
    if (doc.y + height > doc.page.height - doc.page.margins.bottom) doc.addPage();
    const top = doc.y;
    let x = left;
    cells.forEach((cell, index) => {
      const share = columns[index] ?? 0;
      doc.rect(x, top, width * share, height).stroke();
      doc.text(cell, x + 3, top + 3, { width: width * share - 6, align: index === 3 ? 'right' : 'left' });
      x += width * share;
    });
    doc.x = left;
    doc.y = top + height;
  };

  let totalGrams = 0;
  let totalRolls = 0;
  let weighed = true;
  data.lines.forEach((line, index) => {
    doc
      .font('bold')
      .fontSize(10)
      .text(`${index + 1}. ${line.color ? `${line.name}, цвет ${line.color}` : line.name}`, left, doc.y, { width });
    doc.moveDown(0.2);
    row(['№', 'Рулон', 'Партия', 'Вес, кг'], true);
    line.items.forEach((item, position) =>
      row([String(position + 1), item.number, item.lot, formatKg(item.grams)], false),
    );
    const grams = line.items.length > 0 ? line.items.reduce((sum, item) => sum + item.grams, 0) : line.grams;
    if (grams === null) weighed = false;
    totalGrams += grams ?? 0;
    totalRolls += line.rolls;
    doc
      .font('bold')
      .fontSize(9)
      .text(
        `Рулонов: ${line.rolls}; вес: ${grams === null ? 'не взвешено' : `${formatKg(grams)} кг`}`,
        left,
        doc.y + 2,
        {
          width,
          align: 'right',
        },
      );
    doc.moveDown(0.8);
  });
  doc
    .font('bold')
    .fontSize(11)
    .text(
      `Итого рулонов: ${totalRolls}; вес${weighed ? '' : ' взвешенных строк'}: ${formatKg(totalGrams)} кг`,
      left,
      doc.y,
      {
        width,
      },
    );
  doc.moveDown(2);
  doc.font('regular').fontSize(9).text('Отпустил ____________________        Получил ____________________', { width });
  doc.end();
  return done;
}

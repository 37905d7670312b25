/**
 * Roll labels: one A6 page per roll, to stick on it (product, colour, lot, the roll number large, weight,
 * and a QR code of the number that a phone or a scanner reads back).
 */
import PDFDocument from 'pdfkit';
import { drawQrCode, formatKg, pdfBytes } from '../../lib/pdf.ts';

export interface LabelRoll {
  number: string;
  product: string;
  color: string | null;
  lot: string;
  grams: number;
  widthCm: number | null;
  grade: string | null;
}

/** One A6 page per roll. */
export function renderLabelsPdf(rolls: readonly LabelRoll[]): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A6', margin: 18, autoFirstPage: false, info: { Title: 'Этикетки рулонов' } });
  const done = pdfBytes(doc);
  for (const roll of rolls) {
    doc.addPage();
    const left = doc.page.margins.left;
    const width = doc.page.width - left - doc.page.margins.right;
    doc.font('bold').fontSize(13).text(roll.product, left, doc.page.margins.top, { width });
    doc.font('regular').fontSize(11);
    if (roll.color) doc.text(`Цвет: ${roll.color}`, { width });
    doc.text(`Партия: ${roll.lot}`, { width });
    doc.moveDown(0.3);
    doc.font('bold').fontSize(26).text(roll.number, { width, align: 'center' });
    doc
      .font('bold')
      .fontSize(16)
      .text(`${formatKg(roll.grams)} кг`, { width, align: 'center' });
    const extra = [roll.widthCm ? `ширина ${roll.widthCm} см` : '', roll.grade ?? ''].filter(Boolean).join(', ');
    if (extra) doc.font('regular').fontSize(10).text(extra, { width, align: 'center' });
    const side = Math.min(width, doc.page.height - doc.page.margins.bottom - doc.y - 24);
    drawQrCode(doc, roll.number, { x: left + (width - side) / 2, y: doc.y + 6, side, quiet: 2 });
    doc
      .font('regular')
      .fontSize(8)
      .text(`Рулон № ${roll.number}`, left, doc.page.height - doc.page.margins.bottom - 10, {
        width,
        align: 'center',
        lineBreak: false,
      });
  }
  doc.end();
  return done;
}

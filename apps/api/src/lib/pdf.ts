/**
 * What every PDF of the shop shares (pdfkit): DejaVu Sans, so Cyrillic and Uzbek Latin render in every
 * viewer; Russian number formats; QR codes; and the bytes of a finished document.
 */
import { createRequire } from 'node:module';
import type PDFDocument from 'pdfkit';
import QRCode from 'qrcode';

const require = createRequire(import.meta.url);
export const FONT_REGULAR = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
export const FONT_BOLD = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf');

/** `1234567` kopecks → `12 345,67`. */
export function formatRoubles(kopecks: number): string {
  const roubles = Math.floor(kopecks / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
  return `${roubles},${String(kopecks % 100).padStart(2, '0')}`;
}

/** `21300` grams → `21,300`. */
export function formatKg(grams: number): string {
  return `${Math.floor(grams / 1000)},${String(grams % 1000).padStart(3, '0')}`;
}

/** Registers the fonts as `regular` and `bold`, and resolves with the document's bytes once it ends. */
export function pdfBytes(doc: PDFKit.PDFDocument | InstanceType<typeof PDFDocument>): Promise<Buffer> {
  doc.registerFont('regular', FONT_REGULAR);
  doc.registerFont('bold', FONT_BOLD);
  const chunks: Buffer[] = [];
  return new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}

/** How many modules wide `text`'s QR code is at level M. */
export function qrModuleCount(text: string): number {
  return QRCode.create(text, { errorCorrectionLevel: 'M' }).modules.size;
}

/**
 * Draws `text`'s QR code (level M, vector) with its top left at x, y: `side` points wide including a quiet zone
 * of `quiet` modules on each side, where the caller draws nothing. Each row's run of dark modules is one
 * rectangle, so no hairline seams appear between modules when the page is rasterised.
 */
export function drawQrCode(
  doc: PDFKit.PDFDocument,
  text: string,
  box: { x: number; y: number; side: number; quiet: number },
): void {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const cell = box.side / (modules.size + 2 * box.quiet);
  const origin = (index: number) => (index + box.quiet) * cell;
  doc.save().fillColor('black');
  for (let row = 0; row < modules.size; row += 1) {
    let column = 0;
    while (column < modules.size) {
      if (!modules.get(row, column)) {
        column += 1;
        continue;
      }
      const start = column;
      while (column < modules.size && modules.get(row, column)) column += 1;
      doc.rect(box.x + origin(start), box.y + origin(row), (column - start) * cell, cell);
    }
  }
  doc.fill().restore();
}

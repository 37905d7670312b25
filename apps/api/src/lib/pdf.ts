/**
 * What every PDF of the shop shares (pdfkit): DejaVu Sans, so Cyrillic and Uzbek Latin render in every
 * viewer; Russian number formats; and the bytes of a finished document.
 */
import { createRequire } from 'node:module';
import type PDFDocument from 'pdfkit';

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

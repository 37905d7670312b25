/**
 * Real files of every type the shop handles, built in memory for upload tests, and the hostile ones
 * (renamed HTML/SVG/EXE, ZIP bombs, a 20000×20000 PNG).
 */
import { crc32, deflateSync } from 'node:zlib';
import writeXlsxFile from 'write-excel-file/node';
import yazl from 'yazl';

export function pdf(text = 'Реквизиты'): Buffer {
  return Buffer.from(`%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n% ${text}\ntrailer << /Root 1 0 R >>\n%%EOF\n`);
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A valid greyscale PNG; for huge sizes only the header is real (that is all a checker may read). */
export function png(width = 2, height = 2): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 0; // greyscale
  const rows = width * height <= 10_000 ? height : 1;
  const raw = Buffer.alloc(rows * (width + 1), 0x80);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export async function xlsx(): Promise<Buffer> {
  return writeXlsxFile([['Ткань', 'Кулирная гладь']], { sheet: 'Бриф' }).toBuffer();
}

async function zip(entries: [string, Buffer][]): Promise<Buffer> {
  const archive = new yazl.ZipFile();
  for (const [name, data] of entries) archive.addBuffer(data, name);
  archive.end();
  const chunks: Buffer[] = [];
  for await (const part of archive.outputStream) chunks.push(part as Buffer);
  return Buffer.concat(chunks);
}

const WORD_TYPES = Buffer.from(
  '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
    '<Default Extension="xml" ContentType="application/xml"/>' +
    '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
);
const WORD_BODY = Buffer.from(
  '<?xml version="1.0"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>ИНН</w:t></w:r></w:p></w:body></w:document>',
);

export function docx(): Promise<Buffer> {
  return zip([
    ['[Content_Types].xml', WORD_TYPES],
    ['word/document.xml', WORD_BODY],
  ]);
}

/** A DOCX with more entries than any real document has. */
export function docxWithEntries(count: number): Promise<Buffer> {
  const entries: [string, Buffer][] = [
    ['[Content_Types].xml', WORD_TYPES],
    ['word/document.xml', WORD_BODY],
  ];
  for (let i = 0; entries.length < count; i += 1) entries.push([`word/media/p${i}.xml`, Buffer.from('x')]);
  return zip(entries);
}

/** A small DOCX that unpacks to `bytes` (zeros compress about a thousand to one). */
export function docxUnpackingTo(bytes: number): Promise<Buffer> {
  return zip([
    ['[Content_Types].xml', WORD_TYPES],
    ['word/document.xml', WORD_BODY],
    ['word/media/bomb.bin', Buffer.alloc(bytes)],
  ]);
}

/** A legacy Word file: the CFB signature and a directory naming the WordDocument stream. */
export function doc(): Buffer {
  const file = Buffer.alloc(2048);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(file, 0);
  file.writeUInt16LE(0x003e, 24);
  file.writeUInt16LE(0x0003, 26);
  file.writeUInt16LE(0xfffe, 28);
  file.writeUInt16LE(9, 30);
  Buffer.from('Root Entry', 'utf16le').copy(file, 1024);
  Buffer.from('WordDocument', 'utf16le').copy(file, 1152);
  return file;
}

export const html = () => Buffer.from('<!doctype html><html><script>alert(1)</script></html>');
export const svg = () =>
  Buffer.from(
    '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script></svg>',
  );
export function exe(): Buffer {
  const file = Buffer.alloc(512);
  file.write('MZ', 0, 'ascii');
  file.writeUInt32LE(0x80, 0x3c);
  file.write('PE\0\0', 0x80, 'binary');
  return file;
}

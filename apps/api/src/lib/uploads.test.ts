import { describe, expect, it } from 'vitest';
import { doc, docx, docxUnpackingTo, docxWithEntries, exe, html, pdf, png, svg, xlsx } from '../../test/fixtures.ts';
import {
  attachmentDisposition,
  checkUpload,
  IMAGE_MAX_SIDE,
  safeFileName,
  storageKey,
  UPLOAD_KINDS,
  ZIP_MAX_ENTRIES,
  ZIP_MAX_UNPACKED_BYTES,
} from './uploads.ts';

const codeOf = async (promise: Promise<unknown>) => {
  try {
    await promise;
    return 'accepted';
  } catch (error) {
    return (error as { code?: string }).code;
  }
};

describe('upload checks', () => {
  it('accepts every allowed type, decided by its bytes', async () => {
    expect((await checkUpload('document', pdf(), 'a.pdf')).mime).toBe('application/pdf');
    expect((await checkUpload('document', await docx(), 'a.docx')).ext).toBe('docx');
    expect((await checkUpload('document', await xlsx(), 'a.xlsx')).ext).toBe('xlsx');
    expect((await checkUpload('document', doc(), 'a.doc')).ext).toBe('doc');
    expect((await checkUpload('document', png(), 'a.png')).mime).toBe('image/png');
  });

  it('names the file by its real type, whatever the user called it', async () => {
    const checked = await checkUpload('document', pdf(), 'scan.xlsx');
    expect(checked.name).toBe('scan.pdf');
  });

  it('refuses HTML, SVG and EXE files renamed as documents (415)', async () => {
    for (const [data, name] of [
      [html(), 'invoice.pdf'],
      [svg(), 'logo.png'],
      [exe(), 'brief.xlsx'],
      [Buffer.from('just text'), 'notes.docx'],
    ] as const) {
      expect(await codeOf(checkUpload('document', data, name))).toBe('FILE_TYPE_NOT_ALLOWED');
    }
  });

  it('refuses a type allowed elsewhere but not for this kind', async () => {
    expect(await codeOf(checkUpload('brief', png(), 'a.png'))).toBe('FILE_TYPE_NOT_ALLOWED');
  });

  it('refuses a file one byte over the limit of its kind, and an empty one', async () => {
    const limit = UPLOAD_KINDS.document.maxBytes;
    const tooBig = Buffer.concat([png(), Buffer.alloc(limit + 1 - png().length)]);
    expect(tooBig.length).toBe(limit + 1);
    expect(await codeOf(checkUpload('document', tooBig, 'big.png'))).toBe('FILE_TOO_LARGE');
    expect(await codeOf(checkUpload('document', Buffer.alloc(0), 'empty.png'))).toBe('FILE_REQUIRED');
  });

  it(`refuses an OOXML archive with more than ${ZIP_MAX_ENTRIES} entries`, async () => {
    expect(await codeOf(checkUpload('document', await docxWithEntries(ZIP_MAX_ENTRIES + 1), 'a.docx'))).toBe(
      'FILE_ARCHIVE_UNSAFE',
    );
    expect(await codeOf(checkUpload('document', await docxWithEntries(50), 'a.docx'))).toBe('accepted');
  });

  it('refuses a ZIP bomb: small on the wire, over the unpacked cap', async () => {
    const bomb = await docxUnpackingTo(ZIP_MAX_UNPACKED_BYTES + 1);
    expect(bomb.length).toBeLessThan(UPLOAD_KINDS.document.maxBytes);
    expect(await codeOf(checkUpload('document', bomb, 'bomb.docx'))).toBe('FILE_ARCHIVE_UNSAFE');
  });

  it('refuses a 20000×20000 PNG before decoding it', async () => {
    expect(await codeOf(checkUpload('document', png(20_000, 20_000), 'huge.png'))).toBe('IMAGE_TOO_MANY_PIXELS');
  });

  it(`accepts an image ${IMAGE_MAX_SIDE} px on a side and refuses one a pixel wider or taller`, async () => {
    expect((await checkUpload('document', png(IMAGE_MAX_SIDE, 1), 'wide.png')).ext).toBe('png');
    expect(await codeOf(checkUpload('document', png(IMAGE_MAX_SIDE + 1, 1), 'wide.png'))).toBe('IMAGE_TOO_MANY_PIXELS');
    expect(await codeOf(checkUpload('document', png(1, IMAGE_MAX_SIDE + 1), 'tall.png'))).toBe('IMAGE_TOO_MANY_PIXELS');
  });

  it('refuses an image whose header cannot be read', async () => {
    const broken = Buffer.concat([png().subarray(0, 16), Buffer.alloc(8)]);
    expect(await codeOf(checkUpload('document', broken, 'broken.png'))).toBe('FILE_TYPE_NOT_ALLOWED');
  });

  it('cleans a hostile file name down to a safe display name', () => {
    expect(safeFileName('../../x.pdf\r\nSet-Cookie: a=b', 'pdf')).toBe('x.pdf');
    expect(safeFileName('C:\\Users\\me\\Реквизиты ООО.docx', 'docx')).toBe('Реквизиты ООО.docx');
    expect(safeFileName('...', 'pdf')).toBe('file.pdf');
  });

  it('generates storage keys that never contain the user name', () => {
    const key = storageKey('user-files', 'pdf');
    expect(key).toMatch(/^user-files\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.pdf$/);
    expect(storageKey('user-files', 'pdf')).not.toBe(key);
  });

  it('encodes a download name for Content-Disposition without header injection', () => {
    const value = attachmentDisposition('Счёт "№1".pdf');
    expect(value).toBe(
      `attachment; filename="____ __1_.pdf"; filename*=UTF-8''%D0%A1%D1%87%D1%91%D1%82%20%22%E2%84%961%22.pdf`,
    );
    expect(value).not.toMatch(/[\r\n]/);
  });
});

/**
 * Documents read back from outside, by the tools an accountant's or a bank's software stands for: poppler
 * renders a PDF to PNG at 150 dpi (`pdftoppm`) and extracts its text with the layout kept (`pdftotext`), zbar
 * decodes the QR codes on the picture (`zbarimg`), libxml2 validates XML against an XSD (`xmllint`). The
 * Debian packages poppler-utils, zbar-tools and libxml2-utils (.ci/run installs them).
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** Runs `work` in a fresh temporary directory, removed afterwards. */
async function inTemp<T>(work: (dir: string) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(path.join(tmpdir(), 'polotno-doc-'));
  try {
    return await work(dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * The QR codes found on the PDF's `page` rendered at `dpi`, each decoded to its exact bytes as UTF-8
 * (`zbarimg -Sbinary`: without it zbar guesses the character set).
 */
export async function decodePdfQr(pdf: Buffer, options: { page?: number; dpi?: number } = {}): Promise<string[]> {
  const page = String(options.page ?? 1);
  return inTemp(async (dir) => {
    await writeFile(path.join(dir, 'document.pdf'), pdf);
    await run('pdftoppm', ['-r', String(options.dpi ?? 150), '-png', '-f', page, '-l', page, 'document.pdf', 'page'], {
      cwd: dir,
    });
    const [image] = (await readdir(dir)).filter((name) => name.endsWith('.png'));
    if (!image) throw new Error('pdftoppm rendered no page');
    try {
      // One symbol per line would be ambiguous with binary data: -Sbinary output is read as one symbol.
      const { stdout } = await run('zbarimg', ['--raw', '-q', '-Sbinary', image], {
        cwd: dir,
        encoding: 'buffer',
        maxBuffer: 1 << 20,
      });
      const text = stdout.toString('utf8').replace(/\n$/, '');
      return text === '' ? [] : [text];
    } catch (error) {
      // zbarimg exits 4 when it finds no symbol.
      if ((error as { code?: number }).code === 4) return [];
      throw error;
    }
  });
}

/** The PDF's `page` rendered by `pdftoppm` at `dpi`, as PNG bytes. */
export async function renderPdfPage(pdf: Buffer, options: { page?: number; dpi?: number } = {}): Promise<Buffer> {
  const page = String(options.page ?? 1);
  return inTemp(async (dir) => {
    await writeFile(path.join(dir, 'document.pdf'), pdf);
    await run(
      'pdftoppm',
      ['-r', String(options.dpi ?? 150), '-png', '-singlefile', '-f', page, '-l', page, 'document.pdf', 'page'],
      {
        cwd: dir,
      },
    );
    return readFile(path.join(dir, 'page.png'));
  });
}

/** The PDF's text as `pdftotext -layout` gives it (columns kept on their lines). */
export async function pdfLayoutText(pdf: Buffer): Promise<string> {
  return inTemp(async (dir) => {
    await writeFile(path.join(dir, 'document.pdf'), pdf);
    const { stdout } = await run('pdftotext', ['-layout', '-enc', 'UTF-8', 'document.pdf', '-'], {
      cwd: dir,
      maxBuffer: 1 << 24,
    });
    return stdout;
  });
}

/** How many pages the PDF has and the first page's size in points (`pdfinfo`). */
export async function pdfPageInfo(pdf: Buffer): Promise<{ pages: number; width: number; height: number }> {
  return inTemp(async (dir) => {
    await writeFile(path.join(dir, 'document.pdf'), pdf);
    const { stdout } = await run('pdfinfo', ['document.pdf'], { cwd: dir });
    const pages = Number(/^Pages:\s+(\d+)/m.exec(stdout)?.[1]);
    const size = /^Page size:\s+([\d.]+) x ([\d.]+) pts/m.exec(stdout);
    return { pages, width: Number(size?.[1]), height: Number(size?.[2]) };
  });
}

/**
 * Validates `xml` (its bytes, saved under `fileName`) against the XSD at `schema` with `xmllint --schema`;
 * resolves with whether it passed and what xmllint said.
 */
export async function xmllintSchema(
  xml: Buffer,
  fileName: string,
  schema: string,
): Promise<{ valid: boolean; output: string }> {
  return inTemp(async (dir) => {
    await writeFile(path.join(dir, fileName), xml);
    try {
      const { stderr } = await run('xmllint', ['--noout', '--schema', schema, fileName], { cwd: dir });
      return { valid: true, output: stderr };
    } catch (error) {
      return { valid: false, output: String((error as { stderr?: string }).stderr ?? error) };
    }
  });
}

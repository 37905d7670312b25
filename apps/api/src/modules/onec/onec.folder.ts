/**
 * The exchange folders on disk: one per `init` of a session, under `DATA_DIR/onec/`. 1C's file names are
 * made safe here (backslashes, drive letters, absolute paths, `..`), chunks are appended as they stream in
 * (never more than `file_limit` per request, never past the quota of all folders together), an archive is
 * unpacked with yauzl within limits on entries, sizes and paths, and folders older than the keep period go.
 */
import { createHash, randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rm, stat, truncate, unlink } from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import yauzl from 'yauzl';

/** Most entries one archive may hold (a catalogue of 10,000 goods with pictures stays far below it). */
export const MAX_ZIP_ENTRIES = 200_000;
/** Most path segments of a file name (`import_files/ab/cd/x.jpg` has four). */
const MAX_SEGMENTS = 8;
const MAX_SEGMENT_LENGTH = 200;

/** A refusal to put in the `failure` answer (Russian, for 1C's operator). */
export class OnecFileError extends Error {
  override name = 'OnecFileError';
}

/**
 * 1C's file name as a safe relative path inside the exchange folder. Backslashes become slashes; a name
 * given with a drive letter or from the root (`C:\v8_8789_c.xml`, `/tmp/import.xml`) keeps only its last
 * part; a relative name keeps its folders (`import_files/ab/x.jpg`). `..`, control characters, empty names
 * and overlong ones are refused.
 */
export function safeFileName(given: string): string {
  let name = given.replace(/\\/g, '/').trim();
  const absolute = /^[A-Za-z]:/.test(name) || name.startsWith('/');
  name = name.replace(/^[A-Za-z]:/, '');
  const parts = name.split('/').filter((part) => part !== '' && part !== '.');
  if (parts.length === 0) throw new OnecFileError('Не указано имя файла');
  if (parts.includes('..')) throw new OnecFileError(`Имя файла «${given}» выходит за папку обмена`);
  // eslint-disable-next-line no-control-regex
  if (parts.some((part) => /[\u0000-\u001f\u007f:*?"<>|]/.test(part) || part.length > MAX_SEGMENT_LENGTH)) {
    throw new OnecFileError(`Недопустимое имя файла «${given}»`);
  }
  const kept = absolute ? parts.slice(-1) : parts;
  if (kept.length > MAX_SEGMENTS) throw new OnecFileError(`Слишком глубокий путь файла «${given}»`);
  return kept.join('/');
}

/** The absolute path of `name` (already safe) in `folder`, checked once more to lie inside it. */
export function insideFolder(folder: string, name: string): string {
  const full = path.resolve(folder, name);
  if (!full.startsWith(path.resolve(folder) + path.sep)) {
    throw new OnecFileError(`Имя файла «${name}» выходит за папку обмена`);
  }
  return full;
}

/** A new folder name for a session's exchange: the session and a random part, so an `init` starts clean. */
export function newFolderName(sessionId: string): string {
  return `${sessionId}-${randomBytes(4).toString('hex')}`;
}

/** Counts bytes through a stream and stops it with OnecFileError past `limit`. */
function limiter(limit: number, tooMuch: () => string): Transform & { bytes: number } {
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      counter.bytes += chunk.length;
      if (counter.bytes > limit) done(new OnecFileError(tooMuch()));
      else done(null, chunk);
    },
  }) as Transform & { bytes: number };
  counter.bytes = 0;
  return counter;
}

/**
 * Appends a request body to a file of the folder; resolves with the bytes appended. More than `limit`
 * bytes in one request is refused, and what this request wrote is cut off again.
 */
export async function appendChunk(
  folder: string,
  name: string,
  body: Readable,
  limit: number,
  tooMuch: () => string,
): Promise<{ appended: number; size: number }> {
  const full = insideFolder(folder, name);
  await mkdir(path.dirname(full), { recursive: true });
  const before = await stat(full).then(
    (found) => found.size,
    () => 0,
  );
  const counter = limiter(limit, tooMuch);
  try {
    await pipeline(body, counter, createWriteStream(full, { flags: 'a' }));
  } catch (error) {
    body.resume();
    // Keep the file as it was before this request: a refused chunk leaves nothing behind.
    await truncate(full, before).catch(() => undefined);
    throw error;
  }
  return { appended: counter.bytes, size: before + counter.bytes };
}

/** SHA-256 of a file, hex. */
export async function sha256Of(file: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(createReadStream(file), hash);
  return hash.digest('hex');
}

export interface UnpackedFile {
  name: string;
  size: number;
}

/**
 * Unpacks an archive into the folder, keeping the relative paths 1C zipped (`import0_1.xml`,
 * `import_files/ab/x.jpg`). Refused: more than MAX_ZIP_ENTRIES entries, more than `maxBytes` unpacked,
 * a name leaving the folder, an encrypted entry or a symbolic link. Resolves with the files written.
 */
export async function unpackZip(folder: string, archive: string, maxBytes: number): Promise<UnpackedFile[]> {
  const zip = await new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.open(archive, { lazyEntries: true, autoClose: true, strictFileNames: false }, (error, opened) =>
      error || !opened ? reject(new OnecFileError(`Архив не читается: ${error?.message ?? 'пуст'}`)) : resolve(opened),
    ),
  );
  if (zip.entryCount > MAX_ZIP_ENTRIES) {
    zip.close();
    throw new OnecFileError(`В архиве ${zip.entryCount} файлов, больше допустимых ${MAX_ZIP_ENTRIES}`);
  }
  const written: UnpackedFile[] = [];
  let total = 0;
  return new Promise<UnpackedFile[]>((resolve, reject) => {
    const fail = (error: unknown) => {
      zip.close();
      const message = (error as Error).message;
      // yauzl itself refuses an absolute name or one with `..` before we see the entry.
      const escapes = /invalid relative path|absolute path/.test(message);
      reject(
        error instanceof OnecFileError
          ? error
          : new OnecFileError(
              escapes ? `Путь в архиве выходит за папку обмена (${message})` : `Архив не читается: ${message}`,
            ),
      );
    };
    zip.on('error', fail);
    zip.on('end', () => resolve(written));
    zip.on('entry', (entry: yauzl.Entry) => {
      void (async () => {
        const isDirectory = entry.fileName.endsWith('/');
        // Inside an archive only relative paths are accepted (1C zips its folder so).
        if (/^([A-Za-z]:|[/\\])/.test(entry.fileName)) {
          throw new OnecFileError(`Путь «${entry.fileName}» в архиве недопустим`);
        }
        const name = safeFileName(entry.fileName);
        if (entry.isEncrypted()) throw new OnecFileError(`Файл «${name}» в архиве зашифрован`);
        // The high bits of the external attributes are the Unix mode: a symbolic link is not unpacked.
        if (((entry.externalFileAttributes >>> 16) & 0o170000) === 0o120000) {
          throw new OnecFileError(`Файл «${name}» в архиве — символическая ссылка`);
        }
        const full = insideFolder(folder, name);
        if (isDirectory) {
          await mkdir(full, { recursive: true });
          zip.readEntry();
          return;
        }
        total += entry.uncompressedSize;
        if (total > maxBytes) throw new OnecFileError(`Архив распаковывается больше чем в ${maxBytes} байт`);
        await mkdir(path.dirname(full), { recursive: true });
        const stream = await new Promise<Readable>((resolveStream, rejectStream) =>
          zip.openReadStream(entry, (error, opened) =>
            error || !opened ? rejectStream(error) : resolveStream(opened),
          ),
        );
        await pipeline(stream, createWriteStream(full));
        written.push({ name, size: entry.uncompressedSize });
        zip.readEntry();
      })().catch(fail);
    });
    zip.readEntry();
  });
}

/** Bytes of every file under `dir` (0 when it does not exist). */
export async function folderBytes(dir: string): Promise<number> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true }).catch(() => []);
  let total = 0;
  for (const entry of entries) {
    if (entry.isFile()) total += (await stat(path.join(entry.parentPath, entry.name)).catch(() => ({ size: 0 }))).size;
  }
  return total;
}

/** Removes a folder of the exchange (nothing when it is already gone). */
export async function removeFolder(root: string, folder: string): Promise<void> {
  await rm(insideFolder(root, folder), { recursive: true, force: true });
}

/** Removes one file (an unpacked archive). */
export async function removeFile(folder: string, name: string): Promise<void> {
  await unlink(insideFolder(folder, name)).catch(() => undefined);
}

/** Whether a file of the folder exists. */
export async function fileExists(folder: string, name: string): Promise<boolean> {
  return stat(insideFolder(folder, name)).then(
    (found) => found.isFile(),
    () => false,
  );
}

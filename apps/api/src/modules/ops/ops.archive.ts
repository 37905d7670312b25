/**
 * The backup archive: one zip with `database.sql`, `files/<key>` for every stored file and `manifest.json`
 * (written last, naming each part's size and SHA-256). It is written under a temporary name in the target
 * directory and renamed when complete and flushed, so a backup that fails or is killed leaves no file by an
 * archive's name, and what it leaves is not a zip restore accepts (no central directory).
 */
import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, readdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { BACKUP_FORMAT, BackupManifestSchema, type BackupManifest, type BackupPart } from '@polotno/domain';
import yauzl from 'yauzl';
import yazl from 'yazl';

export const MANIFEST = 'manifest.json';
export const DATABASE_PART = 'database.sql';
export const FILES_PREFIX = 'files/';

const ARCHIVE_NAME = /^polotno-\d{8}-\d{6}(-\d+)?\.zip$/;
const PARTIAL = /^\.polotno-.*\.(\d+)\.partial$/;

/** `polotno-20261128-153000.zip` for a backup taken at that UTC time. */
export function archiveName(at: Date): string {
  const stamp = at.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
  return `polotno-${stamp}.zip`;
}

/** Counts bytes and hashes what passes through, at the pace of whoever reads it (no data is dropped). */
function hashing(): { stream: Transform; done(): { bytes: number; sha256: string } } {
  const hash = createHash('sha256');
  let bytes = 0;
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, next) {
      hash.update(chunk);
      bytes += chunk.length;
      next(null, chunk);
    },
  });
  return { stream, done: () => ({ bytes, sha256: hash.digest('hex') }) };
}

export interface ArchiveWriter {
  /** Adds a part from a buffer. */
  addBuffer(name: string, data: Buffer): BackupPart;
  /** Adds a part from a stream; resolves once it has been read whole. */
  addStream(name: string, body: Readable): Promise<BackupPart>;
  /** Adds the manifest, flushes the file and gives it its name; resolves with the archive's path and size. */
  finish(manifest: Omit<BackupManifest, 'format'>): Promise<{ file: string; bytes: number }>;
  /** Removes the temporary file (a failed backup). */
  abort(): Promise<void>;
}

/** Starts an archive in `dir` to be named `name` once finished. */
export async function createArchive(dir: string, name: string): Promise<ArchiveWriter> {
  await mkdir(dir, { recursive: true });
  await removeOrphans(dir);
  const temporary = path.join(dir, `.${name}.${process.pid}.partial`);
  const zip = new yazl.ZipFile();
  const output = createWriteStream(temporary, { mode: 0o600 });
  const written = pipeline(zip.outputStream, output);
  // A failure of the file is seen by `finish`; until then it must not be an unhandled rejection.
  written.catch(() => {});

  return {
    addBuffer(partName, data) {
      zip.addBuffer(data, partName);
      return { name: partName, bytes: data.length, sha256: createHash('sha256').update(data).digest('hex') };
    },
    async addStream(partName, body) {
      const counted = hashing();
      const read = new Promise<void>((resolve, reject) => {
        counted.stream.once('end', resolve);
        body.once('error', reject);
      });
      zip.addReadStream(body.pipe(counted.stream), partName);
      await Promise.race([read, written.then(() => Promise.reject(new Error('the archive was closed early')))]);
      return { name: partName, ...counted.done() };
    },
    async finish(manifest) {
      const full: BackupManifest = { format: BACKUP_FORMAT, ...manifest };
      zip.addBuffer(Buffer.from(`${JSON.stringify(full, null, 2)}\n`), MANIFEST);
      zip.end();
      await written;
      const handle = await open(temporary, 'r');
      let bytes: number;
      try {
        await handle.sync();
        bytes = (await handle.stat()).size;
      } finally {
        await handle.close();
      }
      const file = path.join(dir, name);
      await rename(temporary, file);
      return { file, bytes };
    },
    async abort() {
      output.destroy();
      await rm(temporary, { force: true });
    },
  };
}

/** Whether a process with this id runs (a temporary file of a live backup is not removed). */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Removes the temporary files of backups whose process is gone (killed mid-backup). */
async function removeOrphans(dir: string): Promise<void> {
  for (const name of await readdir(dir)) {
    const match = PARTIAL.exec(name);
    if (match && !alive(Number(match[1]))) await rm(path.join(dir, name), { force: true });
  }
}

/** Keeps the newest `keep` archives of `dir` and removes the others; resolves with the names removed. */
export async function rotateArchives(dir: string, keep: number): Promise<string[]> {
  const archives = (await readdir(dir).catch(() => [])).filter((name) => ARCHIVE_NAME.test(name)).sort();
  const stale = archives.slice(0, Math.max(0, archives.length - keep));
  for (const name of stale) await rm(path.join(dir, name), { force: true });
  return stale;
}

export interface OpenedArchive {
  manifest: BackupManifest;
  /** A part's bytes as a stream. */
  read(name: string): Promise<Readable>;
  close(): void;
}

function openZip(file: string): Promise<yauzl.ZipFile> {
  return new Promise((resolve, reject) =>
    yauzl.open(file, { lazyEntries: true, autoClose: false, strictFileNames: true }, (error, zip) =>
      error ? reject(error) : resolve(zip),
    ),
  );
}

/**
 * Opens an archive and checks it whole before anything is restored: a zip with a manifest of this format,
 * every part the manifest names present with its size and SHA-256, and nothing else in it.
 * Rejects with the first problem found.
 */
export async function openArchive(file: string): Promise<OpenedArchive> {
  let zip: yauzl.ZipFile;
  try {
    zip = await openZip(file);
  } catch (error) {
    throw new Error(`${file} is not a complete backup archive (${(error as Error).message})`);
  }
  const entries = new Map<string, yauzl.Entry>();
  await new Promise<void>((resolve, reject) => {
    zip.on('entry', (entry: yauzl.Entry) => {
      entries.set(entry.fileName, entry);
      zip.readEntry();
    });
    zip.once('end', resolve);
    zip.once('error', reject);
    zip.readEntry();
  });
  const stream = (entry: yauzl.Entry) =>
    new Promise<Readable>((resolve, reject) =>
      zip.openReadStream(entry, (error, body) => (error ? reject(error) : resolve(body))),
    );
  try {
    const manifestEntry = entries.get(MANIFEST);
    if (!manifestEntry) throw new Error(`${file} has no ${MANIFEST}: not a backup archive, or an unfinished one`);
    const chunks: Buffer[] = [];
    for await (const chunk of await stream(manifestEntry)) chunks.push(chunk as Buffer);
    const parsed = BackupManifestSchema.safeParse(JSON.parse(Buffer.concat(chunks).toString('utf8')));
    if (!parsed.success)
      throw new Error(`${file}: the manifest is not one this version reads (${parsed.error.message})`);
    const manifest = parsed.data;
    const parts = [manifest.database, ...manifest.files];
    if (
      !manifest.files.every((part) => part.name.startsWith(FILES_PREFIX)) ||
      manifest.database.name !== DATABASE_PART
    ) {
      throw new Error(`${file}: the manifest names parts outside the archive's layout`);
    }
    const named = new Set([MANIFEST, ...parts.map((part) => part.name)]);
    const extra = [...entries.keys()].find((name) => !named.has(name));
    if (extra) throw new Error(`${file} holds ${extra}, which its manifest does not name`);
    for (const part of parts) {
      const entry = entries.get(part.name);
      if (!entry) throw new Error(`${file} lacks ${part.name}, which its manifest names`);
      const counted = hashing();
      await pipeline(await stream(entry), counted.stream, async function* drain(source) {
        for await (const _chunk of source) yield* [];
      });
      const found = counted.done();
      if (found.sha256 !== part.sha256 || found.bytes !== part.bytes) {
        throw new Error(`${file}: ${part.name} is damaged (SHA-256 ${found.sha256}, the manifest says ${part.sha256})`);
      }
    }
    return {
      manifest,
      async read(name) {
        const entry = entries.get(name);
        if (!entry) throw new Error(`${file} lacks ${name}`);
        return stream(entry);
      },
      close: () => zip.close(),
    };
  } catch (error) {
    zip.close();
    throw error;
  }
}

/**
 * One process per PGlite directory. PGlite has no postmaster to refuse a second opener: two processes on one
 * directory each answer from their own memory, and whichever writes its pages last wins — rows vanish and ids
 * are handed out twice. So the directory is claimed with an exclusive OS lock on `<dir>.lock` (an open file
 * description lock on Linux, `flock` on macOS, `LockFileEx` on Windows) before PGlite opens it. The kernel drops
 * the lock when its holder exits for any reason, `kill -9` included, so a stale lock cannot outlive its process:
 * the next start simply gets it. The holder writes its pid into the file so that a refused start can name it.
 */
import { constants } from 'node:fs';
import { access, mkdir, open, readFile, type FileHandle } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';

// The package is CommonJS without types; these are the two functions of its documented API used here.
const { tryLock, unlock } = createRequire(import.meta.url)('fs-native-extensions') as {
  /** Requests an exclusive lock on the whole file; false when another open file holds it. */
  tryLock(fd: number): boolean;
  unlock(fd: number): void;
};

/** Why a data directory cannot be used; `message` is one line meant for the operator. */
export class DataDirError extends Error {
  /** The message without the directory, for a caller that names the directory its own way (`DATA_DIR /srv …`). */
  readonly problem: string;

  constructor(
    readonly dir: string,
    readonly reason: 'in-use' | 'not-writable',
    /** The process holding the directory, when `reason` is `in-use` and it wrote its pid in time. */
    readonly holderPid: number | null,
    detail: string,
  ) {
    const problem =
      reason === 'in-use' ? `is in use by process ${holderPid ?? '(unknown)'}` : `is not writable: ${detail}`;
    super(`${dir} ${problem}`);
    this.name = 'DataDirError';
    this.problem = problem;
  }
}

export interface DataDirLock {
  /** Releases the lock; the next process to open the directory gets it. */
  release(): Promise<void>;
}

// What a directory that cannot be created or written reports: permissions, a read-only mount, a file in the way.
const NOT_WRITABLE = new Set(['EACCES', 'EPERM', 'EROFS', 'ENOTDIR', 'EEXIST', 'ENOENT', 'ENOSPC', 'EISDIR']);

function notWritable(dir: string, error: unknown): never {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  if (code && NOT_WRITABLE.has(code)) throw new DataDirError(dir, 'not-writable', null, (error as Error).message);
  throw error;
}

/** The pid the holder wrote; it writes right after locking, so a reader that comes in between waits a moment. */
async function readHolderPid(file: string): Promise<number | null> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const text = await readFile(file, 'utf8').catch(() => '');
    const pid = Number.parseInt(text, 10);
    if (Number.isInteger(pid) && pid > 0) return pid;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return null;
}

/**
 * Creates `dir` if needed, proves it writable and takes the exclusive lock on `<dir>.lock`, or throws a
 * DataDirError: `in-use` naming the holder's pid, or `not-writable` with the system's reason.
 */
export async function lockDataDir(dir: string): Promise<DataDirLock> {
  const resolved = path.resolve(dir);
  const lockFile = `${resolved}.lock`;
  let handle: FileHandle;
  try {
    await mkdir(resolved, { recursive: true });
    // Root passes this check on any local directory; it still catches read-only mounts and other users' directories.
    await access(resolved, constants.W_OK);
    // 'a+' creates the file without truncating it: the holder's pid must survive a refused opener.
    handle = await open(lockFile, 'a+');
  } catch (error) {
    notWritable(resolved, error);
  }
  let locked: boolean;
  try {
    locked = tryLock(handle.fd);
  } catch (error) {
    await handle.close();
    notWritable(resolved, error);
  }
  if (!locked) {
    await handle.close();
    throw new DataDirError(resolved, 'in-use', await readHolderPid(lockFile), '');
  }
  await handle.truncate(0);
  await handle.write(`${process.pid}\n`, 0);
  await handle.sync();
  let released = false;
  return {
    async release() {
      if (released) return;
      released = true;
      // The file stays: deleting it would let a process that opened it a moment ago lock an orphaned inode
      // while a third creates and locks a fresh file — two holders. An unlocked file with an old pid is harmless.
      unlock(handle.fd);
      await handle.close();
    },
  };
}

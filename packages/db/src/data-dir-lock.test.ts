import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DataDirError, lockDataDir } from './data-dir-lock.ts';

describe('data directory lock', () => {
  let root: string;
  beforeEach(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'polotno-dir-lock-'));
  });
  afterEach(() => rm(root, { recursive: true, force: true }));

  it('creates the directory, records the holder pid and refuses a second holder until released', async () => {
    const dir = path.join(root, 'db');
    const lock = await lockDataDir(dir);
    expect(await readFile(`${dir}.lock`, 'utf8')).toBe(`${process.pid}\n`);

    // Locks belong to an open file, not to a process: the same process opening twice is refused too.
    const refused = await lockDataDir(dir).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(DataDirError);
    expect((refused as DataDirError).reason).toBe('in-use');
    expect((refused as DataDirError).message).toBe(`${dir} is in use by process ${process.pid}`);

    await lock.release();
    const again = await lockDataDir(dir);
    await again.release();
  });

  it('names a directory that cannot be created, with the reason, instead of opening anything', async () => {
    const file = path.join(root, 'not-a-directory');
    await writeFile(file, '');
    const refused = await lockDataDir(path.join(file, 'db')).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(DataDirError);
    expect((refused as DataDirError).reason).toBe('not-writable');
    expect((refused as DataDirError).problem).toMatch(/^is not writable: ENOTDIR/);
  });

  it('refuses a file standing where the directory should be', async () => {
    const dir = path.join(root, 'db');
    await writeFile(dir, 'not a directory');
    const refused = await lockDataDir(dir).catch((error: unknown) => error);
    expect((refused as DataDirError).problem).toMatch(/^is not writable: EEXIST/);
  });
});

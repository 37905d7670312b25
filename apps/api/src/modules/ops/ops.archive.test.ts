import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { archiveName, createArchive, rotateArchives } from './ops.archive.ts';

describe('backup archives on disk', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'polotno-archives-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('names an archive by its UTC time', () => {
    expect(archiveName(new Date('2026-03-05T07:08:09.123Z'))).toBe('polotno-20260305-070809.zip');
  });

  it('keeps the newest archives and nothing else of theirs', async () => {
    const names = ['polotno-20260101-000000.zip', 'polotno-20260102-000000.zip', 'polotno-20260103-000000.zip'];
    for (const name of [...names, 'notes.txt']) await writeFile(path.join(dir, name), 'x');
    expect(await rotateArchives(dir, 2)).toEqual(['polotno-20260101-000000.zip']);
    expect((await readdir(dir)).sort()).toEqual(['notes.txt', ...names.slice(1)]);
  });

  it('removes what a killed backup left when the next one starts, never a live one', async () => {
    // Process 2^22 + 1 does not exist (Linux pids stop at 2^22); this process does.
    const orphan = `.polotno-20260101-000000.zip.${2 ** 22 + 1}.partial`;
    const live = `.polotno-20260101-000001.zip.${process.pid}.partial`;
    await writeFile(path.join(dir, orphan), 'PK');
    await writeFile(path.join(dir, live), 'PK');
    const archive = await createArchive(dir, 'polotno-20260102-000000.zip');
    const during = await readdir(dir);
    expect(during).not.toContain(orphan);
    expect(during).toContain(live);
    await archive.abort();
    expect(await readdir(dir)).toEqual([live]);
  });
});

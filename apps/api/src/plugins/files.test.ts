import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localFileStore, s3FileStore, type FileStore } from './files.ts';

/** The same behaviour is required of every store. */
function behavesAsAFileStore(name: string, open: () => FileStore) {
  describe(name, () => {
    it('keeps a file and gives it back with its size', async () => {
      const store = open();
      await store.put('docs/a1.txt', Buffer.from('рулон'), 'text/plain');
      const found = await store.find('docs/a1.txt');
      expect(found?.size).toBe(Buffer.byteLength('рулон'));
      expect(await text(found!.body)).toBe('рулон');
    });

    it('answers null for a missing key and after delete', async () => {
      const store = open();
      expect(await store.find('docs/none.txt')).toBeNull();
      await store.put('docs/gone.txt', Buffer.from('x'), 'text/plain');
      await store.delete('docs/gone.txt');
      expect(await store.find('docs/gone.txt')).toBeNull();
    });

    it('lists every key it holds, a backup reads them all, and answers its readiness check', async () => {
      const store = open();
      await store.put('list/b/2.webp', Buffer.from('b'), 'image/webp');
      await store.put('list/a.pdf', Buffer.from('a'), 'application/pdf');
      const keys: string[] = [];
      for await (const key of store.list()) keys.push(key);
      expect(keys.filter((key) => key.startsWith('list/')).sort()).toEqual(['list/a.pdf', 'list/b/2.webp']);
      expect(keys).toContain('docs/a1.txt');
      await expect(store.check()).resolves.toBeUndefined();
    });

    it('refuses keys that could leave the store', async () => {
      const store = open();
      await expect(store.put('../escape.txt', Buffer.from('x'), 'text/plain')).rejects.toThrow(/unsafe/);
      await expect(store.find('a/../../b')).rejects.toThrow(/unsafe/);
      await expect(store.put('/etc/passwd', Buffer.from('x'), 'text/plain')).rejects.toThrow(/unsafe/);
    });
  });
}

let root: string;
let server: S3rver;
let endpoint: string;
const stores: { close(): void }[] = [];

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'polotno-files-'));
  server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: path.join(root, 's3'),
    configureBuckets: [{ name: 'polotno', configs: [] }],
  });
  const address = await server.run();
  endpoint = `http://127.0.0.1:${address.port}`;
});

afterAll(async () => {
  for (const store of stores) store.close();
  await server.close();
  await rm(root, { recursive: true, force: true });
});

behavesAsAFileStore('local directory store', () => localFileStore(path.join(root, 'local')));
behavesAsAFileStore('S3 bucket store (against a real S3-protocol server)', () => {
  const store = s3FileStore({
    endpoint,
    bucket: 'polotno',
    region: 'us-east-1',
    accessKey: 'S3RVER',
    secretKey: 'S3RVER',
  });
  stores.push(store);
  return store;
});

describe('S3 store errors', () => {
  it('reports a missing bucket instead of pretending the file is absent', async () => {
    const store = s3FileStore({
      endpoint,
      bucket: 'no-such-bucket',
      region: 'us-east-1',
      accessKey: 'S3RVER',
      secretKey: 'S3RVER',
    });
    stores.push(store);
    await expect(store.put('a.txt', Buffer.from('x'), 'text/plain')).rejects.toThrow();
    await expect(store.check()).rejects.toThrow();
  });
});

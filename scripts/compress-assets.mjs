// After `react-router build`: writes brotli and gzip twins of the hashed client assets, so the server
// sends precompressed files (brotli-11) instead of compressing on every request.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const dir = new URL('../apps/web/build/client/', import.meta.url).pathname;
const COMPRESSIBLE = /\.(js|css|svg|json|html|txt|map)$/;

let count = 0;
for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !COMPRESSIBLE.test(entry.name)) continue;
  const file = path.join(entry.parentPath, entry.name);
  const data = await readFile(file);
  if (data.length < 512) continue;
  const params = { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length };
  await writeFile(`${file}.br`, await brotli(data, { params }));
  await writeFile(`${file}.gz`, await gzip(data, { level: 9 }));
  count += 1;
}
console.log(`compressed ${count} client assets (brotli + gzip)`);

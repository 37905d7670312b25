/**
 * A client that speaks to the exchange exactly as 1C's «Обмен с сайтом» (УТ 11.5's module ОбменССайтом,
 * reference/commerceml.md §1) does, over real HTTP: HTTP Basic on every request plus the cookie `checkauth`
 * returned; the first line of an answer compared trimmed and lower-cased; `init` must answer exactly two
 * lines; a file is sent in `file_limit`-sized chunks under one name, raw, without a Content-Type; with
 * `zip=yes` the whole folder is zipped (relative paths) under a temporary name and `import` is then called
 * per original XML name, repeated while the answer is `progress`; each request times out after 180 s.
 */
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export interface OnecAnswer {
  status: number;
  contentType: string;
  /** The body as text. */
  body: string;
  bytes: Buffer;
  /** Lines split on `\n`. */
  lines: string[];
  /** The first line as 1C reads it: trimmed, lower case. */
  keyword: string;
}

export class OnecClient {
  cookie: string | null = null;
  /** Every request made: `type mode [filename]`. */
  readonly log: string[] = [];

  constructor(
    readonly baseUrl: string,
    private readonly login: string,
    private readonly password: string,
  ) {}

  async call(
    type: string,
    mode: string,
    options: { filename?: string; body?: Uint8Array; basic?: boolean; cookie?: boolean } = {},
  ): Promise<OnecAnswer> {
    const url = new URL('/api/integrations/1c/exchange', this.baseUrl);
    url.searchParams.set('type', type);
    url.searchParams.set('mode', mode);
    if (options.filename !== undefined) url.searchParams.set('filename', options.filename);
    const headers: Record<string, string> = {};
    if (options.basic !== false) {
      headers.authorization = `Basic ${Buffer.from(`${this.login}:${this.password}`).toString('base64')}`;
    }
    if (this.cookie && options.cookie !== false) headers.cookie = this.cookie;
    this.log.push(`${type} ${mode}${options.filename ? ` ${options.filename}` : ''}`);
    const response = await fetch(url, {
      method: options.body ? 'POST' : 'GET',
      headers,
      body: options.body ? Buffer.from(options.body) : undefined,
      signal: AbortSignal.timeout(180_000),
    });
    const bytes = Buffer.from(await response.arrayBuffer());
    const body = bytes.toString('utf8');
    const lines = body.split('\n');
    return {
      status: response.status,
      contentType: response.headers.get('content-type') ?? '',
      body,
      bytes,
      lines,
      keyword: (lines[0] ?? '').trim().toLowerCase(),
    };
  }

  /** checkauth: keeps the cookie of lines 2–3 as 1C does. */
  async checkauth(type: string): Promise<OnecAnswer> {
    const answer = await this.call(type, 'checkauth', { cookie: false });
    if (answer.keyword === 'success') this.cookie = `${answer.lines[1]}=${answer.lines[2]}`;
    return answer;
  }

  /** init: 1C refuses anything but exactly two lines («Параметры обмена не получены»). */
  async init(type: string): Promise<{ zip: boolean; fileLimit: number; answer: OnecAnswer }> {
    const answer = await this.call(type, 'init');
    if (answer.lines.length !== 2) throw new Error(`init answered ${answer.lines.length} lines: ${answer.body}`);
    const zip = /^zip=(yes|no)$/.exec(answer.lines[0] ?? '');
    const limit = /^file_limit=(\d+)$/.exec(answer.lines[1] ?? '');
    if (!zip || !limit) throw new Error(`init answer not understood: ${answer.body}`);
    return { zip: zip[1] === 'yes', fileLimit: Number(limit[1]), answer };
  }

  /** Sends a file in `fileLimit`-sized chunks under one name; every chunk must be answered `success`. */
  async upload(type: string, filename: string, bytes: Uint8Array, fileLimit: number): Promise<number> {
    let chunks = 0;
    for (let offset = 0; offset < bytes.byteLength; offset += fileLimit) {
      const answer = await this.call(type, 'file', { filename, body: bytes.subarray(offset, offset + fileLimit) });
      if (answer.keyword !== 'success') throw new Error(`file ${filename} chunk ${chunks}: ${answer.body}`);
      chunks += 1;
    }
    return chunks;
  }

  /** Repeats `import` while the answer is `progress`; resolves with the last answer and how many calls. */
  async importUntilDone(type: string, filename: string): Promise<{ answer: OnecAnswer; calls: number }> {
    for (let calls = 1; calls <= 600; calls += 1) {
      const answer = await this.call(type, 'import', { filename });
      if (answer.keyword !== 'progress') return { answer, calls };
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`import of ${filename} never finished`);
  }

  /**
   * The catalogue upload: checkauth → init → the files (zipped under a temporary name when the site says
   * zip=yes) → import of each XML until success. `files` are relative names (`import_files/…` too).
   */
  async uploadCatalog(
    files: { name: string; bytes: Uint8Array }[],
  ): Promise<{ imports: Map<string, OnecAnswer>; chunks: number; zip: boolean; fileLimit: number }> {
    const auth = await this.checkauth('catalog');
    if (auth.keyword !== 'success') throw new Error(`checkauth: ${auth.body}`);
    const { zip, fileLimit } = await this.init('catalog');
    let chunks = 0;
    if (zip) {
      const archive = await zipLike1C(files);
      chunks += await this.upload('catalog', 'v8_3B8F_3e.zip', archive, fileLimit);
    } else {
      for (const file of files) chunks += await this.upload('catalog', file.name, file.bytes, fileLimit);
    }
    const imports = new Map<string, OnecAnswer>();
    for (const file of files.filter((candidate) => candidate.name.endsWith('.xml'))) {
      const { answer } = await this.importUntilDone('catalog', file.name);
      imports.set(file.name, answer);
      if (answer.keyword !== 'success') break;
    }
    return { imports, chunks, zip, fileLimit };
  }
}

/** Zips files as 1C does: the folder's contents with relative paths, one archive. */
export async function zipLike1C(files: { name: string; bytes: Uint8Array }[]): Promise<Buffer> {
  const dir = await mkdtemp(path.join(tmpdir(), 'polotno-1c-'));
  try {
    const webdata = path.join(dir, 'webdata');
    for (const file of files) {
      const full = path.join(webdata, file.name);
      await mkdir(path.dirname(full), { recursive: true });
      await writeFile(full, file.bytes);
    }
    const archive = path.join(dir, 'v8_3B8F_3e.zip');
    await run('zip', ['-r', '-q', archive, '.'], { cwd: webdata });
    return await readFile(archive);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * The exchange as 1C's «Обмен с сайтом» speaks it (reference/commerceml.md §1, decision 014): one answer
 * per request, first line `success`, `progress` or `failure` (1C compares it trimmed and lower-cased),
 * `\n` line ends, no byte-order mark, never a log line in the body.
 *
 * - `checkauth` takes the HTTP Basic login and password of ONEC_LOGIN/ONEC_PASSWORD and opens a session:
 *   `success\n<cookie name>\n<cookie value>`. Later calls carry that cookie; Basic alone is accepted too
 *   (joins the type's latest session, or opens one). These credentials open this endpoint and nothing else.
 * - `init` starts a fresh exchange folder for the session and answers exactly `zip=…\nfile_limit=…`.
 * - `file` appends the raw body to the named file (chunks of one file share the name).
 * - `import` creates the file's import job (once), lets it run in the background and answers `progress`
 *   until it ends, then `success` (or `failure` with the reason) — as often as 1C asks.
 * - `query` (sale) answers the orders 1C does not have yet as CommerceML; `success` confirms them.
 * - `deactivate` and `complete` (Bitrix's end of a catalogue exchange) answer `success`.
 * Every step is written to the session's log with its file, bytes, answer and duration.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { Db } from '@polotno/db';
import type { OnecConfig } from '../../config.ts';
import type { Logger } from '../../lib/logger.ts';
import {
  appendChunk,
  fileExists,
  insideFolder,
  newFolderName,
  OnecFileError,
  removeFolder,
  safeFileName,
} from './onec.folder.ts';
import type { OnecJobs } from './onec.jobs.ts';
import * as repository from './onec.repository.ts';
import * as sale from './onec.sale.repository.ts';
import { ordersXml } from './onec.sale-export.ts';

export const ONEC_COOKIE = 'polotno_1c';
/** A session is joined by its cookie this long after its last request. */
const SESSION_IDLE_MS = 24 * 3_600_000;
/** Basic credentials without a cookie join the type's latest session seen this recently. */
const BASIC_JOIN_MS = 3_600_000;
/** How long `import` waits for a job before answering `progress` (1C waits 180 s for an answer). */
const IMPORT_WAIT_MS = 2_000;
/** Most orders one query sends (the next query sends the rest). */
const QUERY_LIMIT = 500;

export const EXCHANGE_TYPES = ['catalog', 'sale'] as const;

export interface OnecAnswer {
  body: string;
  contentType: string;
}

export interface OnecRequest {
  type: string | undefined;
  mode: string | undefined;
  filename: string | undefined;
  authorization: string | undefined;
  cookie: string | undefined;
  ip: string;
  body: Readable | null;
}

export interface OnecExchangeDeps {
  db: Db;
  config: OnecConfig;
  now: () => Date;
  log: Logger;
  jobs: OnecJobs;
}

const TEXT = 'text/plain; charset=utf-8';
const text = (...lines: string[]): OnecAnswer => ({ body: lines.join('\n'), contentType: TEXT });
/** One line of an answer: 1C shows it to its operator; line breaks inside would start a new line. */
const oneLine = (value: string) => value.replace(/[\r\n]+/g, ' ').trim();
export const failure = (reason: string): OnecAnswer => text('failure', oneLine(reason));

const sha256 = (value: string) => createHash('sha256').update(value).digest();

export function createOnecExchange(deps: OnecExchangeDeps) {
  const { db, config, now, log, jobs } = deps;
  const expectedLogin = sha256(config.login);
  const expectedPassword = sha256(config.password);

  /** Whether `Authorization: Basic …` carries the exchange's login and password (compared in constant time). */
  function basicValid(header: string | undefined): boolean {
    const match = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(header ?? '');
    if (!match?.[1]) return false;
    const decoded = Buffer.from(match[1], 'base64').toString('utf8');
    const colon = decoded.indexOf(':');
    if (colon < 0) return false;
    const login = timingSafeEqual(sha256(decoded.slice(0, colon)), expectedLogin);
    const password = timingSafeEqual(sha256(decoded.slice(colon + 1)), expectedPassword);
    return login && password;
  }

  function cookieToken(header: string | undefined): string | null {
    for (const part of (header ?? '').split(';')) {
      const [name, ...value] = part.trim().split('=');
      if (name === ONEC_COOKIE && value.length > 0) return value.join('=');
    }
    return null;
  }

  async function openSession(type: repository.ExchangeType, ip: string) {
    const token = randomBytes(24).toString('base64url');
    const session = await repository.insertSession(db, {
      type,
      tokenHash: sha256(token).toString('hex'),
      ip,
      now: now(),
    });
    return { session, token };
  }

  /** The caller's session: by cookie, else by Basic credentials; null when neither is valid. */
  async function sessionOf(request: OnecRequest, type: repository.ExchangeType) {
    const at = now();
    const token = cookieToken(request.cookie);
    if (token) {
      const found = await repository.findSessionByToken(
        db,
        sha256(token).toString('hex'),
        new Date(at.getTime() - SESSION_IDLE_MS),
      );
      if (found) return found;
    }
    if (!basicValid(request.authorization)) return null;
    return (
      (await repository.latestSession(db, type, new Date(at.getTime() - BASIC_JOIN_MS))) ??
      (await openSession(type, request.ip)).session
    );
  }

  const folderPath = (folder: string) => insideFolder(config.dir, folder);

  async function init(session: repository.SessionRow): Promise<OnecAnswer> {
    const folder = newFolderName(session.id);
    await mkdir(folderPath(folder), { recursive: true });
    if (session.folder) await removeFolder(config.dir, session.folder);
    await repository.setFolder(db, session.id, folder);
    return text(`zip=${config.zip ? 'yes' : 'no'}`, `file_limit=${config.fileLimit}`);
  }

  async function file(
    session: repository.SessionRow,
    request: OnecRequest,
  ): Promise<{ answer: OnecAnswer; name: string; bytes: number }> {
    const name = safeFileName(request.filename ?? '');
    let folder = session.folder;
    if (!folder) {
      // 1C always calls init first; a client that did not still gets a folder of its own.
      folder = newFolderName(session.id);
      await mkdir(folderPath(folder), { recursive: true });
      await repository.setFolder(db, session.id, folder);
    }
    const used = await repository.bytesOnDisk(db);
    const room = config.quotaBytes - used;
    if (room <= 0) throw new OnecFileError(`Место для обмена исчерпано (${config.quotaBytes} байт): повторите позже`);
    const limit = Math.min(config.fileLimit, room);
    if (!request.body) throw new OnecFileError('Пустой запрос: нет данных файла');
    const { appended, size } = await appendChunk(folderPath(folder), name, request.body, limit, () =>
      limit < config.fileLimit
        ? `Место для обмена исчерпано (${config.quotaBytes} байт)`
        : `Часть файла больше file_limit=${config.fileLimit} байт`,
    );
    if (appended === 0) throw new OnecFileError(`Файл ${name}: пустой запрос`);
    await repository.upsertFile(db, { sessionId: session.id, name, size, archive: null, now: now() });
    return { answer: text('success'), name, bytes: appended };
  }

  async function importStep(
    session: repository.SessionRow,
    request: OnecRequest,
  ): Promise<{ answer: OnecAnswer; name: string }> {
    const name = safeFileName(request.filename ?? '');
    if (!session.folder) return { answer: failure('Обмен не начат: сначала mode=init и mode=file'), name };
    let job = await repository.findSessionJob(db, session.id, name);
    if (!job) {
      const files = await repository.filesOf(db, session.id);
      const archives = files.some((found) => found.name.toLowerCase().endsWith('.zip') && found.sha256 === null);
      if (!archives && !(await fileExists(folderPath(session.folder), name))) {
        return { answer: failure(`Файл ${name} не получен: отправьте его через mode=file`), name };
      }
      job = await repository.ensureJob(db, { sessionId: session.id, type: session.type, filename: name, now: now() });
    }
    if (job.state === 'queued' || job.state === 'running') {
      await jobs.kick(session.type);
      await jobs.settle(job.id, IMPORT_WAIT_MS);
      job = (await repository.findJob(db, job.id)) ?? job;
    }
    return { answer: jobAnswer(job), name };
  }

  async function query(session: repository.SessionRow): Promise<{ answer: OnecAnswer; orders: number }> {
    const rows = await sale.ordersToSend(db, QUERY_LIMIT);
    const ids = rows.map((row) => row.id);
    const [lines, paid] = await Promise.all([sale.linesToSend(db, ids), sale.paidOf(db, ids)]);
    const at = now();
    const body = ordersXml(
      rows.map((order) => ({ order, lines: lines.get(order.id) ?? [], paidKopecks: paid.get(order.id) ?? 0 })),
      at,
    );
    await sale.recordQuery(
      db,
      session.id,
      rows.map((row) => ({ orderId: row.id, version: row.updatedAt })),
      at,
    );
    return { answer: { body, contentType: 'application/xml; charset=utf-8' }, orders: rows.length };
  }

  async function confirm(session: repository.SessionRow): Promise<{ answer: OnecAnswer; orders: number }> {
    const queryId = await sale.lastOpenQuery(db, session.id);
    const confirmed = queryId ? await sale.confirmQuery(db, queryId, now()) : 0;
    return { answer: text('success'), orders: confirmed };
  }

  async function step(request: OnecRequest): Promise<{
    answer: OnecAnswer;
    session: repository.SessionRow | null;
    name: string | null;
    bytes: number | null;
    message: string;
  }> {
    const type = request.type;
    const mode = (request.mode ?? '').toLowerCase();
    if (type !== 'catalog' && type !== 'sale') {
      return {
        answer: failure(`Неизвестный тип обмена «${type ?? ''}»: нужен catalog или sale`),
        session: null,
        name: null,
        bytes: null,
        message: '',
      };
    }
    if (mode === 'checkauth') {
      if (!basicValid(request.authorization)) {
        return {
          answer: failure('Неверный логин или пароль обмена'),
          session: null,
          name: null,
          bytes: null,
          message: '',
        };
      }
      const { session, token } = await openSession(type, request.ip);
      return { answer: text('success', ONEC_COOKIE, token), session, name: null, bytes: null, message: '' };
    }
    const session = await sessionOf(request, type);
    if (!session) {
      return {
        answer: failure('Нет сессии обмена: выполните checkauth с логином и паролем'),
        session: null,
        name: null,
        bytes: null,
        message: '',
      };
    }
    await repository.touchSession(db, session.id, now());
    switch (mode) {
      case 'init':
        return { answer: await init(session), session, name: null, bytes: null, message: '' };
      case 'file': {
        const { answer, name, bytes } = await file(session, request);
        return { answer, session, name, bytes, message: '' };
      }
      case 'import': {
        const { answer, name } = await importStep(session, request);
        return { answer, session, name, bytes: null, message: '' };
      }
      case 'query': {
        if (type !== 'sale') break;
        const { answer, orders } = await query(session);
        return { answer, session, name: null, bytes: answer.body.length, message: `заказов: ${orders}` };
      }
      case 'success': {
        if (type !== 'sale') return { answer: text('success'), session, name: null, bytes: null, message: '' };
        const { answer, orders } = await confirm(session);
        return { answer, session, name: null, bytes: null, message: `подтверждено заказов: ${orders}` };
      }
      case 'deactivate':
      case 'complete':
        return { answer: text('success'), session, name: null, bytes: null, message: '' };
    }
    return { answer: failure(`Неизвестный режим «${mode}»`), session, name: null, bytes: null, message: '' };
  }

  return {
    /** Answers one request of 1C and writes it to the session's log. */
    async handle(request: OnecRequest): Promise<OnecAnswer> {
      const started = Date.now();
      let outcome: Awaited<ReturnType<typeof step>>;
      try {
        outcome = await step(request);
      } catch (error) {
        if (!(error instanceof OnecFileError)) {
          log.error({ err: error, mode: request.mode, type: request.type }, '1C exchange step failed');
        }
        request.body?.resume();
        const reason =
          error instanceof OnecFileError ? error.message : 'Внутренняя ошибка сайта, подробности в журнале обмена';
        outcome = { answer: failure(reason), session: null, name: request.filename ?? null, bytes: null, message: '' };
      }
      // A body the step did not read (a refusal before the upload) is drained, so the connection stays usable.
      request.body?.resume();
      const { answer } = outcome;
      const keyword = answer.contentType === TEXT ? (answer.body.split('\n')[0] ?? '') : 'xml';
      const durationMs = Date.now() - started;
      const details = answer.contentType === TEXT ? answer.body.split('\n').slice(1).join(' ') : outcome.message;
      await repository
        .insertStep(db, {
          sessionId: outcome.session?.id ?? null,
          type: request.type ?? '',
          mode: (request.mode ?? '').slice(0, 40),
          filename: outcome.name ?? request.filename?.slice(0, 300) ?? null,
          bytes: outcome.bytes,
          answer: keyword,
          // The checkauth answer's cookie is a credential: never kept.
          message: (request.mode === 'checkauth' ? '' : [details, outcome.message].filter(Boolean).join(' · ')).slice(
            0,
            2000,
          ),
          durationMs,
          at: now(),
        })
        .catch((error: unknown) => log.error({ err: error }, '1C exchange step not logged'));
      log.info(
        {
          type: request.type,
          mode: request.mode,
          file: outcome.name,
          bytes: outcome.bytes,
          answer: keyword,
          ms: durationMs,
        },
        '1C exchange',
      );
      return answer;
    },
  };
}

/** What 1C is told about a job: `progress` with how far, `success` with what it did, or `failure` with why. */
export function jobAnswer(job: repository.JobRow): OnecAnswer {
  if (job.state === 'done') {
    const counts = job.counts ?? { created: 0, updated: 0, hidden: 0, skipped: 0 };
    const summary = `${job.filename}: создано ${counts.created}, обновлено ${counts.updated}, скрыто ${counts.hidden}, пропущено ${counts.skipped}`;
    return text('success', summary, ...job.warnings.slice(0, 50).map(oneLine));
  }
  if (job.state === 'failed') return failure(`${job.filename}: ${job.error ?? 'ошибка загрузки'}`);
  const progress = job.progress;
  const where =
    progress === null
      ? job.state === 'queued'
        ? 'в очереди'
        : 'начата'
      : progress.total
        ? `${Math.floor((100 * progress.done) / progress.total)}% (${progress.done} из ${progress.total})`
        : `${progress.done} ${progress.text}`.trim();
  return text('progress', oneLine(`${job.filename}: загрузка ${where}`));
}

export type OnecExchange = ReturnType<typeof createOnecExchange>;
export const exchangeFolder = (config: OnecConfig, folder: string) => path.join(config.dir, folder);

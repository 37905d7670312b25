// B13: the 1C exchange's catalogue upload of a generated 10,000-goods catalogue (import ≈ 25 MB, offers ≈ 30 MB
// with two colours a good, 250 photos), zipped and pushed as 1C's «Обмен с сайтом» pushes it: checkauth, init,
// the archive in file_limit chunks under a temporary name, then mode=import per XML until success. Printed: the
// slowest exchange answer, the server's resident memory (before, and its peak sampled through the exchange;
// VmHWM since start too), and the import time ÷ the time to only read the same two files with the same reader
// (onec.xml.ts, selecting the same goods and offers) in this run.
import { createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { finished } from 'node:stream/promises';
import sharp from 'sharp';
import yazl from 'yazl';
import { readOnecXml } from '../apps/api/src/modules/onec/onec.module.ts';
import { startShop, type BenchResult } from './lib.ts';

const GOODS = Number(process.env.BENCH_ONEC_GOODS ?? 10_000);
const PHOTOS = 250;
const GROUPS = 40;
const LOGIN = 'bench-1c';
const PASSWORD = 'bench-1c-password';
const FILE_LIMIT = 2 * 1024 * 1024;
const MB = 1024 * 1024;

/** A stable GUID-shaped id. */
const guid = (kind: number, n: number) =>
  `${kind.toString(16).padStart(8, '0')}-${(n >>> 16).toString(16).padStart(4, '0')}-4${(n & 0xfff)
    .toString(16)
    .padStart(3, '0')}-8000-${n.toString(16).padStart(12, '0')}`;

const COMPOSITIONS = ['100% хлопок', '95% хлопок, 5% лайкра', '80% хлопок, 20% полиэстер', '65% полиэстер, 35% хлопок'];
const CANVASES = ['Кулирная гладь', 'Футер 2-нитка', 'Футер 3-нитка', 'Рибана', 'Интерлок', 'Пике'];
const COLORS = ['Белый', 'Чёрный', 'Молочный', 'Серый меланж', 'Бутылочный', 'Пудровый', 'Графит', 'Хаки'];

/** Writes a stream of strings to a file, waiting when the disk is behind. */
async function writeXml(file: string, parts: Iterable<string>): Promise<number> {
  const out = createWriteStream(file);
  for (const part of parts)
    if (!out.write(part)) await new Promise<void>((resolve) => out.once('drain', () => resolve()));
  out.end();
  await finished(out);
  return (await stat(file)).size;
}

function* importXml(): Generator<string> {
  yield `<?xml version="1.0" encoding="UTF-8"?>
<КоммерческаяИнформация xmlns="urn:1C.ru:commerceml_2" ВерсияСхемы="2.07" ДатаФормирования="2026-11-28T10:00:00">
\t<Классификатор>
\t\t<Ид>${guid(1, 1)}</Ид>
\t\t<Наименование>Классификатор (Трикотажное полотно)</Наименование>
\t\t<Группы>\n`;
  for (let top = 0; top < GROUPS / 4; top++) {
    yield `\t\t\t<Группа><Ид>${guid(2, top)}</Ид><Наименование>Полотно ${top + 1}</Наименование><Группы>\n`;
    for (let child = 0; child < 3; child++) {
      const n = GROUPS / 4 + top * 3 + child;
      yield `\t\t\t\t<Группа><Ид>${guid(2, n)}</Ид><Наименование>Полотно ${top + 1}.${child + 1}</Наименование></Группа>\n`;
    }
    yield `\t\t\t</Группы></Группа>\n`;
  }
  yield `\t\t</Группы>
\t\t<Свойства>
\t\t\t<Свойство><Ид>${guid(3, 1)}</Ид><Наименование>Состав</Наименование><ТипЗначений>Справочник</ТипЗначений><ВариантыЗначений>
${COMPOSITIONS.map((value, index) => `\t\t\t\t<Справочник><ИдЗначения>${guid(4, index)}</ИдЗначения><Значение>${value}</Значение></Справочник>`).join('\n')}
\t\t\t</ВариантыЗначений></Свойство>
\t\t\t<Свойство><Ид>${guid(3, 2)}</Ид><Наименование>Полотно</Наименование><ТипЗначений>Справочник</ТипЗначений><ВариантыЗначений>
${CANVASES.map((value, index) => `\t\t\t\t<Справочник><ИдЗначения>${guid(5, index)}</ИдЗначения><Значение>${value}</Значение></Справочник>`).join('\n')}
\t\t\t</ВариантыЗначений></Свойство>
\t\t\t<Свойство><Ид>${guid(3, 3)}</Ид><Наименование>Плотность</Наименование><ТипЗначений>Число</ТипЗначений></Свойство>
\t\t\t<Свойство><Ид>${guid(3, 4)}</Ид><Наименование>Ширина</Наименование><ТипЗначений>Строка</ТипЗначений></Свойство>
${Array.from({ length: 2 }, (_, index) => `\t\t\t<Свойство><Ид>${guid(3, 10 + index)}</Ид><Наименование>Параметр ${index + 1}</Наименование><ТипЗначений>Строка</ТипЗначений></Свойство>`).join('\n')}
\t\t</Свойства>
\t</Классификатор>
\t<Каталог СодержитТолькоИзменения="false">
\t\t<Ид>${guid(1, 1)}</Ид>
\t\t<ИдКлассификатора>${guid(1, 1)}</ИдКлассификатора>
\t\t<Наименование>Трикотажное полотно</Наименование>
\t\t<Товары>\n`;
  const description =
    'Трикотажное полотно собственного производства: ровная петля, стабильная усадка после стирки, ' +
    'окраска в массе без разнотона внутри партии. Поставляется в рулонах по 20–25 кг.';
  for (let n = 0; n < GOODS; n++) {
    yield `\t\t\t<Товар>
\t\t\t\t<Ид>${guid(6, n)}</Ид>
\t\t\t\t<Штрихкод>46${String(100_000_000_00 + n).padStart(11, '0')}</Штрихкод>
\t\t\t\t<Артикул>KNT-${String(n).padStart(5, '0')}</Артикул>
\t\t\t\t<Наименование>${CANVASES[n % CANVASES.length]} пенье ${30 + (n % 10)}/1, арт. ${n}</Наименование>
\t\t\t\t<БазоваяЕдиница Код="166" НаименованиеПолное="Килограмм" МеждународноеСокращение="KGM">
\t\t\t\t\t<Пересчет><Единица>166</Единица><Коэффициент>1</Коэффициент></Пересчет>
\t\t\t\t</БазоваяЕдиница>
\t\t\t\t<Группы><Ид>${guid(2, GROUPS / 4 + (n % ((GROUPS / 4) * 3)))}</Ид></Группы>
\t\t\t\t<Описание>${description}</Описание>
\t\t\t\t<Картинка>import_files/${String(n % PHOTOS).padStart(3, '0')}/photo-${n % PHOTOS}.jpg</Картинка>
\t\t\t\t<ЗначенияСвойств>
\t\t\t\t\t<ЗначенияСвойства><Ид>${guid(3, 1)}</Ид><Значение>${guid(4, n % COMPOSITIONS.length)}</Значение></ЗначенияСвойства>
\t\t\t\t\t<ЗначенияСвойства><Ид>${guid(3, 2)}</Ид><Значение>${guid(5, n % CANVASES.length)}</Значение></ЗначенияСвойства>
\t\t\t\t\t<ЗначенияСвойства><Ид>${guid(3, 3)}</Ид><Значение>${160 + (n % 20) * 10}</Значение></ЗначенияСвойства>
\t\t\t\t\t<ЗначенияСвойства><Ид>${guid(3, 4)}</Ид><Значение>${n % 2 ? '180 см' : '1,85 м'}</Значение></ЗначенияСвойства>
${Array.from({ length: 2 }, (_, index) => `\t\t\t\t\t<ЗначенияСвойства><Ид>${guid(3, 10 + index)}</Ид><Значение>значение ${(n + index) % 17}</Значение></ЗначенияСвойства>`).join('\n')}
\t\t\t\t</ЗначенияСвойств>
\t\t\t\t<ЗначенияРеквизитов>
\t\t\t\t\t<ЗначениеРеквизита><Наименование>ВидНоменклатуры</Наименование><Значение>Полотно</Значение></ЗначениеРеквизита>
\t\t\t\t\t<ЗначениеРеквизита><Наименование>ТипНоменклатуры</Наименование><Значение>Товар</Значение></ЗначениеРеквизита>
\t\t\t\t</ЗначенияРеквизитов>
\t\t\t</Товар>\n`;
  }
  yield `\t\t</Товары>\n\t</Каталог>\n</КоммерческаяИнформация>\n`;
}

const PRICE_TYPES = ['Оптовая'];

function* offersXml(): Generator<string> {
  yield `<?xml version="1.0" encoding="UTF-8"?>
<КоммерческаяИнформация xmlns="urn:1C.ru:commerceml_2" ВерсияСхемы="2.07" ДатаФормирования="2026-11-28T10:00:00">
\t<Классификатор><Ид>${guid(1, 1)}</Ид><Наименование>Классификатор (Трикотажное полотно)</Наименование></Классификатор>
\t<ПакетПредложений СодержитТолькоИзменения="false">
\t\t<Ид>${guid(1, 1)}#</Ид>
\t\t<Наименование>Пакет предложений (Трикотажное полотно)</Наименование>
\t\t<ИдКаталога>${guid(1, 1)}</ИдКаталога>
\t\t<ИдКлассификатора>${guid(1, 1)}</ИдКлассификатора>
\t\t<ТипыЦен>
${PRICE_TYPES.map((name, index) => `\t\t\t<ТипЦены><Ид>${guid(7, index)}</Ид><Наименование>${name}</Наименование><Валюта>RUB</Валюта><Налог><Наименование>НДС</Наименование><УчтеноВСумме>true</УчтеноВСумме><Акциз>false</Акциз></Налог></ТипЦены>`).join('\n')}
\t\t</ТипыЦен>
\t\t<Склады>
${[0, 1, 2, 3].map((index) => `\t\t\t<Склад><Ид>${guid(8, index)}</Ид><Наименование>Склад ${index + 1}</Наименование></Склад>`).join('\n')}
\t\t</Склады>
\t\t<Предложения>\n`;
  for (let n = 0; n < GOODS; n++) {
    for (let colour = 0; colour < 2; colour++) {
      const name = COLORS[(n + colour * 3) % COLORS.length];
      const price = 600 + (n % 50) * 5 + colour * 10;
      yield `\t\t\t<Предложение>
\t\t\t\t<Ид>${guid(6, n)}#${guid(9, n * 2 + colour)}</Ид>
\t\t\t\t<Артикул>KNT-${String(n).padStart(5, '0')}</Артикул>
\t\t\t\t<Наименование>${CANVASES[n % CANVASES.length]} пенье ${30 + (n % 10)}/1, арт. ${n} (${name})</Наименование>
\t\t\t\t<БазоваяЕдиница Код="166" НаименованиеПолное="Килограмм" МеждународноеСокращение="KGM">
\t\t\t\t\t<Пересчет><Единица>166</Единица><Коэффициент>1</Коэффициент></Пересчет>
\t\t\t\t</БазоваяЕдиница>
\t\t\t\t<ХарактеристикиТовара><ХарактеристикаТовара><Наименование>Цвет</Наименование><Значение>${name}</Значение></ХарактеристикаТовара></ХарактеристикиТовара>
\t\t\t\t<Цены>
${PRICE_TYPES.map((_, index) => `\t\t\t\t\t<Цена><Представление>${price - index * 20} RUB за кг</Представление><ИдТипаЦены>${guid(7, index)}</ИдТипаЦены><ЦенаЗаЕдиницу>${price - index * 20}</ЦенаЗаЕдиницу><Валюта>RUB</Валюта><Единица>кг</Единица><Коэффициент>1</Коэффициент></Цена>`).join('\n')}
\t\t\t\t</Цены>
\t\t\t\t<Количество>${(n % 40) * 12.5 + colour}</Количество>
${[0, 1].map((index) => `\t\t\t\t<Склад ИдСклада="${guid(8, index)}" КоличествоНаСкладе="${index === 0 ? (n % 40) * 12.5 + colour : 0}"/>`).join('\n')}
\t\t\t</Предложение>\n`;
    }
  }
  yield `\t\t</Предложения>\n\t</ПакетПредложений>\n</КоммерческаяИнформация>\n`;
}

/** The folder 1C zips: the two XML files and import_files/ with the photos. */
async function generate(dir: string) {
  const importSize = await writeXml(path.join(dir, 'import0_1.xml'), importXml());
  const offersSize = await writeXml(path.join(dir, 'offers0_1.xml'), offersXml());
  const photos: string[] = [];
  for (let n = 0; n < PHOTOS; n++) {
    const name = `import_files/${String(n).padStart(3, '0')}/photo-${n}.jpg`;
    await mkdir(path.join(dir, path.dirname(name)), { recursive: true });
    const hue = (n * 37) % 255;
    // A soft knit-like texture: coarse noise enlarged, as a photo of fabric compresses (≈ 50 KB).
    const noise = await sharp({
      create: {
        width: 160,
        height: 120,
        channels: 3,
        background: '#808080',
        noise: { type: 'gaussian', mean: 90 + (hue % 80), sigma: 30 },
      },
    })
      .png()
      .toBuffer();
    const photo = await sharp(noise).resize(800, 600).blur(1.5).jpeg({ quality: 75 }).toBuffer();
    await writeFile(path.join(dir, name), photo);
    photos.push(name);
  }
  const zip = new yazl.ZipFile();
  for (const name of ['import0_1.xml', 'offers0_1.xml', ...photos]) zip.addFile(path.join(dir, name), name);
  zip.end();
  const archive = path.join(dir, 'v8_3B8F_3e.zip');
  await finished(zip.outputStream.pipe(createWriteStream(archive)));
  return { importSize, offersSize, archive, zipSize: (await stat(archive)).size };
}

/** A figure of the server's memory from /proc (VmRSS now, VmHWM the peak since it started), in MiB. */
async function memory(pid: number, field: 'VmRSS' | 'VmHWM'): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kib = Number(new RegExp(`${field}:\\s+(\\d+)\\s+kB`).exec(status)?.[1] ?? NaN);
  return Math.round(kib / 1024);
}

export default async function run(): Promise<BenchResult> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'polotno-onec-bench-'));
  const files = await generate(dir);
  // BENCH_DATABASE_URL: an empty PostgreSQL database to run the shop on (production's engine, decision 002);
  // else the shop's own PGlite in its data directory, as `npm start` runs it.
  const database = process.env.BENCH_DATABASE_URL;
  const shop = await startShop({
    ...(database ? { DATABASE_URL: database } : {}),
    SEED_DEMO: 'false',
    ONEC_LOGIN: LOGIN,
    ONEC_PASSWORD: PASSWORD,
    ONEC_FILE_LIMIT: String(FILE_LIMIT),
    ONEC_ZIP: 'true',
  });
  try {
    const endpoint = `${shop.url}/api/integrations/1c/exchange`;
    const basic = `Basic ${Buffer.from(`${LOGIN}:${PASSWORD}`).toString('base64')}`;
    let cookie = '';
    let slowest = { ms: 0, step: '' };
    let calls = 0;
    /** One request as 1C makes it; the first line of the answer is its status, compared as 1C compares it. */
    const call = async (query: string, body?: Buffer) => {
      const started = performance.now();
      const response = await fetch(`${endpoint}?${query}`, {
        method: body ? 'POST' : 'GET',
        headers: { authorization: basic, ...(cookie ? { cookie } : {}) },
        body,
        signal: AbortSignal.timeout(180_000),
      });
      const text = await response.text();
      const ms = performance.now() - started;
      calls++;
      if (ms > slowest.ms) slowest = { ms, step: query.replace(/^type=catalog&mode=/, '') };
      const [status = '', ...rest] = text.split('\n');
      if (status.trim().toLowerCase() === 'failure') throw new Error(`${query}: failure ${rest.join(' ')}`);
      return { status: status.trim().toLowerCase(), lines: rest };
    };

    // The server's resident memory, sampled through the exchange (VmHWM would include its start-up).
    const idle = await memory(shop.pid, 'VmRSS');
    let peak = idle;
    const sampler = setInterval(() => {
      void memory(shop.pid, 'VmRSS').then(
        (rss) => (peak = Math.max(peak, rss)),
        () => undefined,
      );
    }, 250);
    const auth = await call('type=catalog&mode=checkauth');
    if (auth.status !== 'success') throw new Error(`checkauth answered ${auth.status}`);
    cookie = `${auth.lines[0]}=${auth.lines[1]}`;
    const init = await call('type=catalog&mode=init');
    const limit = Number(/file_limit=(\d+)/.exec(init.lines.join('\n'))?.[1] ?? FILE_LIMIT);
    const archive = await readFile(files.archive);
    for (let offset = 0; offset < archive.length; offset += limit) {
      await call(
        `type=catalog&mode=file&filename=${path.basename(files.archive)}`,
        archive.subarray(offset, offset + limit),
      );
    }
    const importStarted = performance.now();
    for (const name of ['import0_1.xml', 'offers0_1.xml']) {
      for (;;) {
        const answer = await call(`type=catalog&mode=import&filename=${name}`);
        if (answer.status === 'success') break;
        if (answer.status !== 'progress') throw new Error(`import ${name} answered ${answer.status}`);
      }
    }
    const importSeconds = (performance.now() - importStarted) / 1000;
    clearInterval(sampler);
    peak = Math.max(peak, await memory(shop.pid, 'VmRSS'));
    const sinceStart = await memory(shop.pid, 'VmHWM');

    const listing = (await (await fetch(`${shop.url}/api/products?limit=1`)).json()) as { total: number };
    if (listing.total !== GOODS)
      throw new Error(`the shop lists ${listing.total} products after the import, not ${GOODS}`);

    // The same two files read by the same reader, selecting what the importer selects, doing nothing with it.
    const parseStarted = performance.now();
    let elements = 0;
    for (const name of ['import0_1.xml', 'offers0_1.xml']) {
      await readOnecXml(path.join(dir, name), {
        select: (at) => at.at(-1) === 'Товар' || at.at(-1) === 'Предложение',
        onElement: () => {
          elements++;
        },
      });
    }
    const parseSeconds = (performance.now() - parseStarted) / 1000;
    if (elements !== GOODS * 3) throw new Error(`the reader found ${elements} goods and offers, not ${GOODS * 3}`);

    const ratio = importSeconds / parseSeconds;
    const slowestSeconds = slowest.ms / 1000;
    return {
      id: 'B13',
      title: `1C catalogue upload of ${GOODS.toLocaleString('en')} goods (zip, ${PHOTOS} photos): import time ÷ parse-only time`,
      figures: {
        'import MB': Math.round((files.importSize / MB) * 10) / 10,
        'offers MB': Math.round((files.offersSize / MB) * 10) / 10,
        'zip MB': Math.round((files.zipSize / MB) * 10) / 10,
        'exchange calls': calls,
        'slowest answer s': Math.round(slowestSeconds * 100) / 100,
        'slowest step': slowest.step,
        engine: database ? 'postgres' : 'pglite',
        'server RSS before MB': idle,
        'server peak RSS in exchange MB': peak,
        'server VmHWM since start MB': sinceStart,
        'import s': Math.round(importSeconds * 10) / 10,
        'parse-only s': Math.round(parseSeconds * 10) / 10,
      },
      ratio,
      gate: 'slowest answer < 5 s, peak RSS < 300 MB (ratio printed)',
      pass: slowestSeconds < 5 && peak < 300,
    };
  } finally {
    await shop.stop();
    await rm(dir, { recursive: true, force: true });
  }
}

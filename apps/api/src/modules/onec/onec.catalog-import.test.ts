import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { TextDecoder } from 'node:util';
import { tables } from '@polotno/db';
import { eq, inArray, isNotNull } from '@polotno/db/orm';
import type { Product } from '@polotno/domain';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../../../test/auth.ts';
import { createTestApp, type TestApp } from '../../../test/helper.ts';
import { receiveLot } from '../../../test/rolls-fixtures.ts';
import { convertUpload } from '../images/images.module.ts';
import { createOnecCatalogImporter, type OnecCatalogOptions, type OnecImportProgress } from './onec.catalog-import.ts';

/** The real 1C export beside the repository (../shared), never copied into it. */
const fixtures = new URL('../../../../../../shared/fixtures/commerceml/', import.meta.url);
const fixture = (name: string) => readFile(new URL(name, fixtures), 'utf8');
const { products, productColors, categories } = tables;
const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#7a4b3c' } })
    .png()
    .toBuffer();
const defaults: OnecCatalogOptions = { priceType: null, hideMissing: false };

/** How often `pattern` occurs in `text`: the fixture's own counts, read without our parser. */
const occurrences = (text: string, pattern: RegExp) => text.match(new RegExp(pattern.source, 'g'))?.length ?? 0;

/** Bytes of `text` in windows-1251 (Node encodes only UTF-8 and Latin-1, so the table is built from the decoder). */
function windows1251(text: string): Buffer {
  const decoder = new TextDecoder('windows-1251');
  const table = new Map<string, number>();
  for (let byte = 0; byte < 256; byte++) table.set(decoder.decode(Uint8Array.of(byte)), byte);
  return Buffer.from([...text].map((char) => table.get(char) ?? 0x3f));
}

function setUp() {
  let t: TestApp;
  let dir: string;
  const context = {
    get t() {
      return t;
    },
    get dir() {
      return dir;
    },
    importer: () =>
      createOnecCatalogImporter({
        db: t.app.db,
        storePicture: (data) => convertUpload(t.app.files, data),
        catalog: t.app.catalog,
        log: t.app.log,
        batchSize: 50,
      }),
    /** Writes `content` into the exchange folder and imports it. */
    async run(name: string, content: string | Buffer, options: Partial<OnecCatalogOptions> = {}) {
      const file = path.join(dir, name);
      await writeFile(file, content);
      const progress: OnecImportProgress[] = [];
      const report = await context
        .importer()
        .importFile(file, dir, { ...defaults, ...options }, (step) => progress.push(step));
      return { ...report, progress };
    },
    async product(onecId: string) {
      const [row] = await t.app.db.select().from(products).where(eq(products.onecId, onecId));
      if (!row) throw new Error(`no product ${onecId}`);
      return row;
    },
    /** Every 1C product and colour as stored, for "nothing changed" comparisons. */
    async snapshot() {
      const rows = await t.app.db.select().from(products).where(isNotNull(products.onecId)).orderBy(products.id);
      const colors = await t.app.db.select().from(productColors).orderBy(productColors.id);
      const groups = await t.app.db
        .select()
        .from(categories)
        .where(isNotNull(categories.onecId))
        .orderBy(categories.id);
      return JSON.stringify({ rows, colors, groups });
    },
  };
  beforeAll(async () => {
    t = await createTestApp();
    dir = await mkdtemp(path.join(tmpdir(), 'polotno-onec-'));
  });
  afterAll(async () => {
    await t.close();
    await rm(dir, { recursive: true, force: true });
  });
  return context;
}

describe('1C catalogue import: the real export', () => {
  const c = setUp();

  it('imports the nested groups export completely: the group tree, every good and every property value', async () => {
    const text = await fixture('import0_1_with_nested_groups.xml');
    const report = await c.run('import0_1.xml', text);
    const groups = occurrences(text, /<Группа>/);
    const goods = occurrences(text, /<Товар>/);
    const values = occurrences(text, /<ЗначенияСвойства>\s*<Ид>[^<]+<\/Ид>\s*<Значение>[^<]+<\/Значение>/);
    expect([groups, goods]).toEqual([13, 283]);
    expect(report.kind).toBe('import');
    expect(report.details).toMatchObject({ groups, goods, propertyValues: values, changesOnly: false });
    expect(report.counts).toEqual({ created: groups + goods, updated: 0, hidden: 0, skipped: 0 });

    const stored = await c.t.app.db.select().from(products).where(isNotNull(products.onecId));
    expect(stored).toHaveLength(goods);
    expect(stored.reduce((sum, row) => sum + row.characteristics.length, 0)).toBe(values);
    // A Справочник value is stored as its text, never as its ИдЗначения.
    const mat = await c.product('bd8c4e15-18f9-11e7-80c2-0cc47ab29cd1');
    expect(mat).toMatchObject({ art: 'PM-421-WP', unit: 'шт', nameUz: '', show: false });
    expect(mat.nameRu).toBe('Портативный коврик Portable 140x200x1 см, Деревянные лошадки');
    expect(mat.characteristics).toContainEqual(
      expect.objectContaining({ name: { ru: 'Линейка', uz: '' }, value: { ru: 'Portable', uz: '' } }),
    );
    for (const entry of mat.characteristics) expect(entry.value.ru).not.toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-/);
    expect(mat.onec?.traits).toContainEqual({ name: 'ТипНоменклатуры', values: ['Товар'] });
    expect(mat.onec?.unit).toEqual({ code: '796', name: 'Штука' });

    // The tree: «Коврики для дома» sits in «Детские товары», as in 1C.
    const tree = await c.t.app.db.select().from(categories).where(isNotNull(categories.onecId));
    expect(tree).toHaveLength(groups);
    const parent = tree.find((row) => row.onecId === '94878333-8068-11ea-80c9-0cc47ab29cd1');
    const child = tree.find((row) => row.onecId === '82cfb8dc-18f9-11e7-80c2-0cc47ab29cd1');
    expect(parent).toMatchObject({ nameRu: 'Детские товары', parentId: null });
    expect(child).toMatchObject({ nameRu: 'Коврики для дома', parentId: parent?.id });
    expect(mat.categoryId).toBe(child?.id);
    expect(report.progress.at(-1)).toMatchObject({ text: 'Готово' });
    expect(report.progress.length).toBeGreaterThan(2);
  });

  it('a second import of the same file changes nothing', async () => {
    const before = await c.snapshot();
    const report = await c.run('import0_1.xml', await fixture('import0_1_with_nested_groups.xml'));
    expect(report.counts).toEqual({ created: 0, updated: 0, hidden: 0, skipped: 0 });
    expect(await c.snapshot()).toBe(before);
  });

  it('offers give prices and stock per warehouse sum; offers of unknown goods are skipped and reported', async () => {
    const offers = await fixture('offers0_1.xml');
    const report = await c.run('offers0_1.xml', offers);
    const total = occurrences(offers, /<Предложение>/);
    const ids = [...offers.matchAll(/<Предложение>\s*<Ид>([^<]+)<\/Ид>/g)].map((match) => match[1] as string);
    const known = await c.t.app.db.select({ onecId: products.onecId }).from(products);
    const matched = ids.filter((id) => known.some((row) => row.onecId === id)).length;
    expect(report.kind).toBe('offers');
    expect(report.details.offers).toBe(total);
    expect(report.counts).toMatchObject({ updated: matched, skipped: total - matched, created: 0, hidden: 0 });

    const mat = await c.product('bd8c4e15-18f9-11e7-80c2-0cc47ab29cd1');
    // ЦенаЗаЕдиницу 100 of the first (only) price type, Количество 377 pieces = 377 (1 + 0 + 376 by warehouse).
    expect(mat).toMatchObject({ priceKopecks: 10_000, count: 377, show: true });
    const answer = await c.t.app.inject({ method: 'GET', url: `/api/products/${mat.id}` });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ price: 100, count: 377, unit: 'шт', art: 'PM-421-WP' });
  });

  it('a second import of the offers changes nothing', async () => {
    const before = await c.snapshot();
    const report = await c.run('offers0_1.xml', await fixture('offers0_1.xml'));
    expect(report.counts).toMatchObject({ created: 0, updated: 0, hidden: 0 });
    expect(await c.snapshot()).toBe(before);
  });

  it('a changes-only rests file changes only the stock it names', async () => {
    const before = await c.t.app.db.select().from(products).where(isNotNull(products.onecId)).orderBy(products.id);
    const rests = `<?xml version="1.0" encoding="UTF-8"?>
<КоммерческаяИнформация xmlns="urn:1C.ru:commerceml_2" ВерсияСхемы="2.09">
  <ИзмененияПакетаПредложений>
    <Ид>b21db898-7f82-46d8-a5ca-7c4f1d200a13#</Ид>
    <Предложения>
      <Предложение>
        <Ид>bd8c4e15-18f9-11e7-80c2-0cc47ab29cd1</Ид>
        <Остатки><Остаток><Склад><Ид>6abdb0b5</Ид><Количество>7</Количество></Склад></Остаток>
        <Остаток><Склад><Ид>dd306af1</Ид><Количество>5</Количество></Склад></Остаток></Остатки>
      </Предложение>
    </Предложения>
  </ИзмененияПакетаПредложений>
</КоммерческаяИнформация>`;
    const report = await c.run('rests___1.xml', rests);
    expect(report).toMatchObject({ kind: 'offers', counts: { created: 0, updated: 1, hidden: 0, skipped: 0 } });
    expect(report.details.changesOnly).toBe(true);
    const after = await c.t.app.db.select().from(products).where(isNotNull(products.onecId)).orderBy(products.id);
    const changed = after.filter((row, index) => JSON.stringify(row) !== JSON.stringify(before[index]));
    expect(changed.map((row) => row.onecId)).toEqual(['bd8c4e15-18f9-11e7-80c2-0cc47ab29cd1']);
    const [was] = before.filter((row) => row.id === changed[0]?.id);
    // Stock only: 7 + 5 rolls; price, names and the cards' `updated_at` stay.
    expect(changed[0]).toEqual({ ...was, count: 12, onec: { ...was?.onec, quantities: { '': 12 } } });
  });

  it('a deleted good is hidden, never deleted; the rest of a changes-only file is left alone', async () => {
    const rows = () => c.t.app.db.select().from(products).where(isNotNull(products.onecId)).orderBy(products.id);
    const before = await rows();
    const text = (await fixture('import0_1.xml'))
      .replace(/<Каталог[^>]*>/, '<Каталог СодержитТолькоИзменения="true">')
      .replace(/<Товары>[\s\S]*<\/Товары>/, (goods) => {
        const first = /<Товар>[\s\S]*?<\/Товар>/.exec(goods)?.[0] ?? '';
        return `<Товары>${first.replace('<Товар>', '<Товар Статус="Удален">')}</Товары>`;
      });
    // Hiding what is not listed is on, but this package holds only changes.
    const report = await c.run('import0_1.xml', text, { hideMissing: true });
    expect(report.counts).toMatchObject({ created: 0, hidden: 1, skipped: 0 });
    expect(report.details).toMatchObject({ goods: 1, changesOnly: true });
    const after = await rows();
    const changed = after.filter((row, index) => JSON.stringify(row) !== JSON.stringify(before[index]));
    expect(changed.map((row) => [row.onecId, row.show, row.onec?.deleted])).toEqual([
      ['bd8c4e15-18f9-11e7-80c2-0cc47ab29cd1', false, true],
    ]);
    expect(after).toHaveLength(before.length);
    const mat = await c.product('bd8c4e15-18f9-11e7-80c2-0cc47ab29cd1');
    expect(mat.count).toBe(12);
    expect((await c.t.app.inject({ method: 'GET', url: `/api/products/${mat.id}` })).statusCode).toBe(404);

    // Listed again without the mark, it is shown again; the export's own deleted good (Статус="Удален",
    // alive in the other export) is hidden in its turn.
    const full = await fixture('import0_1.xml');
    expect(occurrences(full, /<Товар Статус="Удален">\s*<Ид>b631c9c1-49de-11e9-80c9-0cc47ab29cd1<\/Ид>/)).toBe(1);
    expect(await c.product('b631c9c1-49de-11e9-80c9-0cc47ab29cd1')).toMatchObject({ show: true });
    const again = await c.run('import0_1.xml', full);
    expect(again.counts).toMatchObject({ created: 0, hidden: 1, skipped: 0 });
    expect(await c.product('bd8c4e15-18f9-11e7-80c2-0cc47ab29cd1')).toMatchObject({ show: true });
    expect(await c.product('b631c9c1-49de-11e9-80c9-0cc47ab29cd1')).toMatchObject({ show: false });
  });

  it('windows-1251 and UTF-8 with a BOM read the same', async () => {
    const text = (await fixture('import0_1.xml')).replace(/^\uFEFF/, '');
    expect(text.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    const legacy = windows1251(text.replace('encoding="UTF-8"', 'encoding="windows-1251"'));
    expect(legacy.includes(Buffer.from('Портативный'))).toBe(false);
    const before = await c.snapshot();
    const fromLegacy = await c.run('import_cp1251.xml', legacy);
    const fromBom = await c.run('import_bom.xml', Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text)]));
    const fromPlain = await c.run('import_plain.xml', text);
    for (const report of [fromLegacy, fromBom, fromPlain]) {
      expect(report.counts).toEqual({ created: 0, updated: 0, hidden: 0, skipped: 0 });
      expect(report.details.goods).toBe(36);
    }
    expect(await c.snapshot()).toBe(before);
  });

  it('refuses a file that is not a catalogue, saying what it is, and changes nothing', async () => {
    const before = await c.snapshot();
    const order = `<?xml version="1.0" encoding="UTF-8"?>
<КоммерческаяИнформация ВерсияСхемы="2.05"><Документ><Ид>1</Ид><Номер>1001</Номер></Документ></КоммерческаяИнформация>`;
    await expect(c.run('import_orders.xml', order)).rejects.toThrow(
      'Файл import_orders.xml — не файл каталога 1С (это документы (заказы): их принимает обмен type=sale)',
    );
    await expect(c.run('page.xml', '<html><body>Not found</body></html>')).rejects.toThrow(
      'Файл page.xml — не файл каталога 1С (корневой элемент «html»)',
    );
    await expect(c.run('broken.xml', '<КоммерческаяИнформация><Каталог>')).rejects.toThrow(
      /не является правильным XML/,
    );
    expect(await c.snapshot()).toBe(before);
  });
});

const GOOD = (id: string, extra = '') => `
      <Товар>
        <Ид>${id}</Ид>
        <Артикул>ART-${id}</Артикул>
        <Наименование>Футер 3-нитка ${id}</Наименование>
        <БазоваяЕдиница Код="166" НаименованиеПолное="Килограмм" МеждународноеСокращение="KGM">кг</БазоваяЕдиница>
        <Группы><Ид>g-knit</Ид></Группы>
        <Описание>Петельчатый футер</Описание>
        <ЗначенияСвойств>
          <ЗначенияСвойства><Ид>p-composition</Ид><Значение>v-cotton</Значение></ЗначенияСвойства>
          <ЗначенияСвойства><Ид>p-density</Ид><Значение>320 г/м2</Значение></ЗначенияСвойства>
          <ЗначенияСвойства><Ид>p-width</Ид><Значение>1,8 м</Значение></ЗначенияСвойства>
        </ЗначенияСвойств>${extra}
      </Товар>`;

const catalogue = (goods: string, attributes = '') => `<?xml version="1.0" encoding="UTF-8"?>
<КоммерческаяИнформация xmlns="urn:1C.ru:commerceml_2" ВерсияСхемы="2.07">
  <Классификатор>
    <Ид>cls</Ид><Наименование>Ткани</Наименование>
    <Группы><Группа><Ид>g-fabric</Ид><Наименование>Трикотаж</Наименование><Группы>
      <Группа><Ид>g-knit</Ид><Наименование>Футер</Наименование></Группа></Группы></Группа></Группы>
    <Свойства>
      <Свойство><Ид>p-composition</Ид><Наименование>Состав</Наименование><ТипЗначений>Справочник</ТипЗначений>
        <ВариантыЗначений><Справочник><ИдЗначения>v-cotton</ИдЗначения><Значение>100% хлопок</Значение></Справочник></ВариантыЗначений>
      </Свойство>
      <Свойство><Ид>p-density</Ид><Наименование>Плотность</Наименование><ТипЗначений>Строка</ТипЗначений></Свойство>
      <Свойство><Ид>p-width</Ид><Наименование>Ширина</Наименование><ТипЗначений>Строка</ТипЗначений></Свойство>
    </Свойства>
  </Классификатор>
  <Каталог${attributes}><Ид>cls</Ид><ИдКлассификатора>cls</ИдКлассификатора><Наименование>Ткани</Наименование>
    <Товары>${goods}
    </Товары>
  </Каталог>
</КоммерческаяИнформация>`;

const OFFER = (id: string, body: string) => `
      <Предложение><Ид>${id}</Ид><Наименование>${id}</Наименование>${body}</Предложение>`;
const PRICES = (...prices: [type: string, value: string][]) =>
  `<Цены>${prices
    .map(
      ([type, value]) =>
        `<Цена><ИдТипаЦены>${type}</ИдТипаЦены><ЦенаЗаЕдиницу>${value}</ЦенаЗаЕдиницу><Валюта>RUB</Валюта></Цена>`,
    )
    .join('')}</Цены>`;
const PRICE = (type: string, value: string) => PRICES([type, value]);

const offersFile = (offers: string) => `<?xml version="1.0" encoding="UTF-8"?>
<КоммерческаяИнформация xmlns="urn:1C.ru:commerceml_2" ВерсияСхемы="2.07">
  <ПакетПредложений СодержитТолькоИзменения="false">
    <Ид>cls#</Ид><ИдКаталога>cls</ИдКаталога>
    <ТипыЦен>
      <ТипЦены><Ид>t-retail</Ид><Наименование>Розничная</Наименование><Валюта>RUB</Валюта></ТипЦены>
      <ТипЦены><Ид>t-wholesale</Ид><Наименование>Оптовая</Наименование><Валюта>RUB</Валюта></ТипЦены>
    </ТипыЦен>
    <Склады><Склад><Ид>w1</Ид><Наименование>Москва</Наименование></Склад></Склады>
    <Предложения>${offers}
    </Предложения>
  </ПакетПредложений>
</КоммерческаяИнформация>`;

describe('1C catalogue import: fabrics by the kilogram', () => {
  const c = setUp();
  let admin: TestUser;
  beforeAll(async () => {
    admin = await createUser(c.t, { role: 'ADMIN' });
  });

  it('maps facets by property name, kilograms to rolls, characteristics to colours, the price type by name', async () => {
    const imported = await c.run('import0_1.xml', catalogue(GOOD('f1') + GOOD('f2')));
    expect(imported.counts).toEqual({ created: 4, updated: 0, hidden: 0, skipped: 0 });
    const f1 = await c.product('f1');
    expect(f1).toMatchObject({ unit: 'kg', compositionRu: '100% хлопок', weight: 320, width: 180, show: false });

    const offers = offersFile(
      OFFER('f1', `${PRICES(['t-retail', '700'], ['t-wholesale', '650,50'])}<Количество>100</Количество>`) +
        OFFER(
          'f2#c-black',
          `<ХарактеристикиТовара><ХарактеристикаТовара><Наименование>Цвет</Наименование><Значение>Чёрный</Значение></ХарактеристикаТовара></ХарактеристикиТовара>${PRICE('t-wholesale', '640')}<Склад ИдСклада="w1" КоличествоНаСкладе="60"/><Склад ИдСклада="w2" КоличествоНаСкладе="41,5"/>`,
        ) +
        OFFER('f2#c-white', `${PRICE('t-wholesale', '660')}<Количество>49.9</Количество>`).replace(
          '<Наименование>f2#c-white</Наименование>',
          '<Наименование>Футер 3-нитка f2 (белый)</Наименование>',
        ),
    );
    const report = await c.run(
      'offers0_1.xml',
      offers.replace('</Предложения>', `${OFFER('gone', PRICE('t-retail', '1'))}</Предложения>`),
      {
        priceType: 'оптовая',
      },
    );
    expect(report.counts).toEqual({ created: 2, updated: 2, hidden: 0, skipped: 1 });
    expect(report.warnings).toEqual(['Предложение gone: товара gone нет в каталоге сайта']);
    // 100 kg at most 25 kg a roll: 4 whole rolls; the wholesale price per kg.
    expect(await c.product('f1')).toMatchObject({ priceKopecks: 65_050, count: 4, show: true });
    // Colours from the characteristics; stock = their sum (101.5 + 49.9 kg → 6 rolls), price the lowest.
    const f2 = await c.product('f2');
    expect(f2).toMatchObject({ priceKopecks: 64_000, count: 6 });
    const colors = await c.t.app.db.select().from(productColors).where(eq(productColors.productId, f2.id));
    expect(colors.map((color) => [color.onecId, color.nameRu, color.nameUz])).toEqual([
      ['f2#c-black', 'Чёрный', ''],
      ['f2#c-white', 'белый', ''],
    ]);
    const answer = (await c.t.app.inject({ method: 'GET', url: `/api/products/${f2.id}` })).json() as Product;
    expect(answer).toMatchObject({ price: 640, unit: 'kg', composition: '100% хлопок', weight: 320, width: 180 });
    expect(answer.colors.map((color) => color.name)).toEqual(['Чёрный', 'белый']);

    await expect(c.run('offers0_1.xml', offers, { priceType: 'Закупочная' })).rejects.toThrow(
      'Тип цен «Закупочная» не найден в файле offers0_1.xml; в нём: «Розничная» (t-retail), «Оптовая» (t-wholesale)',
    );
    // By Ид, too.
    await c.run('offers0_1.xml', offers, { priceType: 't-retail' });
    expect(await c.product('f1')).toMatchObject({ priceKopecks: 70_000 });
  });

  it('never writes over Uzbek texts or the shop’s own characteristics', async () => {
    const f1 = await c.product('f1');
    const own = { key: 'stretch', name: { ru: 'Растяжимость', uz: 'Cho‘ziluvchanlik' }, value: { ru: 'Да', uz: 'Ha' } };
    const translated = f1.characteristics.map((entry) =>
      entry.key === 'onec:p-composition' ? { ...entry, value: { ...entry.value, uz: '100% paxta' } } : entry,
    );
    await c.t.app.db
      .update(products)
      .set({ nameUz: 'Futer uch ipli', descriptionUz: 'Halqali futer', characteristics: [...translated, own] })
      .where(eq(products.id, f1.id));
    await c.run('import0_1.xml', catalogue(GOOD('f1').replace('Петельчатый футер', 'Футер с начёсом') + GOOD('f2')));
    const after = await c.product('f1');
    expect(after).toMatchObject({
      nameUz: 'Futer uch ipli',
      descriptionUz: 'Halqali futer',
      descriptionRu: 'Футер с начёсом',
    });
    expect(after.characteristics).toContainEqual(own);
    expect(after.characteristics).toContainEqual(
      expect.objectContaining({ key: 'onec:p-composition', value: { ru: '100% хлопок', uz: '100% paxta' } }),
    );
  });

  it('keeps the rolls of a product that tracks them and shows where 1C disagrees', async () => {
    const f1 = await c.product('f1');
    await receiveLot(c.t, admin, { productId: f1.id, colorId: null, lot: '2611', weights: [21.4, 22.6] });
    expect(await c.product('f1')).toMatchObject({ count: 2 });
    const report = await c.run(
      'rests.xml',
      offersFile(OFFER('f1', '<Количество>100</Количество>')).replace(/<ТипыЦен>[\s\S]*<\/ТипыЦен>/, ''),
    );
    expect(await c.product('f1')).toMatchObject({ count: 2 });
    expect(report.warnings.join('\n')).toContain('Остаток ART-f1 в 1С 100 кг, а на складе сайта 2 рул. (44.000 кг)');
    // The back office lists it; nobody else may read it.
    const listed = async (user: TestUser | null) =>
      c.t.app.inject({ method: 'GET', url: '/api/admin/onec/stock-differences', headers: user?.headers ?? {} });
    expect((await listed(admin)).json()).toEqual({
      items: [
        {
          productId: f1.id,
          onecId: 'f1',
          art: 'ART-f1',
          name: f1.nameRu,
          onec: { quantity: 100, unit: 'кг' },
          shop: { rolls: 2, kg: 44 },
          seenAt: expect.any(String),
        },
      ],
    });
    expect((await listed(null)).statusCode).toBe(401);
    expect((await listed(await createUser(c.t))).statusCode).toBe(403);
    // When 1C agrees with the rolls, the difference goes.
    await c.run('rests.xml', offersFile(OFFER('f1', '<Количество>44</Количество>')));
    expect((await listed(admin)).json()).toEqual({ items: [] });
  });

  it('converts a picture once: an unchanged one is reused, a changed one converted again', async () => {
    await mkdir(path.join(c.dir, 'import_files', 'f1'), { recursive: true });
    await writeFile(path.join(c.dir, 'import_files', 'f1', 'photo.png'), await png(40, 30));
    const withPicture = GOOD(
      'f1',
      '<Картинка>import_files/f1/photo.png</Картинка><Картинка>import_files/none.jpg</Картинка>',
    );
    const first = await c.run('import0_1.xml', catalogue(withPicture + GOOD('f2')));
    expect(first.details.pictures).toBe(1);
    expect(first.warnings).toContain('Картинка import_files/none.jpg товара f1 не найдена в обмене');
    const f1 = await c.product('f1');
    const [color] = await c.t.app.db.select().from(productColors).where(eq(productColors.onecId, 'f1'));
    expect(color?.images).toEqual([{ kind: 'upload', id: expect.any(String), width: 40, height: 30 }]);
    const id = (color?.images[0] as { id: string }).id;
    const rendition = await c.t.app.inject({ method: 'GET', url: `/api/images/${id}/320.webp` });
    expect(rendition.statusCode).toBe(200);
    expect(rendition.headers['content-type']).toBe('image/webp');
    const card = (await c.t.app.inject({ method: 'GET', url: `/api/products/${f1.id}` })).json() as Product;
    expect(card.image?.src).toBe(`/api/images/${id}/640.webp`);

    const again = await c.run('import0_1.xml', catalogue(withPicture + GOOD('f2')));
    expect(again.details.pictures).toBe(0);
    expect(again.counts).toEqual({ created: 0, updated: 0, hidden: 0, skipped: 0 });

    await writeFile(path.join(c.dir, 'import_files', 'f1', 'photo.png'), await png(50, 30));
    const changed = await c.run('import0_1.xml', catalogue(withPicture + GOOD('f2')));
    expect(changed.details.pictures).toBe(1);
    const [after] = await c.t.app.db.select().from(productColors).where(eq(productColors.onecId, 'f1'));
    expect(after?.images).toEqual([{ kind: 'upload', id: expect.not.stringMatching(id), width: 50, height: 30 }]);

    // One photo for two goods under two names (1C's copies of an article's photo): converted once.
    await writeFile(path.join(c.dir, 'import_files', 'shared-a.png'), await png(60, 30));
    await copyFile(path.join(c.dir, 'import_files', 'shared-a.png'), path.join(c.dir, 'import_files', 'shared-b.png'));
    const shared = await c.run(
      'import0_1.xml',
      catalogue(
        GOOD('f1', '<Картинка>import_files/shared-a.png</Картинка>') +
          GOOD('f2', '<Картинка>import_files/shared-b.png</Картинка>'),
      ),
    );
    expect(shared.details.pictures).toBe(1);
    const sharedColors = await c.t.app.db
      .select()
      .from(productColors)
      .where(inArray(productColors.onecId, ['f1', 'f2']));
    expect(sharedColors).toHaveLength(2);
    expect(sharedColors[0]?.images).toEqual(sharedColors[1]?.images);

    await writeFile(path.join(c.dir, 'escape.png'), await png(2, 2));
    const outside = await c.run(
      'import0_1.xml',
      catalogue(GOOD('f1', '<Картинка>../escape.png</Картинка>') + GOOD('f2')),
    );
    expect(outside.warnings).toContain('Картинка ../escape.png товара f1 не найдена в обмене');
  });

  it('a full package hides the goods it no longer lists only when asked to', async () => {
    const kept = await c.run('import0_1.xml', catalogue(GOOD('f1')));
    expect(kept.counts.hidden).toBe(0);
    expect(await c.product('f2')).toMatchObject({ show: true });
    const changesOnly = await c.run('import0_1.xml', catalogue(GOOD('f1'), ' СодержитТолькоИзменения="true"'), {
      hideMissing: true,
    });
    expect(changesOnly.counts.hidden).toBe(0);
    const hidden = await c.run('import0_1.xml', catalogue(GOOD('f1')), { hideMissing: true });
    expect(hidden.counts).toEqual({ created: 0, updated: 0, hidden: 1, skipped: 0 });
    expect(await c.product('f2')).toMatchObject({ show: false });
    expect(await c.t.app.db.select().from(products).where(eq(products.onecId, 'f2'))).toHaveLength(1);
  });

  it('reads a file in many small batches the same way (each product whole in one)', async () => {
    const many = Array.from({ length: 120 }, (_, index) => GOOD(`m${index}`)).join('');
    const report = await c.run('import_many.xml', catalogue(many));
    expect(report.counts.created).toBe(120);
    const rows = await c.t.app.db.select().from(products).where(isNotNull(products.onecId));
    expect(rows.filter((row) => row.onecId?.startsWith('m'))).toHaveLength(120);
    await copyFile(path.join(c.dir, 'import_many.xml'), path.join(c.dir, 'import_again.xml'));
    const again = await c.importer().importFile(path.join(c.dir, 'import_again.xml'), c.dir, defaults);
    expect(again.counts).toEqual({ created: 0, updated: 0, hidden: 0, skipped: 0 });
  });
});

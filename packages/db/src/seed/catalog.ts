/**
 * The demo catalogue: on an empty database, about 8 categories and 60 products in Russian and Uzbek;
 * with `products: N`, N products cycled from the same fabrics (for benchmarks). Deterministic: the same
 * call gives the same catalogue. Colours carry only a hex, categories a hex and a knit: their fabric pictures
 * are rendered by the API on first request, so seeding stays fast and needs no image tooling here.
 */
import { knitOf } from '@polotno/domain';
import { count as countRows, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { refreshCatalogSearch } from '../catalog-search.ts';
import {
  categories,
  characteristicGroups,
  productColors,
  products,
  type StoredCharacteristic,
} from '../schema/catalog.ts';
import {
  CANVASES,
  DEMO_CATEGORIES,
  DEMO_COLORS,
  DEMO_FABRICS,
  compositionUz,
  yarnUz,
  type DemoFabric,
} from './catalog-data.ts';

export interface SeedCatalogOptions {
  /** How many products; the default is one per demo fabric (about 60). */
  products?: number;
  /** The moment the catalogue is seeded at (dates are spread over the year before it). */
  now?: Date;
}

/** A small deterministic generator (mulberry32), so every seed gives the same catalogue. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** True when the catalogue has no product and no category yet. */
export async function isCatalogEmpty(db: Db): Promise<boolean> {
  const [productCount] = await db.select({ n: countRows() }).from(products);
  const [categoryCount] = await db.select({ n: countRows() }).from(categories);
  return (productCount?.n ?? 0) === 0 && (categoryCount?.n ?? 0) === 0;
}

const MAIN_CHARACTERISTICS = [
  { key: 'canvas', ru: 'Полотно', uz: 'Mato turi' },
  { key: 'composition', ru: 'Состав', uz: 'Tarkibi' },
  { key: 'weight', ru: 'Плотность', uz: 'Zichligi' },
  { key: 'width', ru: 'Ширина', uz: 'Eni' },
];
const EXTRA_CHARACTERISTICS = [
  { key: 'yarn', ru: 'Пряжа', uz: 'Ip' },
  { key: 'finish', ru: 'Вид', uz: 'Turi' },
  { key: 'shrinkage', ru: 'Усадка', uz: 'Kirishishi' },
];

function characteristicsOf(fabric: DemoFabric): StoredCharacteristic[] {
  const text = (ru: string, uz: string) => ({ ru, uz });
  const canvasUz = CANVASES[fabric.canvas] ?? fabric.canvas;
  const shrinkage = fabric.composition.includes('полиэстер') ? 3 : 5;
  return [
    { key: 'canvas', name: text('Полотно', 'Mato turi'), value: text(fabric.canvas, canvasUz) },
    {
      key: 'composition',
      name: text('Состав', 'Tarkibi'),
      value: text(fabric.composition, compositionUz(fabric.composition)),
    },
    {
      key: 'weight',
      name: text('Плотность', 'Zichligi'),
      value: text(`${fabric.weight} г/м²`, `${fabric.weight} g/m²`),
    },
    { key: 'width', name: text('Ширина', 'Eni'), value: text(`${fabric.width} см`, `${fabric.width} sm`) },
    {
      key: 'yarn',
      name: text('Пряжа', 'Ip'),
      value: text(fabric.yarn, yarnUz(fabric.yarn)),
    },
    {
      key: 'finish',
      name: text('Вид', 'Turi'),
      value: fabric.tubular ? text('чулок (трубой)', 'quvur shaklida') : text('открытое полотно', 'ochiq mato'),
    },
    { key: 'shrinkage', name: text('Усадка', 'Kirishishi'), value: text(`до ${shrinkage}%`, `${shrinkage}% gacha`) },
  ];
}

function describe(fabric: DemoFabric, category: (typeof DEMO_CATEGORIES)[number]) {
  const canvasUz = CANVASES[fabric.canvas] ?? fabric.canvas;
  const finishRu = fabric.tubular ? 'чулком' : 'открытым полотном';
  const finishUz = fabric.tubular ? 'quvur shaklida' : 'ochiq mato';
  return {
    descriptionRu:
      `${fabric.ru} — трикотажное полотно (${fabric.canvas.toLowerCase()}), состав ${fabric.composition}. ` +
      `Плотность ${fabric.weight} г/м², ширина ${fabric.width} см, поставляется ${finishRu}. ` +
      `Подходит для ${category.useRu}. Продаётся рулонами по 20–25 кг, цена за килограмм.`,
    descriptionUz:
      `${fabric.uz} — trikotaj mato (${canvasUz.toLowerCase()}), tarkibi: ${compositionUz(fabric.composition)}. ` +
      `Zichligi ${fabric.weight} g/m², eni ${fabric.width} sm, ${finishUz}. ` +
      `${category.useUz.charAt(0).toUpperCase()}${category.useUz.slice(1)} uchun mos. ` +
      `20–25 kg li o'ramlarda sotiladi, narxi bir kilogramm uchun.`,
    shortDescriptionRu: `${fabric.composition}, ${fabric.weight} г/м², ${fabric.width} см`,
    shortDescriptionUz: `${compositionUz(fabric.composition)}, ${fabric.weight} g/m², ${fabric.width} sm`,
  };
}

/** Seeds the demo catalogue into an empty database; returns how many products and categories were created. */
export async function seedCatalog(
  db: Db,
  options: SeedCatalogOptions = {},
): Promise<{ products: number; categories: number }> {
  const total = options.products ?? DEMO_FABRICS.length;
  const now = options.now ?? new Date();
  const next = random(20240611);
  const day = 86_400_000;

  await db.insert(categories).values(
    DEMO_CATEGORIES.map((category, position) => ({
      id: category.id,
      nameRu: category.ru,
      nameUz: category.uz,
      // A category's photo is its fabric draped in folds.
      image: { kind: 'swatch' as const, hex: category.hex, knit: knitOf(category.ru, category.id), drape: true },
      position,
    })),
  );
  await db.insert(characteristicGroups).values(
    DEMO_CATEGORIES.flatMap((category) => [
      ...MAIN_CHARACTERISTICS.map((c, position) => ({
        categoryId: category.id,
        group: 'main' as const,
        key: c.key,
        nameRu: c.ru,
        nameUz: c.uz,
        position,
      })),
      ...EXTRA_CHARACTERISTICS.map((c, position) => ({
        categoryId: category.id,
        group: 'extra' as const,
        key: c.key,
        nameRu: c.ru,
        nameUz: c.uz,
        position,
      })),
    ]),
  );

  const batchSize = 500;
  for (let start = 0; start < total; start += batchSize) {
    const rows = [];
    const palettes: number[][] = [];
    for (let i = start; i < Math.min(total, start + batchSize); i += 1) {
      const fabric = DEMO_FABRICS[i % DEMO_FABRICS.length] as DemoFabric;
      const round = Math.floor(i / DEMO_FABRICS.length);
      const category =
        DEMO_CATEGORIES.find((c) => c.id === fabric.category) ??
        (DEMO_CATEGORIES[0] as (typeof DEMO_CATEGORIES)[number]);
      const createdAt = new Date(now.getTime() - Math.floor(next() * 400) * day - Math.floor(next() * day));
      const restocked = next() < 0.25 ? new Date(now.getTime() - Math.floor(next() * 20) * day) : null;
      const suffix = round === 0 ? '' : ` №${round + 1}`;
      const priceRub = fabric.price + (round === 0 ? 0 : Math.round((next() - 0.5) * 120));
      const count = next() < 0.12 ? 0 : Math.floor(next() * 61);
      rows.push({
        art: `${fabric.category.slice(0, 3).toUpperCase()}-${fabric.weight}-${String(i + 1).padStart(4, '0')}`,
        categoryId: fabric.category,
        nameRu: `${fabric.ru}${suffix}`,
        nameUz: `${fabric.uz}${suffix}`,
        ...describe(fabric, category),
        priceKopecks: Math.max(45_000, Math.min(120_000, priceRub * 100)),
        count,
        canvasRu: fabric.canvas,
        canvasUz: CANVASES[fabric.canvas] ?? fabric.canvas,
        compositionRu: fabric.composition,
        compositionUz: compositionUz(fabric.composition),
        weight: fabric.weight,
        width: fabric.width,
        characteristics: characteristicsOf(fabric),
        // Two demo products are unpublished drafts, so the admin view differs from the shop's.
        show: i % 29 !== 28,
        bestseller: i % 7 === 0,
        recommended: i % 6 === 3,
        latest: i % 9 === 4,
        createdAt,
        updatedAt: createdAt,
        restockedAt: restocked,
      });
      const size = 3 + Math.floor(next() * 6);
      const offset = Math.floor(next() * DEMO_COLORS.length);
      palettes.push(Array.from({ length: size }, (_, k) => (offset + k * 3) % DEMO_COLORS.length));
    }
    const inserted = await db.insert(products).values(rows).returning({ id: products.id });
    const colorRows = inserted.flatMap(({ id }, index) =>
      (palettes[index] ?? []).map((colorIndex, position) => {
        const color = DEMO_COLORS[colorIndex] as (typeof DEMO_COLORS)[number];
        return { productId: id, position, nameRu: color.ru, nameUz: color.uz, hex: color.hex };
      }),
    );
    await db.insert(productColors).values(colorRows);
  }
  await refreshCatalogSearch(db, null);
  // Fresh statistics, so the planner knows how common each word and category is from the first query on.
  await db.execute(sql`analyze`);
  return { products: total, categories: DEMO_CATEGORIES.length };
}

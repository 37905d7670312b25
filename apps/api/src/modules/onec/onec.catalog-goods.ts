/**
 * The goods of a 1C catalogue file (Каталог/Товары), one batch at a time (decision 013): read from their
 * elements, pictures converted before the batch's transaction, then new goods inserted together and known
 * ones updated only where 1C changed something; Uzbek texts, the shop's own characteristics and facets 1C
 * does not give stay.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Db, StoredCharacteristic } from '@polotno/db';
import type { OnecImportRun } from './onec.catalog-import.ts';
import {
  emptyOnecProduct,
  facetOf,
  gramsPerSquareMetre,
  isTrue,
  shopUnit,
  widthCentimetres,
} from './onec.catalog-mapping.ts';
import * as repository from './onec.catalog.repository.ts';
import type { OnecProductRow, StoredOnecProduct } from './onec.catalog.repository.ts';
import { childOf, childrenOf, textOf, type OnecNode } from './onec.xml.ts';

/** Stores goods batch by batch; `listed` gathers every good the file named (for hiding the others). */
export function createGoodsStore(run: OnecImportRun) {
  const { deps, counts, details, warn, properties, exchangeDir } = run;
  const { db } = deps;
  const listed = new Set<string>();
  const unknownProperties = new Set<string>();

  interface GoodValues {
    onecId: string;
    deleted: boolean;
    art: string;
    nameRu: string;
    descriptionRu: string;
    groupId: string;
    unit: { code: string; name: string } | null;
    characteristics: StoredCharacteristic[];
    facets: { compositionRu?: string; canvasRu?: string; weight?: number; width?: number; color?: string };
    traits: StoredOnecProduct['traits'];
    pictures: string[];
  }

  function readGood(node: OnecNode): GoodValues {
    const unitNode = childOf(node, 'БазоваяЕдиница');
    const unitCode = unitNode?.attributes['Код']?.trim() || textOf(unitNode ?? node, 'Пересчет', 'Единица');
    const characteristics: StoredCharacteristic[] = [];
    const facets: GoodValues['facets'] = {};
    for (const entry of childOf(node, 'ЗначенияСвойств')?.children ?? []) {
      const propertyId = textOf(entry, 'Ид');
      const property = properties.get(propertyId);
      if (!property) {
        if (propertyId && !unknownProperties.has(propertyId)) {
          unknownProperties.add(propertyId);
          warn(`Свойство ${propertyId} не описано в классификаторе: его значения пропущены`);
        }
        continue;
      }
      const values = childrenOf(entry, 'Значение')
        .map((value) => value.text.trim())
        .filter(Boolean)
        .map((value) => property.values.get(value) ?? (property.values.size > 0 ? null : value))
        .filter((value): value is string => Boolean(value));
      if (values.length === 0) continue;
      const value = values.join(', ');
      characteristics.push({
        key: `onec:${propertyId}`,
        name: { ru: property.name, uz: '' },
        value: { ru: value, uz: '' },
      });
      switch (facetOf(property.name)) {
        case 'composition':
          facets.compositionRu = value;
          break;
        case 'canvas':
          facets.canvasRu = value;
          break;
        case 'weight': {
          const grams = gramsPerSquareMetre(value);
          if (grams !== null) facets.weight = grams;
          break;
        }
        case 'width': {
          const width = widthCentimetres(value);
          if (width !== null) facets.width = width;
          break;
        }
        case 'color':
          facets.color = value;
          break;
        case null:
          break;
      }
    }
    const traits = (childOf(node, 'ЗначенияРеквизитов')?.children ?? []).map((trait) => ({
      name: textOf(trait, 'Наименование'),
      values: childrenOf(trait, 'Значение').map((value) => value.text.trim()),
    }));
    return {
      onecId: textOf(node, 'Ид'),
      deleted: node.attributes['Статус'] === 'Удален' || isTrue(textOf(node, 'ПометкаУдаления')),
      art: textOf(node, 'Артикул'),
      nameRu: textOf(node, 'Наименование'),
      descriptionRu: textOf(node, 'Описание'),
      groupId: textOf(node, 'Группы', 'Ид'),
      unit: unitCode
        ? { code: unitCode, name: unitNode?.text.trim() || unitNode?.attributes['НаименованиеПолное'] || '' }
        : null,
      characteristics,
      facets,
      traits,
      pictures: childrenOf(node, 'Картинка')
        .map((picture) => picture.text.trim())
        .filter(Boolean),
    };
  }

  /** The picture file inside the exchange folder, or null for a path that leaves it. */
  function pictureFile(name: string): string | null {
    const root = path.resolve(exchangeDir);
    const resolved = path.resolve(root, name.replace(/\\/g, '/'));
    return resolved.startsWith(root + path.sep) ? resolved : null;
  }

  /** The stored pictures of a good: unchanged ones reused, new ones converted (outside any transaction). */
  async function pictures(
    good: GoodValues,
    stored: StoredOnecProduct['pictures'],
  ): Promise<{ list: StoredOnecProduct['pictures']; converted: StoredOnecProduct['pictures'] }> {
    const list: StoredOnecProduct['pictures'] = [];
    const converted: StoredOnecProduct['pictures'] = [];
    for (const name of good.pictures) {
      const file = pictureFile(name);
      const data = file ? await readFile(file).catch(() => null) : null;
      if (!data) {
        const kept = stored.find((picture) => picture.file === name);
        if (kept) list.push(kept);
        else warn(`Картинка ${name} товара ${good.onecId} не найдена в обмене`);
        continue;
      }
      const sha256 = createHash('sha256').update(data).digest('hex');
      // The same bytes already stored for this good, or converted for another good in this file (1C sends
      // one photo for every size of an article): their renditions are reused.
      const same =
        stored.find((picture) => picture.sha256 === sha256) ??
        list.find((picture) => picture.sha256 === sha256) ??
        convertedInFile.get(sha256);
      if (same) {
        if (!list.includes(same)) list.push({ ...same, file: name });
        continue;
      }
      try {
        const image = await deps.storePicture(data);
        const picture = { file: name, sha256, image: { kind: 'upload' as const, ...pick(image) } };
        list.push(picture);
        converted.push(picture);
        convertedInFile.set(sha256, picture);
        details.pictures++;
        pictureBytes.set(image.id, image.bytes);
      } catch (error) {
        warn(`Картинка ${name} товара ${good.onecId} не принята: ${(error as Error).message}`);
      }
    }
    return { list, converted };
  }
  const pick = (image: { id: string; width: number; height: number }) => ({
    id: image.id,
    width: image.width,
    height: image.height,
  });
  const pictureBytes = new Map<string, number>();
  const convertedInFile = new Map<string, StoredOnecProduct['pictures'][number]>();

  async function storeGoods(nodes: OnecNode[]) {
    const goods = nodes.map(readGood).filter((good) => {
      if (good.onecId && good.nameRu) return true;
      counts.skipped++;
      warn(`Товар без Ид или наименования пропущен${good.onecId ? `: ${good.onecId}` : ''}`);
      return false;
    });
    details.goods += goods.length;
    for (const good of goods) listed.add(good.onecId);
    // Pictures are converted before the transaction, so it never waits on sharp.
    const before = new Map(
      (
        await repository.findProductsByOnecIds(
          db,
          goods.map((good) => good.onecId),
          false,
        )
      ).map((row) => [row.onecId, row.onec?.pictures ?? []]),
    );
    const pictureLists = new Map<string, Awaited<ReturnType<typeof pictures>>>();
    for (const good of goods) {
      if (good.pictures.length > 0) pictureLists.set(good.onecId, await pictures(good, before.get(good.onecId) ?? []));
    }

    const touched = await db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const rows = new Map(
        (
          await repository.findProductsByOnecIds(
            tx,
            goods.map((good) => good.onecId),
          )
        ).map((row) => [row.onecId, row]),
      );
      const categoryIds = await repository.categoryIdsByOnecIds(tx, goods.map((good) => good.groupId).filter(Boolean));
      const colors = await repository.findColors(
        tx,
        [...rows.values()].map((row) => row.id),
      );
      const touched: number[] = [];
      const creating = new Map<string, ReturnType<typeof newGood>>();
      for (const good of goods) {
        const row = rows.get(good.onecId);
        const stored = pictureLists.get(good.onecId);
        for (const picture of stored?.converted ?? [])
          await repository.insertImage(tx, {
            ...pick(picture.image as { id: string; width: number; height: number }),
            bytes: pictureBytes.get((picture.image as { id: string }).id) ?? 0,
          });
        details.propertyValues += good.characteristics.length;
        const categoryId = good.groupId ? (categoryIds.get(good.groupId) ?? null) : null;
        if (good.groupId && categoryId === null) warn(`Группа ${good.groupId} товара ${good.onecId} не найдена`);
        if (!row) {
          // New goods are written together below (one statement each for products and colours).
          creating.set(good.onecId, newGood(good, categoryId, stored?.list));
          continue;
        }
        const id = await updateGood(tx, row, good, categoryId, stored?.list, colors);
        if (id !== null) touched.push(id);
      }
      touched.push(...(await createGoods(tx, [...creating.values()])));
      await repository.refreshSearch(tx, touched);
      return touched;
    });
    if (touched.length > 0) deps.catalog.changed(touched);
  }

  /** A product 1C sends for the first time, and the colour holding its pictures. */
  function newGood(
    good: GoodValues,
    categoryId: string | null,
    pictureList: StoredOnecProduct['pictures'] | undefined,
  ) {
    const onec: StoredOnecProduct = {
      traits: good.traits,
      unit: good.unit,
      pictures: pictureList ?? [],
      prices: {},
      quantities: {},
      deleted: good.deleted,
      unpriced: true,
    };
    // A new product waits hidden for its price (the offers file); Uzbek texts are left to translators.
    const product: repository.ProductValues = {
      onecId: good.onecId,
      art: good.art,
      categoryId,
      nameRu: good.nameRu,
      nameUz: '',
      descriptionRu: good.descriptionRu,
      unit: shopUnit(good.unit),
      priceKopecks: 0,
      count: 0,
      compositionRu: good.facets.compositionRu ?? '',
      canvasRu: good.facets.canvasRu ?? '',
      weight: good.facets.weight ?? null,
      width: good.facets.width ?? null,
      characteristics: good.characteristics,
      show: false,
      onec,
    };
    const color =
      pictureList && pictureList.length > 0
        ? {
            onecId: good.onecId,
            nameRu: good.facets.color ?? good.nameRu,
            position: 0,
            images: pictureList.map((picture) => picture.image),
          }
        : null;
    return { product, color };
  }

  async function createGoods(tx: Db, goods: ReturnType<typeof newGood>[]): Promise<number[]> {
    if (goods.length === 0) return [];
    const ids = new Map(
      (
        await repository.insertProducts(
          tx,
          goods.map((good) => good.product),
        )
      ).map((row) => [row.onecId, row.id]),
    );
    await repository.insertColors(
      tx,
      goods.flatMap(({ product, color }) =>
        color ? [{ ...color, productId: ids.get(product.onecId as string) as number }] : [],
      ),
    );
    counts.created += goods.length;
    return [...ids.values()];
  }

  async function updateGood(
    tx: Db,
    row: OnecProductRow,
    good: GoodValues,
    categoryId: string | null,
    pictureList: StoredOnecProduct['pictures'] | undefined,
    colors: repository.OnecColorRow[],
  ): Promise<number | null> {
    const previous = row.onec ?? emptyOnecProduct();
    // The shop's own characteristics stay; 1C's are replaced, keeping any Uzbek text a translator gave.
    const kept = row.characteristics.filter((entry) => !entry.key.startsWith('onec:'));
    const characteristics = [
      ...kept,
      ...good.characteristics.map((entry) => {
        const old = row.characteristics.find((own) => own.key === entry.key);
        return old
          ? { ...entry, name: { ...entry.name, uz: old.name.uz }, value: { ...entry.value, uz: old.value.uz } }
          : entry;
      }),
    ];
    const onec: StoredOnecProduct = {
      ...previous,
      traits: good.traits,
      unit: good.unit ?? previous.unit,
      pictures: pictureList ?? previous.pictures,
      deleted: good.deleted,
    };
    let show = row.show;
    if (good.deleted) show = false;
    else if (previous.deleted && !previous.unpriced) show = true;
    const next = {
      art: good.art,
      categoryId: categoryId ?? row.categoryId,
      nameRu: good.nameRu,
      descriptionRu: good.descriptionRu,
      unit: good.unit ? shopUnit(good.unit) : row.unit,
      compositionRu: good.facets.compositionRu ?? row.compositionRu,
      canvasRu: good.facets.canvasRu ?? row.canvasRu,
      weight: good.facets.weight ?? row.weight,
      width: good.facets.width ?? row.width,
      characteristics,
      show,
      onec,
    };
    let changed = (Object.keys(next) as (keyof typeof next)[]).some(
      (key) => JSON.stringify(next[key]) !== JSON.stringify(row[key]),
    );
    if (changed) await repository.updateProduct(tx, row.id, { ...next, updatedAt: new Date() });
    if (pictureList && pictureList.length > 0) {
      const images = pictureList.map((picture) => picture.image);
      const name = good.facets.color ?? good.nameRu;
      const own = colors.find((color) => color.onecId === good.onecId);
      const colorChanged = !own || JSON.stringify(own.images) !== JSON.stringify(images) || own.nameRu !== name;
      if (!own) {
        await repository.insertColors(tx, [
          { productId: row.id, onecId: good.onecId, nameRu: name, position: 0, images },
        ]);
      } else if (colorChanged) {
        await repository.updateColor(tx, own.id, { nameRu: name, images });
      }
      // Cards are named by the product's `updated_at`: a colour's change moves it too.
      if (colorChanged && !changed) await repository.updateProduct(tx, row.id, { updatedAt: new Date() });
      changed ||= colorChanged;
    }
    if (!changed) return null;
    if (show !== row.show && !show) counts.hidden++;
    else counts.updated++;
    return row.id;
  }

  return { storeGoods, listed };
}

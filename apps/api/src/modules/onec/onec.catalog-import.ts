/**
 * The catalogue in from 1C (issue 25, decision 013): one CommerceML file of the exchange folder read in a
 * single streamed pass and stored in transactions of at most `batchSize` goods or offers, each product
 * whole within one of them (so a 10,000-goods file holds no giant transaction and never leaves half a
 * product).
 *
 * - What a file is comes from its content: a `Каталог` (and a `Классификатор` alone) is goods, a
 *   `ПакетПредложений` or `ИзмененияПакетаПредложений` is prices and stock (1C's offers, Bitrix's prices___
 *   and rests___ files); anything else is refused with an error saying what the file is.
 * - Группы become categories by 1C's Ид (the tree kept in `parent_id`); goods are upserted by their Ид
 *   (unique), so a repeated or overlapping file never duplicates, and an unchanged product is not written.
 * - Only Russian texts come from 1C: Uzbek ones are never written (they fall back to Russian until
 *   translated). A facet 1C does not give keeps the shop's value; the shop's own characteristics stay.
 * - Pictures are found relative to the exchange folder and go through the catalogue's image pipeline;
 *   one already stored with the same bytes is not converted again.
 * - Offers: `guid#guid` are colours of the product `guid`; the price type is `options.priceType` (Ид or
 *   name, default the first); stock is `Количество`, else the sum over warehouses. How quantities become
 *   rolls, and how a product that tracks rolls is compared instead of overwritten: decision 013.
 * - Deleted goods are hidden, never deleted; a full package hides the goods it no longer lists only with
 *   `options.hideMissing`; a changes-only package touches only what it names.
 *
 * Deps: `db`; `storePicture` — the catalogue's picture pipeline (convertUpload over the app's file store:
 * WebP at every width, its errors for a file that is no picture); `catalog.changed` — announces written
 * products to the catalogue's caches; `log`; optional `batchSize` (default 100: on PGlite, one connection,
 * an exchange request's query waits for the batch in hand).
 */
import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Db } from '@polotno/db';
import type { StoredCharacteristic } from '@polotno/db';
import type { Logger } from '../../lib/logger.ts';
import type { CatalogService } from '../catalog/catalog.module.ts';
import {
  colorName,
  facetOf,
  gramsPerSquareMetre,
  OKEI,
  parseOnecNumber,
  priceKopecks,
  rollsFromQuantity,
  shopUnit,
  widthCentimetres,
} from './onec.catalog-mapping.ts';
import * as repository from './onec.catalog.repository.ts';
import type { OnecProductRow, StoredOnecProduct } from './onec.catalog.repository.ts';
import { childOf, childrenOf, readOnecXml, STOP_READING, textOf, type OnecNode } from './onec.xml.ts';

export interface OnecImportCounts {
  created: number;
  updated: number;
  hidden: number;
  skipped: number;
}

/** What one file held (for the exchange's log and the tests). */
export interface OnecImportDetails {
  groups: number;
  properties: number;
  goods: number;
  offers: number;
  /** Property values stored as characteristics. */
  propertyValues: number;
  /** Pictures converted now (those already stored unchanged are not counted). */
  pictures: number;
  changesOnly: boolean;
}

export interface OnecImportReport {
  kind: 'import' | 'offers';
  counts: OnecImportCounts;
  warnings: string[];
  details: OnecImportDetails;
}

export interface OnecImportProgress {
  done: number;
  total: number | null;
  text: string;
}

export interface OnecCatalogOptions {
  priceType: string | null;
  hideMissing: boolean;
}

export interface OnecCatalogDeps {
  db: Db;
  /** Converts a picture into the catalogue's renditions (catalog's convertUpload); throws for a file that is none. */
  storePicture(data: Buffer): Promise<{ id: string; width: number; height: number; bytes: number }>;
  catalog: Pick<CatalogService, 'changed'>;
  log: Logger;
  /** Goods or offers per transaction. */
  batchSize?: number;
}

/** A file 1C sent that is not what the catalogue exchange takes; the message says why (in Russian, for 1C's operator). */
export class OnecCatalogError extends Error {
  override name = 'OnecCatalogError';
}

export type OnecFileKind = 'import' | 'offers' | 'documents';

const ROOT = 'КоммерческаяИнформация';
const OFFER_PACKAGES = new Set(['ПакетПредложений', 'ИзмененияПакетаПредложений']);
const DOCUMENTS = new Set(['Документ', 'Контейнер']);
const isTrue = (value: string | undefined) => value?.trim().toLowerCase() === 'true';

function notCatalogue(file: string, what: string): OnecCatalogError {
  return new OnecCatalogError(`Файл ${path.basename(file)} — не файл каталога 1С (${what})`);
}

/** What kind of CommerceML file this is, read from its first elements (the rest is not read). */
export async function classifyOnecFile(file: string): Promise<{ kind: OnecFileKind; changesOnly: boolean }> {
  let found = null as { kind: OnecFileKind; changesOnly: boolean } | null;
  let classifier = false;
  let other = '';
  await readOnecXml(file, {
    onOpen(name, attributes, at) {
      if (at.length === 1 && name !== ROOT) throw notCatalogue(file, `корневой элемент «${name}»`);
      if (at.length !== 2) return;
      if (name === 'Каталог') found = { kind: 'import', changesOnly: isTrue(attributes['СодержитТолькоИзменения']) };
      else if (OFFER_PACKAGES.has(name))
        found = {
          kind: 'offers',
          changesOnly: name === 'ИзмененияПакетаПредложений' || isTrue(attributes['СодержитТолькоИзменения']),
        };
      else if (DOCUMENTS.has(name)) found = { kind: 'documents', changesOnly: false };
      else if (name === 'Классификатор') classifier = true;
      else other ||= name;
      return found ? STOP_READING : undefined;
    },
  });
  if (found) return found;
  if (classifier) return { kind: 'import', changesOnly: false };
  throw notCatalogue(file, other ? `в нём «${other}»` : 'в нём нет ни каталога, ни предложений');
}

interface Property {
  name: string;
  values: Map<string, string>;
}

/** Russian → Latin for category slugs (the URL names a category by them). */
const LATIN = Object.fromEntries(
  'а:a б:b в:v г:g д:d е:e ё:e ж:zh з:z и:i й:y к:k л:l м:m н:n о:o п:p р:r с:s т:t у:u ф:f х:h ц:ts ч:ch ш:sh щ:sch ъ: ы:y ь: э:e ю:yu я:ya'
    .split(' ')
    .map((pair) => pair.split(':') as [string, string]),
);

export function categorySlug(name: string): string {
  const latin = [...name.toLowerCase()].map((char) => LATIN[char] ?? char).join('');
  return (
    latin
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60)
      .replace(/-+$/, '') || 'gruppa'
  );
}

const MAX_WARNINGS = 100;

export function createOnecCatalogImporter(deps: OnecCatalogDeps) {
  const { db, log } = deps;
  const batchSize = deps.batchSize ?? 100;

  async function importFile(
    file: string,
    exchangeDir: string,
    options: OnecCatalogOptions,
    onProgress?: (progress: OnecImportProgress) => void,
  ): Promise<OnecImportReport> {
    const size = (await stat(file)).size;
    const counts: OnecImportCounts = { created: 0, updated: 0, hidden: 0, skipped: 0 };
    const details: OnecImportDetails = {
      groups: 0,
      properties: 0,
      goods: 0,
      offers: 0,
      propertyValues: 0,
      pictures: 0,
      changesOnly: false,
    };
    const warnings: string[] = [];
    let warningsLeftOut = 0;
    const warn = (text: string) => {
      if (warnings.length < MAX_WARNINGS) warnings.push(text);
      else warningsLeftOut++;
    };
    let kind = null as 'import' | 'offers' | null;
    let classifierSeen = false;
    const properties = new Map<string, Property>();
    const unknownProperties = new Set<string>();
    let priceTypeId: string | null = null;
    let priceTypesSeen = false;
    const listed = new Set<string>();
    let batch: OnecNode[] = [];
    let bytesRead = 0;

    const report = (text: string) =>
      onProgress?.({ done: bytesRead, total: size, text: `${text} (${Math.round((bytesRead / size) * 100)}%)` });

    async function flush() {
      const nodes = batch;
      batch = [];
      if (nodes.length === 0) return;
      if (kind === 'import') await storeGoods(nodes);
      else await storeOffers(nodes);
      report(kind === 'import' ? `Товары: ${details.goods}` : `Предложения: ${details.offers}`);
    }

    // ---- Группы → categories --------------------------------------------------------------------------

    async function storeGroups(groups: OnecNode) {
      const flat: { onecId: string; name: string; parent: string | null; position: number }[] = [];
      const walk = (node: OnecNode, parent: string | null) => {
        for (const [position, group] of childrenOf(node, 'Группа').entries()) {
          const onecId = textOf(group, 'Ид');
          if (!onecId) continue;
          flat.push({ onecId, name: textOf(group, 'Наименование') || onecId, parent, position });
          const children = childOf(group, 'Группы');
          if (children) walk(children, onecId);
        }
      };
      walk(groups, null);
      details.groups += flat.length;
      const changed = await db.transaction(async (transaction) => {
        const tx = transaction as unknown as Db;
        const existing = new Map(
          (
            await repository.findCategoriesByOnecIds(
              tx,
              flat.map((group) => group.onecId),
            )
          ).map((row) => [row.onecId as string, row]),
        );
        const ids = new Map([...existing].map(([onecId, row]) => [onecId, row.id]));
        const wanted = flat.filter((group) => !existing.has(group.onecId)).map((group) => categorySlug(group.name));
        const taken = await repository.takenCategoryIds(tx, wanted);
        let written = false;
        for (const group of flat) {
          // Parents come first in the walk, so a parent's id is known when its children are stored.
          const parentId = group.parent === null ? null : (ids.get(group.parent) ?? null);
          const row = existing.get(group.onecId);
          if (row) {
            if (row.nameRu === group.name && row.parentId === parentId && row.position === group.position) continue;
            await repository.updateCategory(tx, row.id, { nameRu: group.name, parentId, position: group.position });
            counts.updated++;
            written = true;
            continue;
          }
          let id = categorySlug(group.name);
          if (taken.has(id))
            id = `${id}-${group.onecId
              .replace(/[^a-z0-9]/gi, '')
              .slice(0, 8)
              .toLowerCase()}`;
          taken.add(id);
          await repository.insertCategory(tx, {
            id,
            onecId: group.onecId,
            nameRu: group.name,
            parentId,
            position: group.position,
          });
          ids.set(group.onecId, id);
          counts.created++;
          written = true;
        }
        return written;
      });
      if (changed) deps.catalog.changed();
    }

    // ---- Свойства ---------------------------------------------------------------------------------------

    function readProperties(node: OnecNode) {
      for (const property of node.children) {
        const id = textOf(property, 'Ид');
        if (!id) continue;
        const values = new Map<string, string>();
        for (const variants of childrenOf(property, 'ВариантыЗначений'))
          for (const entry of variants.children) {
            const valueId = textOf(entry, 'ИдЗначения');
            if (valueId) values.set(valueId, textOf(entry, 'Значение'));
          }
        properties.set(id, { name: textOf(property, 'Наименование') || id, values });
        details.properties++;
      }
    }

    function readPriceTypes(node: OnecNode) {
      priceTypesSeen = true;
      const types = childrenOf(node, 'ТипЦены').map((type) => ({
        id: textOf(type, 'Ид'),
        name: textOf(type, 'Наименование'),
      }));
      const wanted = options.priceType?.trim().toLowerCase();
      const chosen = wanted
        ? types.find((type) => type.id.toLowerCase() === wanted || type.name.toLowerCase() === wanted)
        : types[0];
      if (!chosen && wanted) {
        throw new OnecCatalogError(
          `Тип цен «${options.priceType}» не найден в файле ${path.basename(file)}; в нём: ${
            types.map((type) => `«${type.name}» (${type.id})`).join(', ') || 'ни одного'
          }`,
        );
      }
      priceTypeId = chosen?.id ?? null;
    }

    // ---- Товары -----------------------------------------------------------------------------------------

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
        if (good.pictures.length > 0)
          pictureLists.set(good.onecId, await pictures(good, before.get(good.onecId) ?? []));
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
        const categoryIds = await repository.categoryIdsByOnecIds(
          tx,
          goods.map((good) => good.groupId).filter(Boolean),
        );
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
      const previous = row.onec ?? emptyOnec();
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

    // ---- Предложения ------------------------------------------------------------------------------------

    interface OfferValues {
      productId: string;
      key: string;
      offerId: string;
      name: string;
      deleted: boolean;
      price: number | undefined;
      quantity: number | undefined;
      characteristics: { name: string; value: string }[];
    }

    function readOffer(node: OnecNode): OfferValues {
      const offerId = textOf(node, 'Ид');
      const [productId = '', key = ''] = offerId.split('#');
      let price: number | undefined;
      const prices = childrenOf(childOf(node, 'Цены') ?? node, 'Цена');
      const chosen =
        priceTypeId === null && !priceTypesSeen && !options.priceType
          ? prices[0]
          : prices.find((entry) => textOf(entry, 'ИдТипаЦены') === (priceTypeId ?? options.priceType?.trim()));
      if (chosen) {
        const value = parseOnecNumber(textOf(chosen, 'ЦенаЗаЕдиницу'));
        const coefficient = parseOnecNumber(textOf(chosen, 'Коэффициент')) ?? 1;
        if (value !== null) price = priceKopecks(value, coefficient);
      }
      let quantity: number | undefined;
      const total = childOf(node, 'Количество');
      const warehouses = childrenOf(node, 'Склад').filter((entry) => 'КоличествоНаСкладе' in entry.attributes);
      const rests = childrenOf(childOf(node, 'Остатки') ?? node, 'Остаток');
      if (total) quantity = parseOnecNumber(total.text) ?? undefined;
      else if (warehouses.length > 0)
        quantity = warehouses.reduce(
          (sum, entry) => sum + (parseOnecNumber(entry.attributes['КоличествоНаСкладе'] ?? '') ?? 0),
          0,
        );
      else if (rests.length > 0)
        quantity = rests.reduce(
          (sum, rest) =>
            sum +
            (parseOnecNumber(textOf(rest, 'Количество')) ??
              childrenOf(rest, 'Склад').reduce(
                (all, entry) => all + (parseOnecNumber(textOf(entry, 'Количество')) ?? 0),
                0,
              )),
          0,
        );
      return {
        productId,
        key,
        offerId,
        name: textOf(node, 'Наименование'),
        deleted: node.attributes['Статус'] === 'Удален' || isTrue(textOf(node, 'ПометкаУдаления')),
        price,
        quantity,
        characteristics: (childOf(node, 'ХарактеристикиТовара')?.children ?? []).map((entry) => ({
          name: textOf(entry, 'Наименование'),
          value: textOf(entry, 'Значение'),
        })),
      };
    }

    async function storeOffers(nodes: OnecNode[]) {
      const offers = nodes.map(readOffer).filter((offer) => {
        if (offer.productId) return true;
        counts.skipped++;
        warn('Предложение без Ид пропущено');
        return false;
      });
      details.offers += offers.length;
      const touched = await db.transaction(async (transaction) => {
        const tx = transaction as unknown as Db;
        const rows = new Map(
          (
            await repository.findProductsByOnecIds(
              tx,
              offers.map((offer) => offer.productId),
            )
          ).map((row) => [row.onecId, row]),
        );
        const ids = [...rows.values()].map((row) => row.id);
        const colors = await repository.findColors(tx, ids);
        const tracked = await repository.rollStock(tx, ids);
        const changedRows = new Map<number, { before: OnecProductRow; after: OnecProductRow; colors: boolean }>();
        const newColors: Parameters<typeof repository.insertColors>[1] = [];
        for (const offer of offers) {
          const row = rows.get(offer.productId);
          if (!row) {
            counts.skipped++;
            warn(`Предложение ${offer.offerId}: товара ${offer.productId} нет в каталоге сайта`);
            continue;
          }
          const entry = changedRows.get(row.id) ?? { before: row, after: structuredClone(row), colors: false };
          changedRows.set(row.id, entry);
          const product = entry.after;
          const onec = (product.onec ??= emptyOnec());
          if (offer.deleted) {
            if (offer.key === '') {
              onec.deleted = true;
              product.show = false;
            }
            delete onec.prices[offer.key];
            delete onec.quantities[offer.key];
            continue;
          }
          if (offer.price !== undefined) onec.prices[offer.key] = offer.price;
          if (offer.quantity !== undefined) onec.quantities[offer.key] = offer.quantity;
          if (offer.key !== '') {
            const name = colorName(offer.characteristics, offer.name, product.nameRu);
            const color = colors.find((own) => own.onecId === offer.offerId);
            if (!color) {
              const position = colors.filter((own) => own.productId === row.id).length;
              newColors.push({ productId: row.id, onecId: offer.offerId, nameRu: name, position, images: [] });
              colors.push({ id: 0, productId: row.id, onecId: offer.offerId, nameRu: name, images: [], position });
              counts.created++;
              entry.colors = true;
            } else if (color.nameRu !== name) {
              await repository.updateColor(tx, color.id, { nameRu: name });
              color.nameRu = name;
              entry.colors = true;
            }
          }
        }
        await repository.insertColors(tx, newColors);
        const touched: number[] = [];
        for (const { before, after, colors: colorsChanged } of changedRows.values()) {
          const onec = after.onec ?? emptyOnec();
          const prices = Object.values(onec.prices);
          if (prices.length > 0) after.priceKopecks = Math.min(...prices);
          if (onec.unpriced && prices.length > 0) {
            onec.unpriced = false;
            if (!onec.deleted) after.show = true;
          }
          const quantity = Object.values(onec.quantities).reduce((sum, value) => sum + value, 0);
          const unitCode = onec.unit?.code ?? OKEI.kilogram;
          const rollsHeld = tracked.get(after.id);
          if (Object.keys(onec.quantities).length > 0) {
            if (rollsHeld) await compareWithRolls(tx, after, quantity, unitCode, rollsHeld);
            else after.count = rollsFromQuantity(quantity, unitCode, after.rollMaxGrams);
          }
          const cardChanged = after.priceKopecks !== before.priceKopecks || after.show !== before.show || colorsChanged;
          const changed =
            cardChanged || after.count !== before.count || JSON.stringify(onec) !== JSON.stringify(before.onec);
          if (!changed) continue;
          await repository.updateProduct(tx, after.id, {
            priceKopecks: after.priceKopecks,
            show: after.show,
            count: after.count,
            onec,
            ...(before.count === 0 && after.count > 0 ? { restockedAt: new Date() } : {}),
            // Stock alone is appended to the cards when read, so it leaves `updated_at` (the cards' name) alone.
            ...(cardChanged ? { updatedAt: new Date() } : {}),
          });
          if (before.show && !after.show) counts.hidden++;
          else counts.updated++;
          touched.push(after.id);
        }
        await repository.refreshSearch(tx, touched);
        return touched;
      });
      if (touched.length > 0) deps.catalog.changed(touched);
    }

    /** A product that tracks rolls keeps its count; where 1C's figure disagrees with its rolls, the manager is told. */
    async function compareWithRolls(
      tx: Db,
      product: OnecProductRow,
      quantity: number,
      unitCode: string,
      held: { rolls: number; grams: number },
    ) {
      const agrees =
        unitCode === OKEI.kilogram
          ? Math.abs(Math.round(quantity * 1000) - held.grams) < 100
          : Math.floor(quantity + 1e-9) === held.rolls;
      const unit = unitCode === OKEI.kilogram ? 'кг' : (product.onec?.unit?.name ?? unitCode);
      if (agrees) {
        await repository.clearStockDifference(tx, product.id);
        return;
      }
      warn(
        `Остаток ${product.art || product.onecId} в 1С ${quantity} ${unit}, а на складе сайта ${held.rolls} рул. (${(
          held.grams / 1000
        ).toFixed(3)} кг): рулоны не изменены, расхождение показано менеджеру`,
      );
      await repository.saveStockDifference(tx, {
        productId: product.id,
        onecQuantity: quantity,
        onecUnit: unit,
        shopRolls: held.rolls,
        shopGrams: held.grams,
      });
    }

    // ---- The pass -----------------------------------------------------------------------------------------

    let packageChangesOnly = false;
    let catalogue = false;
    await readOnecXml(file, {
      onRead(bytes) {
        bytesRead = bytes;
      },
      onOpen(name, attributes, at) {
        if (at.length === 1 && name !== ROOT) throw notCatalogue(file, `корневой элемент «${name}»`);
        if (at.length !== 2) return;
        if (name === 'Классификатор') classifierSeen = true;
        else if (name === 'Каталог') {
          kind = 'import';
          catalogue = true;
          packageChangesOnly = isTrue(attributes['СодержитТолькоИзменения']);
        } else if (OFFER_PACKAGES.has(name)) {
          kind = 'offers';
          packageChangesOnly = name === 'ИзмененияПакетаПредложений' || isTrue(attributes['СодержитТолькоИзменения']);
        } else if (DOCUMENTS.has(name))
          throw notCatalogue(file, 'это документы (заказы): их принимает обмен type=sale');
      },
      select(at) {
        const [, top, second, third] = at;
        if (at.length === 3) {
          if (top === 'Классификатор') return second === 'Группы' || second === 'Свойства' || second === 'ТипыЦен';
          return OFFER_PACKAGES.has(top ?? '') && second === 'ТипыЦен';
        }
        if (at.length !== 4) return false;
        if (top === 'Каталог') return second === 'Товары' && third === 'Товар';
        return OFFER_PACKAGES.has(top ?? '') && second === 'Предложения' && third === 'Предложение';
      },
      async onElement(node, at) {
        const [, top] = at;
        if (node.name === 'Группы') return storeGroups(node);
        if (node.name === 'Свойства') return readProperties(node);
        if (node.name === 'ТипыЦен') {
          // The package's own price types win over the classifier's.
          if (top !== 'Классификатор' || !priceTypesSeen) readPriceTypes(node);
          return;
        }
        batch.push(node);
        if (batch.length >= batchSize) await flush();
      },
    });
    await flush();
    if (!kind) {
      if (!classifierSeen) throw notCatalogue(file, 'в нём нет ни каталога, ни предложений');
      kind = 'import';
    }
    details.changesOnly = packageChangesOnly;

    if (kind === 'import' && catalogue && !packageChangesOnly && options.hideMissing) {
      const missing = (await repository.shownOnecProducts(db)).filter((row) => !listed.has(row.onecId));
      for (let start = 0; start < missing.length; start += batchSize) {
        const ids = missing.slice(start, start + batchSize).map((row) => row.id);
        await repository.hideProducts(db, ids);
        deps.catalog.changed(ids);
      }
      counts.hidden += missing.length;
    }
    if (warningsLeftOut > 0) warnings.push(`…и ещё ${warningsLeftOut} предупреждений`);
    log.info({ file: path.basename(file), kind, counts, details }, '1C catalogue file imported');
    onProgress?.({ done: size, total: size, text: 'Готово' });
    return { kind, counts, warnings, details };
  }

  return { importFile };
}

function emptyOnec(): StoredOnecProduct {
  return { traits: [], unit: null, pictures: [], prices: {}, quantities: {}, deleted: false, unpriced: false };
}

export type OnecCatalogImporter = ReturnType<typeof createOnecCatalogImporter>;

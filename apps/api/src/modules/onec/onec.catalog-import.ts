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
 * This file reads the file, its groups, properties and price types; the goods are onec.catalog-goods.ts's,
 * the offers onec.catalog-offers.ts's (both share this file's `OnecImportRun`).
 *
 * Deps: `db`; `storePicture` — the catalogue's picture pipeline (convertUpload over the app's file store:
 * WebP at every width, its errors for a file that is no picture); `catalog.changed` — announces written
 * products to the catalogue's caches; `log`; optional `batchSize` (default 100: on PGlite, one connection,
 * an exchange request's query waits for the batch in hand).
 */
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { Db } from '@polotno/db';
import type { Logger } from '../../lib/logger.ts';
import type { CatalogService } from '../catalog/catalog.module.ts';
import { createGoodsStore } from './onec.catalog-goods.ts';
import { isTrue } from './onec.catalog-mapping.ts';
import { createOffersStore } from './onec.catalog-offers.ts';
import * as repository from './onec.catalog.repository.ts';
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

/** A property of 1C's classifier: its name and, for a Справочник, its values by ИдЗначения. */
export interface OnecProperty {
  name: string;
  values: Map<string, string>;
}

/** What one file's import shares with its goods and offers parts. */
export interface OnecImportRun {
  deps: OnecCatalogDeps;
  exchangeDir: string;
  options: OnecCatalogOptions;
  counts: OnecImportCounts;
  details: OnecImportDetails;
  warn(text: string): void;
  properties: Map<string, OnecProperty>;
  /** The chosen price type's Ид, and whether the file named its price types at all. */
  priceType: { id: string | null; seen: boolean };
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
    const properties = new Map<string, OnecProperty>();
    const run: OnecImportRun = {
      deps,
      exchangeDir,
      options,
      counts,
      details,
      warn,
      properties,
      priceType: { id: null, seen: false },
    };
    const goods = createGoodsStore(run);
    const offers = createOffersStore(run);
    let batch: OnecNode[] = [];
    let bytesRead = 0;

    const report = (text: string) =>
      onProgress?.({ done: bytesRead, total: size, text: `${text} (${Math.round((bytesRead / size) * 100)}%)` });

    async function flush() {
      const nodes = batch;
      batch = [];
      if (nodes.length === 0) return;
      if (kind === 'import') await goods.storeGoods(nodes);
      else await offers.storeOffers(nodes);
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
      run.priceType.seen = true;
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
      run.priceType.id = chosen?.id ?? null;
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
          if (top !== 'Классификатор' || !run.priceType.seen) readPriceTypes(node);
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
      const missing = (await repository.shownOnecProducts(db)).filter((row) => !goods.listed.has(row.onecId));
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

export type OnecCatalogImporter = ReturnType<typeof createOnecCatalogImporter>;

/**
 * The offers of a 1C package (ПакетПредложений, ИзмененияПакетаПредложений; 1C's offers files and Bitrix's
 * prices___ and rests___), one batch at a time (decision 013): the chosen price type's price and the stock
 * of each offer kept per offer, `guid#guid` offers as colours of their product, the product's price the
 * lowest and its stock the sum; kilograms become rolls for a count-only product, and a product that tracks
 * rolls keeps them, its disagreement with 1C shown to the manager.
 */
import type { Db } from '@polotno/db';
import type { OnecImportRun } from './onec.catalog-import.ts';
import {
  colorName,
  emptyOnecProduct,
  isTrue,
  OKEI,
  parseOnecNumber,
  priceKopecks,
  rollsFromQuantity,
} from './onec.catalog-mapping.ts';
import * as repository from './onec.catalog.repository.ts';
import type { OnecProductRow } from './onec.catalog.repository.ts';
import { childOf, childrenOf, textOf, type OnecNode } from './onec.xml.ts';

export function createOffersStore(run: OnecImportRun) {
  const { deps, counts, details, warn, options } = run;
  const { db } = deps;

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
      run.priceType.id === null && !run.priceType.seen && !options.priceType
        ? prices[0]
        : prices.find((entry) => textOf(entry, 'ИдТипаЦены') === (run.priceType.id ?? options.priceType?.trim()));
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
        const onec = (product.onec ??= emptyOnecProduct());
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
        const onec = after.onec ?? emptyOnecProduct();
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

  return { storeOffers };
}

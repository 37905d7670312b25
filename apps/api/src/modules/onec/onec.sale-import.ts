/**
 * Documents back from 1C (`type=sale`, `file` + `import`; CommerceML 2.05–2.10 and 3.1's `Контейнер`,
 * decision 014): each «Заказ товара» is matched by the shop's order number (`Номер`; 1C's own GUID is its
 * `Ид`) and applied through the orders capability, so the same rules, stock moves and notifications hold
 * as for a manager's change:
 *
 * - «Номер оплаты по 1С» with «Дата оплаты по 1С» (and 2.09's `Оплаты/Оплата`) → a payment on record
 *   (source 1c) of what is still due, which makes an invoiced order paid; 2.10's subordinate documents
 *   (`ПодчиненныеДокументы`: «Выплата безналичных денег» and the like → a payment, «Отпуск товара» → shipped);
 * - «Номер отгрузки по 1С» with «Дата отгрузки по 1С», or «Отгружен» → shipped;
 * - «Отменен» or ПометкаУдаления → cancelled (its rolls go back);
 * - «Статуса заказа ИД» → the shop's status the manager mapped it to (settings).
 *
 * Lines 1C changed are recorded as a difference for the manager, never applied to reserved rolls. An
 * unknown order number is reported in the answer, not a failure; the same document twice changes nothing
 * (a payment is recorded once per 1C document, a status already reached is left, a difference recorded once).
 */
import { createHash } from 'node:crypto';
import type { Db } from '@polotno/db';
import { AppError, type OrderStatus } from '@polotno/domain';
import type { OrdersService } from '../orders/orders.module.ts';
import * as repository from './onec.repository.ts';
import * as sale from './onec.sale.repository.ts';
import { lineFigures } from './onec.sale-export.ts';
import { childOf, childrenOf, readOnecXml, textOf, type OnecNode } from './onec.xml.ts';

export interface OnecSaleImportDeps {
  db: Db;
  orders: Pick<OrdersService, 'changeStatusFromOutside' | 'recordPaymentFromOutside'>;
  now: () => Date;
}

export interface OnecSaleReport {
  kind: 'documents';
  counts: { created: number; updated: number; hidden: number; skipped: number };
  warnings: string[];
}

const TRUE = new Set(['true', 'истина', 'да', '1']);
const isTrue = (value: string | undefined) => value !== undefined && TRUE.has(value.trim().toLowerCase());

/** `Наименование → Значение` of a node's ЗначенияРеквизитов (names compared case-insensitively). */
function requisitesOf(node: OnecNode): Map<string, string> {
  const values = new Map<string, string>();
  for (const group of childrenOf(node, 'ЗначенияРеквизитов')) {
    for (const value of childrenOf(group, 'ЗначениеРеквизита')) {
      values.set(textOf(value, 'Наименование').toLowerCase(), textOf(value, 'Значение'));
    }
  }
  return values;
}

/** A 1C date (`2026-03-04`, `2026-03-04T10:00:00`, `04.03.2026 10:00:00`) as `YYYY-MM-DD`, or null. */
export function onecDate(value: string | undefined): string | null {
  if (!value) return null;
  const iso = /^(\d{4})-(\d{2})-(\d{2})/.exec(value.trim());
  if (iso) return `${iso[1]}-${iso[2]}-${iso[3]}`;
  const russian = /^(\d{2})\.(\d{2})\.(\d{4})/.exec(value.trim());
  return russian ? `${russian[3]}-${russian[2]}-${russian[1]}` : null;
}

/** Kopecks of a 1C amount (`1 234,50`, `1234.5`), or null. */
function kopecksOf(value: string): number | null {
  const normal = value.replace(/[\s\u00a0]/g, '').replace(',', '.');
  if (!/^\d+(\.\d+)?$/.test(normal)) return null;
  return Math.round(Number(normal) * 100);
}

const EPSILON = 1e-6;

export function createOnecSaleImporter(deps: OnecSaleImportDeps) {
  const { db, orders, now } = deps;

  /** What the document says of each line against the order's lines; empty when they agree. */
  async function lineDifferences(document: OnecNode, orderId: number): Promise<repository.LineDifference[]> {
    const goods = childrenOf(
      childOf(document, 'Товары') ?? { name: '', attributes: {}, children: [], text: '' },
      'Товар',
    );
    const lines = (await sale.linesToSend(db, [orderId])).get(orderId) ?? [];
    const shop = new Map(lines.map((line) => [lineFigures(line).id, line]));
    const differences: repository.LineDifference[] = [];
    const seen = new Set<string>();
    for (const item of goods) {
      const traits = requisitesOf(item);
      if (traits.get('типноменклатуры')?.toLowerCase() === 'услуга' || textOf(item, 'Ид') === 'ORDER_DELIVERY')
        continue;
      const id = textOf(item, 'Ид');
      const onec = {
        quantity: Number(textOf(item, 'Количество').replace(',', '.')) || 0,
        pricePerUnit: (kopecksOf(textOf(item, 'ЦенаЗаЕдиницу')) ?? 0) / 100,
        sum: (kopecksOf(textOf(item, 'Сумма')) ?? 0) / 100,
      };
      const line = shop.get(id);
      seen.add(id);
      const figures = line ? lineFigures(line) : null;
      const same =
        figures !== null &&
        Math.abs(Number(figures.quantity) - onec.quantity) < EPSILON &&
        Math.abs(figures.pricePerUnit / 100 - onec.pricePerUnit) < 0.005 &&
        Math.abs(figures.sum / 100 - onec.sum) < 0.005;
      if (same) continue;
      differences.push({
        onecId: id,
        name: textOf(item, 'Наименование'),
        unit: textOf(item, 'БазоваяЕдиница'),
        onec,
        shop:
          line && figures
            ? {
                lineId: line.id,
                quantity: Number(figures.quantity),
                pricePerUnit: figures.pricePerUnit / 100,
                sum: figures.sum / 100,
              }
            : null,
      });
    }
    if (goods.length > 0) {
      for (const [id, line] of shop) {
        if (seen.has(id)) continue;
        const figures = lineFigures(line);
        differences.push({
          onecId: '',
          name: line.colorRu ? `${line.nameRu}, ${line.colorRu}` : line.nameRu,
          unit: figures.unit.short,
          onec: null,
          shop: {
            lineId: line.id,
            quantity: Number(figures.quantity),
            pricePerUnit: figures.pricePerUnit / 100,
            sum: figures.sum / 100,
          },
        });
      }
    }
    return differences;
  }

  /** Moves the order to `target` when it is not there yet; a warning when the life cycle refuses. */
  async function moveTo(
    order: sale.OrderRow,
    target: OrderStatus,
    warnings: string[],
    why: string,
  ): Promise<sale.OrderRow | null> {
    if (order.status === target) return null;
    try {
      await orders.changeStatusFromOutside(order.id, target);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      warnings.push(
        `Заказ № ${order.id}: ${why} — статус «${order.status}» не меняется на «${target}» (${error.code})`,
      );
      return null;
    }
    return sale.findOrderRow(db, order.id);
  }

  /** Applies one document; resolves with what changed. */
  async function applyDocument(
    document: OnecNode,
    statusMap: Record<string, OrderStatus>,
    jobId: number | null,
    warnings: string[],
  ): Promise<{ payments: number; changed: boolean; found: boolean }> {
    const number = textOf(document, 'Номер');
    const operation = textOf(document, 'ХозОперация').toLowerCase();
    if (operation && operation !== 'заказ товара') {
      warnings.push(`Документ «${textOf(document, 'ХозОперация')}» № ${number} пропущен: принимаются заказы`);
      return { payments: 0, changed: false, found: false };
    }
    const id = /^\d{1,9}$/.test(number) ? Number(number) : null;
    let order = id === null ? null : await sale.findOrderRow(db, id);
    if (!order) {
      warnings.push(`Заказ № ${number || '(без номера)'} не найден на сайте`);
      return { payments: 0, changed: false, found: false };
    }
    const before = order.updatedAt;
    const values = requisitesOf(document);
    let payments = 0;
    let changed = false;

    const cancelled =
      isTrue(values.get('отменен')) ||
      isTrue(values.get('пометкаудаления')) ||
      isTrue(textOf(document, 'ПометкаУдаления'));
    if (cancelled) {
      const moved = await moveTo(order, 'cancelled', warnings, '1С отменила заказ');
      if (moved) [order, changed] = [moved, true];
    } else {
      // Payments: 1C's «Номер/Дата оплаты по 1С», and 2.09's Оплаты/Оплата.
      const found: { ref: string; paidOn: string; number: string; kopecks: number | null }[] = [];
      const paymentNumber = values.get('номер оплаты по 1с');
      const paymentDate = onecDate(values.get('дата оплаты по 1с'));
      if (paymentNumber && paymentDate) {
        found.push({
          ref: `1c:${paymentNumber}:${paymentDate}`,
          paidOn: paymentDate,
          number: paymentNumber,
          kopecks: null,
        });
      }
      for (const payment of childrenOf(childOf(document, 'Оплаты') ?? document, 'Оплата')) {
        const paidOn = onecDate(textOf(payment, 'ДатаОплаты'));
        const kopecks = kopecksOf(textOf(payment, 'СуммаОплаты'));
        if (!paidOn || kopecks === null || kopecks <= 0) continue;
        const reference = textOf(payment, 'НомерТранзакции') || textOf(payment, 'Ид');
        found.push({ ref: `1c:${reference}:${paidOn}:${kopecks}`, paidOn, number: reference, kopecks });
      }
      // 2.10: payments and shipments as documents subordinate to the order.
      let shippedBySubordinate = false;
      for (const subordinate of childrenOf(
        childOf(document, 'ПодчиненныеДокументы') ?? document,
        'ПодчиненныйДокумент',
      )) {
        const kind = textOf(subordinate, 'ХозОперация').toLowerCase();
        if (kind === 'отпуск товара') shippedBySubordinate = true;
        if (!/выплата (безналичных|наличных) денег|эквайринговая операция/.test(kind)) continue;
        const paidOn = onecDate(textOf(subordinate, 'Дата'));
        const kopecks = kopecksOf(textOf(subordinate, 'Сумма'));
        if (!paidOn || kopecks === null || kopecks <= 0) continue;
        const reference = textOf(subordinate, 'Номер') || textOf(subordinate, 'Ид');
        found.push({
          ref: `1c:${textOf(subordinate, 'Ид') || reference}:${paidOn}`,
          paidOn,
          number: reference,
          kopecks,
        });
      }
      for (const payment of found) {
        const paid = (await sale.paidOf(db, [order.id])).get(order.id) ?? 0;
        const due = order.totalKopecks === null ? null : order.totalKopecks - paid;
        const amount = payment.kopecks ?? (due !== null ? due : kopecksOf(textOf(document, 'Сумма')));
        if (amount === null || amount <= 0) continue;
        try {
          const outcome = await orders.recordPaymentFromOutside(order.id, {
            paidOn: payment.paidOn,
            amountKopecks: amount,
            documentNumber: payment.number.slice(0, 40),
            sourceRef: payment.ref,
          });
          if (outcome.recorded) {
            payments += 1;
            changed = true;
            if (outcome.status !== 'paid' && outcome.dueKopecks === null) {
              warnings.push(
                `Заказ № ${order.id}: оплата записана, но счёт ещё не выставлен — статус «${outcome.status}»`,
              );
            }
          }
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
          warnings.push(`Заказ № ${order.id}: оплата не записана (${error.code})`);
        }
        order = (await sale.findOrderRow(db, order.id)) ?? order;
      }

      const mapped = statusMap[values.get('статуса заказа ид') ?? ''];
      if (mapped && mapped !== 'shipped') {
        const moved = await moveTo(order, mapped, warnings, `статус 1С «${values.get('статуса заказа ид')}»`);
        if (moved) [order, changed] = [moved, true];
      }
      const shipped =
        (Boolean(values.get('номер отгрузки по 1с')) && onecDate(values.get('дата отгрузки по 1с')) !== null) ||
        isTrue(values.get('отгружен')) ||
        shippedBySubordinate ||
        mapped === 'shipped';
      if (shipped && order.status !== 'shipped' && order.status !== 'completed') {
        const moved = await moveTo(order, 'shipped', warnings, '1С отгрузила заказ');
        if (moved) [order, changed] = [moved, true];
      }
    }

    const differences = await lineDifferences(document, order.id);
    if (differences.length > 0) {
      const fingerprint = createHash('sha256').update(JSON.stringify(differences)).digest('hex');
      const recorded = await sale.insertDifference(db, {
        orderId: order.id,
        jobId,
        fingerprint,
        lines: differences,
        createdAt: now(),
      });
      if (recorded) warnings.push(`Заказ № ${order.id}: строки в 1С отличаются от сайта — показаны менеджеру`);
    }
    await sale.rememberOnecOrder(db, order.id, {
      onecId: textOf(document, 'Ид') || null,
      onecNumber: values.get('номер по 1с') || textOf(document, 'Номер1С') || null,
      inSyncAt: before,
      version: order.updatedAt,
      now: now(),
    });
    return { payments, changed, found: true };
  }

  return {
    /** Reads a documents file of the exchange folder and applies every order in it. */
    async importFile(file: string, jobId: number | null, onProgress?: (done: number) => void): Promise<OnecSaleReport> {
      const settings = await repository.getSettings(db);
      const warnings: string[] = [];
      const counts = { created: 0, updated: 0, hidden: 0, skipped: 0 };
      let documents = 0;
      const result = await readOnecXml(file, {
        select: (path) => path[path.length - 1] === 'Документ',
        onElement: async (node) => {
          documents += 1;
          const outcome = await applyDocument(node, settings.statusMap, jobId, warnings);
          counts.created += outcome.payments;
          if (outcome.changed) counts.updated += 1;
          else counts.skipped += 1;
          onProgress?.(documents);
        },
      });
      if (result.root !== 'КоммерческаяИнформация') {
        throw new Error(`Файл не является документом CommerceML: корневой элемент «${result.root}»`);
      }
      return { kind: 'documents', counts, warnings };
    },
  };
}

export type OnecSaleImporter = ReturnType<typeof createOnecSaleImporter>;

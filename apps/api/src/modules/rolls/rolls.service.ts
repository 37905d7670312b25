/**
 * Rules of rolls and dye lots: receiving a lot (weights read from a pasted column, each checked against the
 * product's roll band), the back office's roll and lot lists, write-offs, the storefront's lots per colour,
 * and the documents. What orders need (reserve by lot, release, ship, swap) is in `rolls.reservations.ts`;
 * both keep the product's `count` equal to its available rolls, in the same transaction.
 */
import type { Db } from '@polotno/db';
import {
  AppError,
  kgText,
  MAX_ROLLS_PER_LOT,
  parseWeights,
  rollBandOf,
  ROLL_STATUS_LABELS,
  toKg,
  type AuthUser,
  type Lang,
  type LotPreview,
  type LotReceive,
  type LotReceived,
  type LotSummary,
  type Localized,
  type ProductLots,
  type Roll,
  type RollDetail,
  type RollListQuery,
  type RollUpdate,
} from '@polotno/domain';
import type { Config } from '../../config.ts';
import { columnIn } from '../../lib/localized.ts';
import type { AuditService } from '../audit/audit.module.ts';
import { renderLabelsPdf } from './rolls.labels-pdf.ts';
import * as repository from './rolls.repository.ts';

export interface RollsDeps {
  db: Db;
  config: Config;
  /** Drops the catalogue's cached answers of these products (their `count` changed). */
  catalog: { changed(products?: readonly number[]): void };
  /** Where receiving and a roll's corrections are recorded, in their transactions. */
  audit: Pick<AuditService, 'record'>;
}

const PROBLEMS: Record<'unreadable' | 'out_of_band', Localized> = {
  unreadable: { ru: '«{input}» — не число килограммов', uz: '«{input}» — kilogramm soni emas' },
  out_of_band: {
    ru: 'Вес {weight} кг вне диапазона {min}–{max} кг',
    uz: "{weight} kg og'irlik {min}–{max} kg oralig'idan tashqarida",
  },
};

const fill = (template: string, params: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) => params[name] ?? whole);

/** The colour of `product` named by id; null only for a product without colours. COLOR_INVALID otherwise. */
export function colorOf(product: repository.RollProduct, colorId: number | null) {
  if (product.colors.length === 0) {
    if (colorId === null) return null;
    throw new AppError('COLOR_INVALID', { details: { productId: product.id } });
  }
  const color = product.colors.find((candidate) => candidate.id === colorId);
  if (!color) throw new AppError('COLOR_INVALID', { details: { productId: product.id } });
  return color;
}

/** A roll row in the API's shape. */
export function toRoll(row: repository.RollRow, lang: Lang): Roll {
  return {
    id: row.id,
    number: row.number,
    productId: row.productId,
    product: columnIn(row, 'product', lang),
    colorId: row.colorId,
    color: columnIn(row, 'color', lang) ?? null,
    lotId: row.lotId,
    lot: row.lot,
    weightKg: toKg(row.grams),
    widthCm: row.widthCm,
    grade: row.grade,
    note: row.note,
    status: row.status,
    statusLabel: ROLL_STATUS_LABELS[row.status][lang],
    orderId: row.orderId,
    receivedAt: row.receivedAt.toISOString(),
  };
}

function toLot(row: repository.LotRow, lang: Lang): LotSummary {
  return {
    id: row.id,
    productId: row.productId,
    colorId: row.colorId,
    color: columnIn(row, 'color', lang) ?? null,
    lot: row.number,
    receivedAt: row.receivedAt.toISOString(),
    rolls: { available: row.available, reserved: row.reserved, shipped: row.shipped, writtenOff: row.writtenOff },
    minKg: row.minGrams === null ? null : toKg(row.minGrams),
    maxKg: row.maxGrams === null ? null : toKg(row.maxGrams),
  };
}

export function createRollsService(deps: RollsDeps) {
  const { db, config, catalog, audit } = deps;

  /** The product (any, shown or hidden: the warehouse receives both) or PRODUCT_UNAVAILABLE. */
  async function productOf(id: number): Promise<repository.RollProduct> {
    const product = await repository.findProduct(db, id);
    if (!product) throw new AppError('PRODUCT_UNAVAILABLE', { details: { productId: id } });
    return product;
  }

  async function preview(input: LotReceive, lang: Lang): Promise<LotPreview & { grams: number[] }> {
    const product = await productOf(input.productId);
    const color = colorOf(product, input.colorId);
    const band = rollBandOf(product);
    const parsed = parseWeights(input.weights, band);
    const rows = parsed.map((row) => ({
      index: row.index,
      input: row.input,
      weightKg: row.grams === null ? null : toKg(row.grams),
      problem: row.problem,
      message:
        row.problem === null
          ? null
          : fill(PROBLEMS[row.problem][lang], {
              input: row.input,
              weight: kgText(row.grams ?? 0),
              min: kgText(band.minGrams),
              max: kgText(band.maxGrams),
            }),
    }));
    const grams = parsed.flatMap((row) => (row.problem === null && row.grams !== null ? [row.grams] : []));
    return {
      productId: product.id,
      colorId: color?.id ?? null,
      lot: input.lot,
      band: { minKg: toKg(band.minGrams), maxKg: toKg(band.maxGrams) },
      rows,
      count: grams.length,
      totalKg: toKg(grams.reduce((sum, value) => sum + value, 0)),
      valid: rows.length > 0 && rows.length <= MAX_ROLLS_PER_LOT && grams.length === rows.length,
      existingRolls: await repository.countLotRolls(db, product.id, color?.id ?? null, input.lot),
      grams,
    };
  }

  async function getRoll(id: number, lang: Lang): Promise<RollDetail> {
    const { rows } = await repository.listRolls(db, { ids: [id], limit: 1, offset: 0 });
    const row = rows[0];
    if (!row) throw new AppError('ROLL_NOT_FOUND');
    const events = await repository.findEvents(db, id);
    return {
      ...toRoll(row, lang),
      history: events.map((event) => ({
        from: event.from,
        to: event.to,
        at: event.at.toISOString(),
        by: event.byId === null ? null : { id: event.byId, name: event.byName ?? '' },
        reason: event.reason,
        orderId: event.orderId,
      })),
    };
  }

  return {
    /** Reads and checks a lot's weights; saves nothing. */
    async previewLot(input: LotReceive, lang: Lang): Promise<LotPreview> {
      const { grams: _grams, ...answer } = await preview(input, lang);
      return answer;
    },

    /**
     * Receives a lot: every weight must be readable and in band, or nothing is saved (422 with the rows at
     * fault). The rolls get the next numbers of `roll_number_seq`, in the order the weights were given.
     */
    async receiveLot(actor: AuthUser, input: LotReceive, lang: Lang): Promise<LotReceived> {
      const checked = await preview(input, lang);
      if (checked.rows.length === 0 || checked.rows.length > MAX_ROLLS_PER_LOT) {
        throw new AppError('ROLL_WEIGHTS_REQUIRED', { details: { max: MAX_ROLLS_PER_LOT } });
      }
      if (!checked.valid) {
        const faulty = checked.rows.filter((row) => row.problem !== null);
        throw new AppError('ROLL_WEIGHTS_INVALID', {
          params: {
            count: faulty.length,
            total: checked.rows.length,
            min: kgText(checked.band.minKg * 1000),
            max: kgText(checked.band.maxKg * 1000),
          },
          details: { rows: faulty },
        });
      }
      const product = await productOf(input.productId);
      const now = config.now();
      const ids = await db.transaction(async (tx) => {
        await repository.lockProducts(tx, [product.id]);
        const lotId = await repository.ensureLot(tx, {
          productId: product.id,
          colorId: checked.colorId,
          number: input.lot,
          receivedBy: actor.id,
          receivedAt: now,
        });
        const inserted = await repository.insertRolls(
          tx,
          { lotId, productId: product.id, colorId: checked.colorId },
          checked.grams.map((grams) => ({
            grams,
            widthCm: input.widthCm ?? product.width,
            grade: input.grade || null,
            note: input.note || null,
          })),
          now,
        );
        await repository.insertEvents(
          tx,
          inserted.map((rollId) => ({
            rollId,
            fromStatus: null,
            toStatus: 'available' as const,
            changedBy: actor.id,
            reason: `Приёмка партии ${input.lot}`,
            at: now,
          })),
        );
        await repository.syncCounts(tx, [product.id]);
        await audit.record(tx, {
          kind: 'lot',
          id: lotId,
          action: 'receive',
          after: {
            productId: product.id,
            colorId: checked.colorId,
            lot: input.lot,
            weightsKg: checked.grams.map((grams) => grams / 1000),
            widthCm: input.widthCm ?? product.width,
            grade: input.grade || null,
            note: input.note || null,
          },
        });
        return { lotId, inserted };
      });
      catalog.changed([product.id]);
      const [lot] = await repository.listLots(db, { lotId: ids.lotId });
      const { rows } = await repository.listRolls(db, { ids: ids.inserted, limit: MAX_ROLLS_PER_LOT, offset: 0 });
      if (!lot) throw new AppError('LOT_NOT_FOUND');
      return {
        lot: toLot(lot, lang),
        rolls: rows.sort((a, b) => a.number.localeCompare(b.number)).map((row) => toRoll(row, lang)),
      };
    },

    async listRolls(query: RollListQuery, lang: Lang): Promise<{ items: Roll[]; total: number }> {
      const { rows, total } = await repository.listRolls(db, query);
      return { items: rows.map((row) => toRoll(row, lang)), total };
    },

    getRoll,

    /** A manager writes a roll off (or takes a write-off back, reason kept), or corrects grade, note, width. */
    async updateRoll(actor: AuthUser, id: number, input: RollUpdate, lang: Lang): Promise<RollDetail> {
      const current = await getRoll(id, lang);
      const now = config.now();
      await db.transaction(async (tx) => {
        await repository.lockProducts(tx, [current.productId]);
        const corrected: Partial<Pick<RollDetail, 'grade' | 'note' | 'widthCm'>> = {};
        if (input.grade !== undefined) corrected.grade = input.grade || null;
        if (input.note !== undefined) corrected.note = input.note || null;
        if (input.widthCm !== undefined) corrected.widthCm = input.widthCm;
        await repository.updateRoll(tx, id, { ...corrected, updatedAt: now });
        const before = { grade: current.grade, note: current.note, widthCm: current.widthCm, status: current.status };
        const after = { ...before, ...corrected, status: input.status ?? current.status, reason: input.reason ?? null };
        await audit.record(tx, { kind: 'roll', id, action: 'update', before, after });
        if (input.status === undefined || input.status === current.status) return;
        const from = input.status === 'written_off' ? 'available' : 'written_off';
        const moved = await repository.moveRolls(tx, [id], from, input.status, null, now);
        if (moved.length === 0) {
          throw new AppError('ROLL_STATUS_CHANGE_INVALID', { params: { number: current.number } });
        }
        await repository.insertEvents(tx, [
          {
            rollId: id,
            fromStatus: from,
            toStatus: input.status,
            changedBy: actor.id,
            reason: input.reason ?? '',
            at: now,
          },
        ]);
        await repository.syncCounts(tx, [current.productId]);
      });
      if (input.status !== undefined && input.status !== current.status) catalog.changed([current.productId]);
      return getRoll(id, lang);
    },

    async listLots(productId: number, colorId: number | undefined, lang: Lang): Promise<LotSummary[]> {
      const rows = await repository.listLots(db, { productId, colorId });
      return rows.map((row) => toLot(row, lang));
    },

    /** The storefront's lots per colour (available rolls only), oldest lot first. */
    async productLots(productId: number, lang: Lang): Promise<ProductLots> {
      const product = await repository.findProduct(db, productId);
      if (!product || !product.show) throw new AppError('PRODUCT_NOT_FOUND');
      const lots = await repository.listLots(db, { productId });
      if (lots.length === 0) return { productId, tracksRolls: false, colors: [] };
      const colors: { id: number | null; nameRu: string | null; nameUz: string | null }[] =
        product.colors.length > 0 ? product.colors : [{ id: null, nameRu: null, nameUz: null }];
      return {
        productId,
        tracksRolls: true,
        colors: colors.map((color) => {
          const own = lots.filter((lot) => lot.colorId === color.id && lot.available > 0);
          return {
            colorId: color.id,
            color: columnIn(color, 'name', lang),
            available: own.reduce((sum, lot) => sum + lot.available, 0),
            lots: own.map((lot) => ({
              lot: lot.number,
              rolls: lot.available,
              minKg: toKg(lot.minGrams ?? 0),
              maxKg: toKg(lot.maxGrams ?? 0),
              receivedAt: lot.receivedAt.toISOString(),
            })),
          };
        }),
      };
    },

    /** Labels (A6 per roll, with a QR code of the roll number) of a lot or of listed rolls. */
    async labelsPdf(query: { lotId?: number | undefined; ids?: number[] | undefined }): Promise<Buffer> {
      const { rows } = await repository.listRolls(db, {
        lotId: query.lotId,
        ids: query.ids,
        limit: MAX_ROLLS_PER_LOT * 3,
        offset: 0,
      });
      if (rows.length === 0) throw new AppError(query.lotId !== undefined ? 'LOT_NOT_FOUND' : 'ROLL_NOT_FOUND');
      return renderLabelsPdf(
        rows
          .sort((a, b) => a.number.localeCompare(b.number))
          .map((row) => ({
            number: row.number,
            product: row.productRu,
            color: row.colorRu,
            lot: row.lot,
            grams: row.grams,
            widthCm: row.widthCm,
            grade: row.grade,
          })),
      );
    },
  };
}

export type RollsService = ReturnType<typeof createRollsService>;

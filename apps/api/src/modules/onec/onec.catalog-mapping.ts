/**
 * How 1C's goods become this shop's catalogue (decision 013), as pure functions: units by ОКЕИ code,
 * numbers as 1C writes them, the catalogue's facets read from property names, a colour's name from a
 * characteristic, and 1C's stock turned into rolls.
 */
import { ROLL_MAX_GRAMS } from '@polotno/domain';
import type { StoredOnecProduct } from './onec.catalog.repository.ts';

/** ОКЕИ (ОК 015-94) codes 1C writes in БазоваяЕдиница/@Код. */
export const OKEI = { kilogram: '166', piece: '796', roll: '736', metre: '006' } as const;

/** The shop's `unit` for a 1C base unit: `kg` for kilograms (the shop's own), else a short Russian name. */
export function shopUnit(unit: { code: string; name: string } | null): string {
  if (!unit) return 'kg';
  switch (unit.code) {
    case OKEI.kilogram:
      return 'kg';
    case OKEI.piece:
      return 'шт';
    case OKEI.roll:
      return 'рулон';
    case OKEI.metre:
      return 'м';
    default:
      return unit.name.trim().toLowerCase().slice(0, 20) || 'kg';
  }
}

/**
 * A number as 1C writes it: `1,4`, `1 234.50`, with a no-break space between thousands; null when it is
 * not a number.
 */
export function parseOnecNumber(text: string): number | null {
  const cleaned = text.replace(/[\s\u00a0\u202f]/g, '').replace(',', '.');
  if (!/^-?\d+(\.\d+)?$/.test(cleaned)) return null;
  return Number(cleaned);
}

/** Roubles (per one of 1C's price units, `Коэффициент` base units) → kopecks per base unit. */
export function priceKopecks(price: number, coefficient: number): number {
  return Math.max(0, Math.round((price / (coefficient > 0 ? coefficient : 1)) * 100));
}

export type Facet = 'composition' | 'canvas' | 'weight' | 'width' | 'color';

/** Which catalogue facet a 1C property fills, read from its name (ru, as 1C's users name them). */
export function facetOf(propertyName: string): Facet | null {
  const name = propertyName.trim().toLowerCase().replace(/ё/g, 'е');
  if (/^(состав|состав ткани|состав полотна|сырьевой состав)(?![а-яa-z])/.test(name)) return 'composition';
  if (/^(полотно|вид полотна|тип полотна|переплетение|вид переплетения)(?![а-яa-z])/.test(name)) return 'canvas';
  if (/^(плотность|поверхностная плотность|плотность ткани|плотность полотна|вес 1 ?м2|вес м2)(?![а-яa-z])/.test(name))
    return 'weight';
  if (/^(ширина|ширина полотна|ширина рулона)(?![а-яa-z])/.test(name)) return 'width';
  if (/^(цвет|цвет полотна)(?![а-яa-z])/.test(name)) return 'color';
  return null;
}

/** g/m² from a density value (`180`, `180 г/м2`, `0,18 кг/м2`); null when unreadable. */
export function gramsPerSquareMetre(value: string): number | null {
  const number = parseOnecNumber(/-?\d[\d\s\u00a0]*(?:[.,]\d+)?/.exec(value)?.[0] ?? '');
  if (number === null || number <= 0) return null;
  return Math.round(/кг/i.test(value) ? number * 1000 : number);
}

/** Centimetres from a width value (`180`, `180 см`, `1,8 м`, `1800 мм`); null when unreadable. */
export function widthCentimetres(value: string): number | null {
  const number = parseOnecNumber(/-?\d[\d\s\u00a0]*(?:[.,]\d+)?/.exec(value)?.[0] ?? '');
  if (number === null || number <= 0) return null;
  const text = value.toLowerCase();
  if (text.includes('мм')) return Math.round(number / 10);
  if (text.includes('см')) return Math.round(number);
  if (/\d\s*м/.test(text) || number < 10) return Math.round(number * 100);
  return Math.round(number);
}

/**
 * A characteristic's colour name: the value of its «Цвет» if it has one, else all its values, else the
 * part of the offer's name in brackets after the product's (1C writes «Футер (чёрный)»), else the name.
 */
export function colorName(
  characteristics: readonly { name: string; value: string }[],
  offerName: string,
  productName: string,
): string {
  const color = characteristics.find((entry) => facetOf(entry.name) === 'color')?.value;
  if (color) return color;
  const values = characteristics.map((entry) => entry.value).filter(Boolean);
  if (values.length > 0) return values.join(', ');
  const bracketed = /\(([^()]+)\)\s*$/.exec(offerName)?.[1]?.trim();
  if (bracketed) return bracketed;
  const rest = offerName.startsWith(productName) ? offerName.slice(productName.length).replace(/^[\s,.-]+/, '') : '';
  return rest || offerName;
}

/**
 * The shop's stock in rolls from 1C's quantity of a count-only product: kilograms are divided by the
 * heaviest roll the product may have (its band's maximum, 25 kg by default), rounded down, so the shop
 * never promises a roll the warehouse may not have; pieces and rolls are whole rolls.
 */
export function rollsFromQuantity(quantity: number, unitCode: string, rollMaxGrams: number | null): number {
  if (!(quantity > 0)) return 0;
  if (unitCode === OKEI.kilogram) return Math.floor((quantity * 1000) / (rollMaxGrams ?? ROLL_MAX_GRAMS) + 1e-9);
  return Math.floor(quantity + 1e-9);
}

/** 1C's booleans (`true`, `True`, with spaces). */
export const isTrue = (value: string | undefined) => value?.trim().toLowerCase() === 'true';

/** What a product 1C has not yet described holds in `products.onec`. */
export function emptyOnecProduct(): StoredOnecProduct {
  return { traits: [], unit: null, pictures: [], prices: {}, quantities: {}, deleted: false, unpriced: false };
}

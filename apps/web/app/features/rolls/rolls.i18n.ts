/** Texts of rolls and dye lots the customer sees: the product page's lots and the rolls of an order line. */
import type { Lang } from '@polotno/domain/client';
import { textsOf } from '../../lib/texts';
import { useLang } from '../../lib/locale';

declare module '../../lib/texts' {
  interface Texts {
    rolls: RollsText;
  }
}

export interface RollsText {
  lotsTitle: string;
  /** «Партия 2611 — 6 рулонов, 21,4–24,8 кг» */
  lot: (lot: string, rolls: number, range: string) => string;
  oneLot: string;
  oneLotHint: string;
  /** No single lot has `rolls` rolls of the colour. */
  noOneLot: (rolls: number) => string;
  /** A cart line's box ticked / unticked: what the order will do. */
  cartOneLot: string;
  cartAnyLot: string;
  /** A roll line of the cart saved (its count and its lot choice). */
  cartLineSaved: string;
  /** An order line's roll: «Рулон 000123, партия 2611, 21,4 кг». */
  roll: (number: string, lot: string, kg: string) => string;
  rollsOfLine: string;
}

export function useRollsText(): RollsText {
  return textsOf('rolls', useLang());
}

/** The same texts for a loader or an action. */
export const rollsText = (lang: Lang): RollsText => textsOf('rolls', lang);

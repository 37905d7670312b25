/** Texts of rolls and dye lots the customer sees: the product page's lots and the rolls of an order line. */
import { plural, type Lang } from '@polotno/domain/client';
import { useLang } from '../../lib/use-lang';

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

const ru: RollsText = {
  lotsTitle: 'Партии в наличии',
  lot: (lot, rolls, range) => `Партия ${lot} — ${rolls} ${plural(rolls, 'рулон', 'рулона', 'рулонов')}, ${range} кг`,
  oneLot: 'Из одной партии',
  oneLotHint: 'Рулоны одной партии крашения — одного оттенка.',
  noOneLot: (rolls) =>
    `Ни в одной партии нет ${rolls} ${plural(rolls, 'рулона', 'рулонов', 'рулонов')}: соберём из наименьшего числа партий.`,
  cartOneLot: 'Одна партия, если она есть; иначе — наименьшее число партий.',
  cartAnyLot: 'Сначала самые старые рулоны, партии могут быть разными.',
  cartLineSaved: 'Строка корзины сохранена',
  roll: (number, lot, kg) => `Рулон ${number}, партия ${lot}, ${kg} кг`,
  rollsOfLine: 'Рулоны строки',
};

const uz: RollsText = {
  lotsTitle: 'Mavjud partiyalar',
  lot: (lot, rolls, range) => `${lot} partiya — ${rolls} ta rulon, ${range} kg`,
  oneLot: 'Bitta partiyadan',
  oneLotHint: "Bitta bo'yash partiyasining rulonlari — bir xil tusda.",
  noOneLot: (rolls) => `Hech bir partiyada ${rolls} ta rulon yo'q: eng kam partiyadan yig'amiz.`,
  cartOneLot: "Bitta partiya, agar bo'lsa; aks holda — eng kam partiyadan.",
  cartAnyLot: "Avval eng eski rulonlar, partiyalar har xil bo'lishi mumkin.",
  cartLineSaved: 'Savat qatori saqlandi',
  roll: (number, lot, kg) => `Rulon ${number}, ${lot} partiya, ${kg} kg`,
  rollsOfLine: 'Qator rulonlari',
};

const texts: Record<Lang, RollsText> = { ru, uz };

export function useRollsText(): RollsText {
  return texts[useLang()];
}

/** The same texts for a loader or an action. */
export const rollsText = (lang: Lang): RollsText => texts[lang];

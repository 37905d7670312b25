/** The rolls and lots texts in Russian; only pages in this language load it (rolls.i18n.ts). */
import { plural } from '@polotno/domain/client';
import { registerTexts } from '../../lib/texts';
import type { RollsText } from './rolls.i18n';

export const ru: RollsText = {
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

registerTexts('ru', { rolls: ru });

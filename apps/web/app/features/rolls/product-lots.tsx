/**
 * The product page's dye lots of the chosen colour («Партия 2611 — 6 рулонов, 21,4–24,8 кг») and the
 * «из одной партии» choice of the rolls form: on by default whenever one lot holds the rolls wanted.
 */
import type { ProductLots } from '@polotno/domain';
import { useState } from 'react';
import { formatNumber } from '../../lib/format';
import { useRollsText } from './rolls.i18n';

export type ColorLots = ProductLots['colors'][number];

const range = (min: number, max: number) =>
  min === max ? formatNumber(min) : `${formatNumber(min)}–${formatNumber(max)}`;

/** The lots of one colour and the same-lot checkbox for `rolls` rolls; a form field named `sameLot`. */
export function LotChoice({ color, rolls }: { color: ColorLots; rolls: number }) {
  const t = useRollsText();
  // Null until the customer ticks or clears the box themselves; until then it follows what a lot can supply.
  const [chosen, setChosen] = useState<boolean | null>(null);
  const possible = color.lots.some((lot) => lot.rolls >= rolls);
  const checked = possible && (chosen ?? true);
  return (
    <div className="space-y-2 text-sm">
      <p className="font-medium text-gray-900 dark:text-white">{t.lotsTitle}</p>
      <ul className="space-y-0.5 text-gray-700 tabular-nums dark:text-gray-300" data-testid="product-lots">
        {color.lots.map((lot) => (
          <li key={lot.lot}>{t.lot(lot.lot, lot.rolls, range(lot.minKg, lot.maxKg))}</li>
        ))}
      </ul>
      <label className="flex items-start gap-2 text-gray-800 dark:text-gray-200">
        <input
          type="checkbox"
          name="sameLot"
          value="yes"
          checked={checked}
          disabled={!possible}
          onChange={(event) => setChosen(event.target.checked)}
          aria-describedby="same-lot-hint"
          className="mt-0.5"
        />
        {t.oneLot}
      </label>
      {/* Unticked boxes send nothing: this tells the server the box was there. A box disabled because no lot
          holds the rolls sends neither, so the line keeps «one lot» (the API's default) and the API takes the
          fewest lots, as the hint says. */}
      {possible && <input type="hidden" name="sameLotShown" value="yes" />}
      <p id="same-lot-hint" className="text-xs text-gray-500 dark:text-gray-400">
        {possible ? t.oneLotHint : t.noOneLot(rolls)}
      </p>
    </div>
  );
}

/** «Из одной партии» of a cart line of a product tracking rolls, saved with the line's «Обновить». */
export function CartLineLot({ lineId, sameLot }: { lineId: number; sameLot: boolean }) {
  const t = useRollsText();
  const hint = `same-lot-hint-${lineId}`;
  return (
    <div className="max-w-52 space-y-1 text-sm">
      <label className="flex items-start gap-2 text-gray-800 dark:text-gray-200">
        <input
          type="checkbox"
          name="sameLot"
          value="yes"
          defaultChecked={sameLot}
          aria-describedby={hint}
          className="mt-0.5"
        />
        {t.oneLot}
      </label>
      <input type="hidden" name="sameLotShown" value="yes" />
      <p id={hint} className="text-xs text-gray-500 dark:text-gray-400">
        {sameLot ? t.cartOneLot : t.cartAnyLot}
      </p>
    </div>
  );
}

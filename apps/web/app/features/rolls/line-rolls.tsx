/** The rolls of an order line: number, dye lot and recorded weight of each, as the order shows them. */
import type { OrderLineRoll } from '@polotno/domain';
import { formatNumber } from '../../lib/format';
import { useRollsText } from './rolls.i18n';

export function LineRolls({ rolls }: { rolls: readonly OrderLineRoll[] }) {
  const t = useRollsText();
  if (rolls.length === 0) return null;
  return (
    <ul
      aria-label={t.rollsOfLine}
      className="mt-1 space-y-0.5 text-xs text-gray-600 tabular-nums dark:text-gray-400"
      data-testid="line-rolls"
    >
      {rolls.map((roll) => (
        <li key={roll.number}>{t.roll(roll.number, roll.lot, formatNumber(roll.weightKg))}</li>
      ))}
    </ul>
  );
}

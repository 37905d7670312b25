import { describe, expect, it } from 'vitest';
import { periodPresets, reconciliationUrl } from './reconciliation-period';

describe('the акт сверки’s periods', () => {
  it('run the current quarter and year until today, and close the last quarter and year on their last days', () => {
    expect(periodPresets('2026-05-14')).toEqual({
      quarter: { from: '2026-04-01', to: '2026-05-14' },
      lastQuarter: { from: '2026-01-01', to: '2026-03-31' },
      year: { from: '2026-01-01', to: '2026-05-14' },
      lastYear: { from: '2025-01-01', to: '2025-12-31' },
    });
  });

  it('take the last quarter from the year before in January, February and March', () => {
    expect(periodPresets('2026-02-28')).toMatchObject({
      quarter: { from: '2026-01-01', to: '2026-02-28' },
      lastQuarter: { from: '2025-10-01', to: '2025-12-31' },
    });
  });

  it('end a quarter on its own last day: 30 June, 30 September', () => {
    expect(periodPresets('2026-08-01').lastQuarter).toEqual({ from: '2026-04-01', to: '2026-06-30' });
    expect(periodPresets('2026-12-31').lastQuarter).toEqual({ from: '2026-07-01', to: '2026-09-30' });
    expect(periodPresets('2026-12-31').quarter).toEqual({ from: '2026-10-01', to: '2026-12-31' });
  });

  it('is the API’s PDF of the period', () => {
    expect(reconciliationUrl({ from: '2026-01-01', to: '2026-03-31' })).toBe(
      '/api/reconciliation.pdf?from=2026-01-01&to=2026-03-31',
    );
  });
});

import { describe, expect, it } from 'vitest';
import { restartDelay } from './cluster.ts';

describe('worker restarts', () => {
  it('wait a second, then twice as long after each death soon after a start, never more than 30 s', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 20].map(restartDelay)).toEqual([
      1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000,
    ]);
  });
});

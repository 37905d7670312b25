import { describe, expect, it } from 'vitest';
import { createSendLimiter } from './telegram.limiter.ts';

describe('the send limiter', () => {
  it('spaces one chat a second apart', () => {
    const limiter = createSendLimiter({ perChatIntervalMs: 1000, globalPerSecond: 30, now: () => 0 });
    expect([limiter.reserve(1), limiter.reserve(1), limiter.reserve(1)]).toEqual([0, 1000, 2000]);
  });

  it('lets no more than thirty messages go in any second, whichever chats they are for', () => {
    let clock = 5_000;
    const limiter = createSendLimiter({ perChatIntervalMs: 1000, globalPerSecond: 30, now: () => clock });
    const moments = Array.from({ length: 90 }, (_, chat) => clock + limiter.reserve(chat));
    for (const moment of moments) {
      expect(moments.filter((other) => other >= moment && other < moment + 1000).length).toBeLessThanOrEqual(30);
    }
    expect(Math.max(...moments) - clock).toBeLessThan(3000);
    // A chat whose last message went long ago goes at once when the global budget allows.
    clock += 10_000;
    expect(limiter.reserve(0)).toBe(0);
  });
});

import { describe, expect, it } from 'vitest';
import { createPageTurns } from './page-turns.ts';

describe('page turns', () => {
  it('works on at most the limit of pages at once, the others in arrival order', async () => {
    const turns = createPageTurns(2);
    const order: string[] = [];
    const first = await turns.take();
    const second = await turns.take();
    const third = turns.take().then((done) => (order.push('third'), done));
    const fourth = turns.take().then((done) => (order.push('fourth'), done));
    expect(turns.running).toBe(2);
    expect(turns.waiting).toBe(2);
    first();
    first(); // a second call gives no second turn away
    const thirdDone = await third;
    expect(order).toEqual(['third']);
    expect(turns.waiting).toBe(1);
    second();
    (await fourth)();
    thirdDone();
    expect(order).toEqual(['third', 'fourth']);
    expect(turns.running).toBe(0);
  });

  it('starts the next page on a later event-loop turn, not in the microtasks of the page that finished', async () => {
    const turns = createPageTurns(1);
    const done = await turns.take();
    let started = false;
    const next = turns.take().then((release) => {
      started = true;
      return release;
    });
    done();
    for (let i = 0; i < 10; i += 1) await Promise.resolve();
    expect(started).toBe(false);
    await new Promise((resolve) => setImmediate(resolve));
    expect(started).toBe(true);
    (await next)();
    expect(turns.running).toBe(0);
  });
});

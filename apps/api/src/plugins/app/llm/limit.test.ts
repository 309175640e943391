import { describe, expect, it } from 'vitest';
import { createLimiter } from './limit.js';

describe('createLimiter', () => {
  it('runs at most n tasks at once, in arrival order, and passes results and errors through', async () => {
    const limit = createLimiter(2);
    let active = 0;
    let peak = 0;
    const started: number[] = [];
    const task = (i: number) => async () => {
      started.push(i);
      active++;
      peak = Math.max(peak, active);
      await new Promise((resolve) => setTimeout(resolve, 5));
      active--;
      if (i === 3) throw new Error('task 3 failed');
      return i;
    };
    const results = await Promise.allSettled(Array.from({ length: 7 }, (_, i) => limit(task(i))));
    expect(peak).toBe(2);
    expect(started).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(results[3]).toMatchObject({ status: 'rejected', reason: { message: 'task 3 failed' } });
    expect(results[6]).toEqual({ status: 'fulfilled', value: 6 });
  });

  it('does not let a newcomer overtake a waiting task', async () => {
    const limit = createLimiter(1);
    const order: string[] = [];
    const first = limit(async () => order.push('first'));
    const second = limit(async () => order.push('second'));
    await first;
    const third = limit(async () => order.push('third'));
    await Promise.all([second, third]);
    expect(order).toEqual(['first', 'second', 'third']);
  });

  it('rejects a bad concurrency', () => {
    expect(() => createLimiter(0)).toThrow(RangeError);
    expect(() => createLimiter(1.5)).toThrow(RangeError);
  });
});

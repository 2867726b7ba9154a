import { createLimiter } from './limiter';

it('runs at most the given number of tasks at once, in call order, and passes results and errors through', async () => {
  const limit = createLimiter(3);
  let running = 0;
  let most = 0;
  const started: number[] = [];
  const task = (i: number) => async () => {
    started.push(i);
    running++;
    most = Math.max(most, running);
    await new Promise((resolve) => setImmediate(resolve));
    running--;
    if (i === 4) throw new Error('task 4 failed');
    return i * 10;
  };
  const results = await Promise.allSettled(Array.from({ length: 10 }, (_, i) => limit(task(i))));
  expect(most).toBe(3);
  expect(started).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  expect(results[4]).toEqual({ status: 'rejected', reason: new Error('task 4 failed') });
  expect(results[9]).toEqual({ status: 'fulfilled', value: 90 });
  // A failed task frees its slot too: a later batch still gets three at once.
  most = 0;
  await Promise.all(Array.from({ length: 6 }, (_, i) => limit(task(10 + i))));
  expect(most).toBe(3);
});

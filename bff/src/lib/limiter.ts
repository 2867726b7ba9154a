/**
 * Runs at most `concurrency` tasks at a time; the others wait in call order.
 * One limiter shared by every request bounds the work a kind of task puts on a shared resource.
 */
export function createLimiter(concurrency: number): <T>(task: () => Promise<T>) => Promise<T> {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async (task) => {
    if (running < concurrency) {
      running++;
    } else {
      // The finishing task hands its slot over, so a newcomer cannot slip in between.
      await new Promise<void>((resolve) => waiting.push(resolve));
    }
    try {
      return await task();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running--;
    }
  };
}

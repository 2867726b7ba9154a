/**
 * How long the event loop of this thread was held while a piece of work ran: a timer asks for a
 * tick every 10 ms, and the longest gap between two ticks (or between the last tick and the end of
 * the work) is how long a health check or any other request would have waited.
 */
export async function longestStallDuring(work: () => Promise<unknown>): Promise<{ durationMs: number; longestGapMs: number }> {
  let longestGapMs = 0;
  let last = performance.now();
  const tick = () => {
    const now = performance.now();
    longestGapMs = Math.max(longestGapMs, now - last);
    last = now;
  };
  const timer = setInterval(tick, 10);
  const started = performance.now();
  try {
    await work();
  } finally {
    clearInterval(timer);
  }
  const durationMs = performance.now() - started;
  tick();
  return { durationMs, longestGapMs };
}

/** A query that keeps the embedded database computing for about a second on a 2-core machine. */
export const HEAVY_QUERY = 'select count(*)::int as n from generate_series(1, 3000000)';

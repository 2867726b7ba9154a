/**
 * Preloaded into the BFF by bench/embedded.ts (`node --import tsx --import ./bench/lib/loop-delay.ts …`): measures
 * how long the server's own event loop is held, apart from the network and the machine's other
 * load that a /healthz probe also sees. On SIGUSR2 it writes the delays since the last report
 * (p50, p99, longest, in ms) as JSON to the file named by BENCH_LOOP_DELAY_FILE, and starts again.
 */
import fs from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';

const file = process.env.BENCH_LOOP_DELAY_FILE;
if (file) {
  const delays = monitorEventLoopDelay({ resolution: 10 });
  delays.enable();
  process.on('SIGUSR2', () => {
    const ms = (nanoseconds: number) => nanoseconds / 1e6;
    fs.writeFileSync(file, JSON.stringify({ p50: ms(delays.percentile(50)), p99: ms(delays.percentile(99)), max: ms(delays.max) }));
    delays.reset();
  });
}

import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface WrkResult {
  requests: number;
  /** Per wrk thread (in the order of `thread_number`), the global `answered` of its script, 0 without one. */
  answeredByThread: number[];
  /** Answers other than 2xx/3xx, and socket errors (connect, read, write, timeout). */
  failures: number;
  perSecond: number;
  p50: number;
  p99: number;
}

export interface WrkLoad {
  url: string;
  connections: number;
  seconds: number;
  /** Lua run in each wrk thread before the shared `done`: sets headers, or defines `request()`. */
  lua?: string;
  /**
   * wrk threads, 1 unless given. Each has a Lua state of its own, in which the global
   * `thread_number` (1, 2, ...) tells the script which thread it runs in, and its share of the
   * connections (`connections` divided by `threads`).
   */
  threads?: number;
}

// Printed by wrk once the run ends, so the figures are read as JSON rather than from its table.
const DONE = `
local threads = {}
setup = function(thread)
  table.insert(threads, thread)
  thread:set("thread_number", #threads)
end
done = function(summary, latency, requests)
  local e = summary.errors
  local answered = {}
  for _, thread in ipairs(threads) do table.insert(answered, thread:get("answered") or 0) end
  io.write(string.format('{"requests":%d,"failures":%d,"micros":%d,"p50":%d,"p99":%d,"answeredByThread":[%s]}\\n',
    summary.requests, e.status + e.connect + e.read + e.write + e.timeout, summary.duration,
    latency:percentile(50), latency:percentile(99), table.concat(answered, ",")))
end
`;

/** A wrk run (Debian's `wrk`, one thread beside the server unless told): throughput and latency, in ms. */
export async function wrk(load: WrkLoad): Promise<WrkResult> {
  const script = path.join(os.tmpdir(), `vsp-bench-${process.pid}-${Date.now()}.lua`);
  fs.writeFileSync(script, `${load.lua ?? ''}\n${DONE}`);
  try {
    const stdout = await new Promise<string>((resolve, reject) => {
      execFile('wrk', [`-t${load.threads ?? 1}`, `-c${load.connections}`, `-d${load.seconds}s`, '--timeout', '10s', '-s', script, load.url], { maxBuffer: 1 << 20 }, (error, out, err) =>
        error ? reject(new Error(`wrk failed: ${error.message}\n${err}`)) : resolve(out),
      );
    });
    const line = stdout.split('\n').find((text) => text.startsWith('{"requests"'));
    if (!line) throw new Error(`wrk printed no summary:\n${stdout}`);
    const raw = JSON.parse(line) as { requests: number; failures: number; micros: number; p50: number; p99: number; answeredByThread: number[] };
    return { requests: raw.requests, answeredByThread: raw.answeredByThread, failures: raw.failures, perSecond: raw.requests / (raw.micros / 1e6), p50: raw.p50 / 1000, p99: raw.p99 / 1000 };
  } finally {
    fs.rmSync(script, { force: true });
  }
}

/** Lua that sends the same GET with a cookie on every request. */
export function getWithCookie(cookie: string): string {
  return `wrk.method = "GET"\nwrk.headers["Cookie"] = ${JSON.stringify(cookie)}\n`;
}

import fs from 'node:fs';

export const median = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

export const percentile = (sorted: number[], share: number): number => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(sorted.length * share) - 1))];

export const ms = (value: number): string => `${value.toFixed(value < 10 ? 1 : 0)} ms`;

/** "min / median / max" of figures measured over several rounds, each formatted by `format`. */
export function spread(values: number[], format: (value: number) => string = (value) => value.toFixed(2)): string {
  return `${format(Math.min(...values))} / ${format(median(values))} / ${format(Math.max(...values))}`;
}

/** Resident memory of a process, now and at its peak since the last reset, in MB. */
export function memory(pid: number): { rss: number; peak: number } {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
  return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
}

/** Resets a process's peak resident memory (VmHWM) to its current size: writing 5 to clear_refs (Linux 4.0+). */
export function resetPeak(pid: number): void {
  fs.writeFileSync(`/proc/${pid}/clear_refs`, '5');
}

/** user + system CPU seconds of a /proc/<pid>/stat line. */
function statSeconds(stat: string): number {
  const fields = stat.replace(/^.*\) /, '').split(' ');
  // utime and stime are fields 14 and 15 of stat, here 12 and 13 after the pid and name are cut.
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** CPU seconds a process has used so far (user + system), from /proc. */
export function cpuSeconds(pid: number): number {
  return statSeconds(fs.readFileSync(`/proc/${pid}/stat`, 'utf8'));
}

/**
 * CPU seconds used so far by every process whose command is `command` ("postgres": the server and
 * all its backends). A process that ends between two readings takes its share with it, so read
 * around work whose processes stay (a pool's connections).
 */
export function cpuSecondsOf(command: string): number {
  let total = 0;
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      if (stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')) === command) total += statSeconds(stat);
    } catch {
      // The process ended while the list was read.
    }
  }
  return total;
}

/** CPU seconds the whole machine has been busy so far, all cores together (everything but idle and I/O wait), from /proc/stat. */
export function machineBusySeconds(): number {
  const [, user, nice, system, , , irq, softirq, steal] = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).map(Number);
  return (user + nice + system + irq + softirq + steal) / 100;
}

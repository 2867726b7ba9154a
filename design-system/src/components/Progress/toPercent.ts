/** A whole percent between 0 and 100; anything not a finite number counts as 0. */
export function toPercent(value: number | null | undefined): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) return 0;
  return Math.min(100, Math.max(0, Math.round(value)));
}

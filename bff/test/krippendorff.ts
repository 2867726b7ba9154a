/**
 * Krippendorff's alpha with the interval metric, computed the textbook way from the coincidence
 * matrix of the values: a statement independent of the SQL's formula over sums, for small tables.
 * `units` holds each unit's values (missing ones left out).
 */
export function intervalAlpha(units: number[][]): number | null {
  const pairable = units.filter((values) => values.length >= 2);
  const coincidences = new Map<number, Map<number, number>>();
  const add = (c: number, k: number, amount: number) => {
    const row = coincidences.get(c) ?? new Map<number, number>();
    row.set(k, (row.get(k) ?? 0) + amount);
    coincidences.set(c, row);
  };
  for (const values of pairable) {
    values.forEach((c, i) => values.forEach((k, j) => i !== j && add(c, k, 1 / (values.length - 1))));
  }
  const marginals = [...coincidences].map(([c, row]) => [c, [...row.values()].reduce((a, b) => a + b, 0)] as const);
  const n = marginals.reduce((total, [, count]) => total + count, 0);
  if (n === 0) return null;
  let observed = 0;
  for (const [c, row] of coincidences) for (const [k, o] of row) observed += o * (c - k) ** 2;
  let expected = 0;
  for (const [c, nc] of marginals) for (const [k, nk] of marginals) expected += nc * nk * (c - k) ** 2;
  if (expected === 0) return null;
  return 1 - ((n - 1) * observed) / expected;
}

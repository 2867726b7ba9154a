/** Joins id references for aria-describedby and friends, dropping empty ones. */
export function mergeIds(...ids: Array<string | false | null | undefined>): string | undefined {
  const joined = ids.filter(Boolean).join(' ');
  return joined || undefined;
}

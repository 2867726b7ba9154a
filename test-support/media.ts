/**
 * jsdom has no `matchMedia`: this stands in a screen of `width` pixels whose system colour setting
 * is `dark`, answering `min-width`, `max-width` (and their `not all and` form) and
 * `prefers-color-scheme: dark` queries the way a browser would. `restore` puts jsdom back.
 */
export function stubMedia({ width = 1280, dark = false }: { width?: number; dark?: boolean } = {}): { restore: () => void } {
  const matches = (query: string) => {
    if (query.includes('prefers-color-scheme: dark')) return dark;
    const negated = query.startsWith('not all and ');
    const min = /min-width:\s*([\d.]+)px/.exec(query);
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    const inRange = (!min || width >= Number(min[1])) && (!max || width <= Number(max[1]));
    return negated ? !inRange : inRange;
  };
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: (query: string) => ({
      matches: matches(query),
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
  return {
    restore: () => {
      Reflect.deleteProperty(window, 'matchMedia');
    },
  };
}

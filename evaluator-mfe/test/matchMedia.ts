/**
 * jsdom has no `matchMedia`: this stands in a screen of the given width, answering `min-width` and
 * `max-width` queries (and their `not all and` form) the way a browser would. The answer puts jsdom back.
 */
export function stubScreenWidth(width: number): () => void {
  const matches = (query: string) => {
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
  return () => {
    delete (window as { matchMedia?: unknown }).matchMedia;
  };
}

import { useCallback, useSyncExternalStore } from 'react';
import { useTheme } from 'styled-components';

/**
 * Whether the screen is narrower than the theme's small breakpoint (a phone held upright). Without
 * `matchMedia` (a server render, an old test browser) the screen counts as wide, the grid's layout.
 */
export function useNarrowScreen(): boolean {
  const query = `not all and (min-width: ${useTheme().breakpoints.sm})`;
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window.matchMedia !== 'function') return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  const matches = () => typeof window.matchMedia === 'function' && window.matchMedia(query).matches;
  return useSyncExternalStore(subscribe, matches, () => false);
}

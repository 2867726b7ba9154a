import { useEffect, useState, type RefObject } from 'react';

/** How far outside the window an element counts as near: about a screen's scroll ahead. */
const NEAR_MARGIN = '600px';

/**
 * Whether the element has come near the window; once it has, it stays so. Forty long vendor groups
 * open at once would lay out every group's rows; each draws them once the admin scrolls near it.
 * Without IntersectionObserver every element counts as near.
 */
export function useNearViewport(ref: RefObject<Element | null>): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: NEAR_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, near]);
  return near;
}

import { useEffect, useState, type RefObject } from 'react';

/**
 * Whether the element's content is wider than the element, so that it scrolls sideways. A region
 * that scrolls must be reachable by keyboard (WCAG 2.1.1; axe's scrollable-region-focusable): the
 * caller makes it a Tab stop only then, so a table that fits costs no extra Tab press. Measured
 * again whenever the element or its content changes size.
 */
export function useScrollsSideways(ref: RefObject<HTMLElement | null>): boolean {
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const measure = () => setScrolls(element.scrollWidth > element.clientWidth);
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    measure();
    return () => observer.disconnect();
  }, [ref]);
  return scrolls;
}

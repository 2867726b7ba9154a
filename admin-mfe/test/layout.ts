/**
 * jsdom lays nothing out, so every box measures 0 and a virtualised list would draw no row. This
 * gives every element the height of a scrolling box (`clientHeight`, what @tanstack/react-virtual
 * reads for the visible area) and of a row (`offsetHeight`, what it measures each row by), until
 * the returned function puts jsdom's own back.
 */
export function stubLayout({ viewport, row }: { viewport: number; row: number }): () => void {
  const saved = {
    clientHeight: Object.getOwnPropertyDescriptor(Element.prototype, 'clientHeight'),
    offsetHeight: Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetHeight'),
  };
  Object.defineProperty(Element.prototype, 'clientHeight', { configurable: true, get: () => viewport });
  Object.defineProperty(HTMLElement.prototype, 'offsetHeight', { configurable: true, get: () => row });
  return () => {
    if (saved.clientHeight) Object.defineProperty(Element.prototype, 'clientHeight', saved.clientHeight);
    if (saved.offsetHeight) Object.defineProperty(HTMLElement.prototype, 'offsetHeight', saved.offsetHeight);
  };
}

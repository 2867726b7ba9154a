/**
 * Open dialogs, innermost last. A confirmation can open over another dialog; only the innermost
 * one may react to Escape or pull focus back, or one key press would close both.
 */
const stack: symbol[] = [];
let savedOverflow: string | null = null;

export function pushDialog(id: symbol): void {
  if (stack.length === 0) {
    savedOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
  }
  stack.push(id);
}

export function removeDialog(id: symbol): void {
  const index = stack.indexOf(id);
  if (index !== -1) stack.splice(index, 1);
  if (stack.length === 0 && savedOverflow !== null) {
    document.body.style.overflow = savedOverflow;
    savedOverflow = null;
  }
}

export function isTopDialog(id: symbol): boolean {
  return stack[stack.length - 1] === id;
}

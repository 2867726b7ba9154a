import { PagerBar } from '../../../lib/components/PagerBar';
import { pageCount } from '../utils/consensus';

export interface PagerProps {
  /** Names the navigation: "Cells pages". */
  label: string;
  /** What the list holds, plural: "cells", "scores". */
  noun: string;
  total: number;
  size: number;
  /** From 0. */
  page: number;
  onPageChange: (page: number) => void;
}

/**
 * Previous and next over a long list, so a cell scored by a thousand evaluators draws one page of
 * them at a time. The range shown is announced when it changes.
 */
export function Pager({ label, noun, total, size, page, onPageChange }: PagerProps) {
  const pages = pageCount(total, size);
  if (pages === 1) return null;
  const first = page * size + 1;
  const last = Math.min(total, (page + 1) * size);
  return (
    <PagerBar
      label={label}
      summary={`${first}–${last} of ${total} ${noun}, page ${page + 1} of ${pages}`}
      previousLabel={`Previous ${noun}`}
      nextLabel={`Next ${noun}`}
      onPrevious={page > 0 ? () => onPageChange(page - 1) : undefined}
      onNext={page < pages - 1 ? () => onPageChange(page + 1) : undefined}
    />
  );
}

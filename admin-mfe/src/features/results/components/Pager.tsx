import { Button, Text } from '@vsp/design-system';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import styled from 'styled-components';
import { pageCount } from '../utils/consensus';

const Bar = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
`;

const Buttons = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
`;

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
    <Bar aria-label={label}>
      <Text as="span" size="sm" tone="muted" role="status">
        {`${first}–${last} of ${total} ${noun}, page ${page + 1} of ${pages}`}
      </Text>
      <Buttons>
        <Button variant="outline" size="sm" icon={<ChevronLeft size={16} aria-hidden />} disabled={page === 0} onClick={() => onPageChange(page - 1)}>
          Previous {noun}
        </Button>
        <Button variant="outline" size="sm" icon={<ChevronRight size={16} aria-hidden />} disabled={page >= pages - 1} onClick={() => onPageChange(page + 1)}>
          Next {noun}
        </Button>
      </Buttons>
    </Bar>
  );
}

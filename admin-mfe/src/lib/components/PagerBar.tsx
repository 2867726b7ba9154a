import { Button, Inline, Text } from '@vsp/design-system';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import styled from 'styled-components';

const Bar = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  margin-top: ${({ theme }) => theme.space[3]};
`;

export interface PagerBarProps {
  /** Names the navigation: "Cells pages". */
  label: string;
  /** Which part of the list shows, announced when it changes: "1–25 of 80 cells". */
  summary: string;
  previousLabel: string;
  nextLabel: string;
  /** Absent when there is no page before (the button is disabled). */
  onPrevious?: () => void;
  /** Absent when there is no page after. */
  onNext?: () => void;
}

/** The previous and next buttons under a long list shown a page at a time, with where the reader is. */
export function PagerBar({ label, summary, previousLabel, nextLabel, onPrevious, onNext }: PagerBarProps) {
  return (
    <Bar aria-label={label}>
      <Text as="span" size="sm" tone="muted" role="status">
        {summary}
      </Text>
      <Inline wrap={false}>
        <Button variant="outline" size="sm" icon={<ChevronLeft size={16} aria-hidden />} disabled={!onPrevious} onClick={onPrevious}>
          {previousLabel}
        </Button>
        <Button variant="outline" size="sm" icon={<ChevronRight size={16} aria-hidden />} disabled={!onNext} onClick={onNext}>
          {nextLabel}
        </Button>
      </Inline>
    </Bar>
  );
}

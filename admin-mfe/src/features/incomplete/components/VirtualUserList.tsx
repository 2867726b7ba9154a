import { useVirtualizer } from '@tanstack/react-virtual';
import type { IncompleteVendor } from '@vsp/contract';
import { useRef } from 'react';
import styled from 'styled-components';
import { UserDetails, UserRow, type ReminderOf } from './UserRow';
import { useNearViewport } from '../hooks/useNearViewport';

/** A row's height before it is measured: a name over an address, or a reminder button. */
const ESTIMATED_ROW_HEIGHT = 56;

/** Rows drawn beyond each edge of the box, so that a quick scroll does not show blank space. */
const OVERSCAN = 4;

const ScrollBox = styled.div`
  max-height: min(50vh, 24rem);
  overflow-y: auto;
  overscroll-behavior: contain;
  border-radius: ${({ theme }) => theme.radii.sm};

  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.focusRing};
  }
`;

const Rows = styled.ul`
  position: relative;
  margin: 0;
  padding: 0;
  list-style: none;
`;

// The rows are placed by the virtualiser; the space below each row is part of its measured height.
const VirtualRow = styled(UserRow)`
  position: absolute;
  top: 0;
  left: 0;
  width: 100%;
  padding-bottom: ${({ theme }) => theme.space[2]};
`;

/**
 * A long vendor group's users in a scrolling box that draws only the rows in view (and a few
 * around them), so that a group of a thousand users opens at once. Each row keeps its texts and its
 * reminder part; its place in the whole list is told to screen readers, which see only the drawn rows.
 */
export function VirtualUserList({ eventName, vendor, reminderOf }: { eventName: string; vendor: IncompleteVendor; reminderOf?: ReminderOf }) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const { users } = vendor;
  // Until the admin scrolls near the group, its box keeps its size and draws no row.
  const near = useNearViewport(scrollRef);
  // eslint-disable-next-line react-hooks/incompatible-library -- a notice, not a fault: the virtualiser returns new positions from the same object on each scroll, so this component must stay unmemoised, as the React Compiler would leave it
  const virtualizer = useVirtualizer({
    count: near ? users.length : 0,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ESTIMATED_ROW_HEIGHT,
    overscan: OVERSCAN,
    getItemKey: (index) => users[index].userId,
  });

  return (
    // The box scrolls, so it takes the focus for keyboard scrolling even when its rows have no button.
    <ScrollBox ref={scrollRef} role="region" aria-label={`Incomplete users for ${vendor.vendorName} in ${eventName}`} tabIndex={0}>
      <Rows style={{ height: near ? virtualizer.getTotalSize() : users.length * ESTIMATED_ROW_HEIGHT }}>
        {virtualizer.getVirtualItems().map((item) => (
          <VirtualRow
            key={item.key}
            ref={virtualizer.measureElement}
            data-index={item.index}
            aria-posinset={item.index + 1}
            aria-setsize={users.length}
            $withReminder={reminderOf !== undefined}
            style={{ transform: `translateY(${item.start}px)` }}
          >
            <UserDetails user={users[item.index]} vendor={vendor} reminderOf={reminderOf} />
          </VirtualRow>
        ))}
      </Rows>
    </ScrollBox>
  );
}

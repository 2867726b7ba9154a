import type { IncompleteUser, IncompleteVendor } from '@vsp/contract';
import { ProgressBar, Text } from '@vsp/design-system';
import type { ReactNode } from 'react';
import styled from 'styled-components';

/** Adds a row's reminder part when the server sends reminders. */
export type ReminderOf = (user: IncompleteUser) => ReactNode;

export const UserRow = styled.li<{ $withReminder: boolean }>`
  display: grid;
  grid-template-columns: minmax(160px, 2fr) minmax(160px, 1fr) minmax(120px, 1fr) ${({ $withReminder }) => ($withReminder ? 'auto' : '')};
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};

  /* On a phone the parts stand one under another instead of widening the page. */
  @media (max-width: ${({ theme }) => theme.breakpoints.sm}) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

/** What a row of a vendor group says about one incomplete user, in a plain list or a virtualised one alike. */
export function UserDetails({ user, vendor, reminderOf }: { user: IncompleteUser; vendor: IncompleteVendor; reminderOf?: ReminderOf }) {
  return (
    <>
      <div>
        {user.name}
        <Text as="div" size="sm" tone="muted">
          {user.email ?? `@${user.username}`}
        </Text>
      </div>
      <span>
        {user.answered}/{user.total} questions completed
      </span>
      <ProgressBar value={user.percent} label={`${user.name}, ${vendor.vendorName}`} />
      {reminderOf?.(user)}
    </>
  );
}

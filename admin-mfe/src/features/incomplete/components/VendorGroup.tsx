import type { IncompleteVendor } from '@vsp/contract';
import { Collapsible, Stack } from '@vsp/design-system';
import { LazyCollapsible } from '../../../lib/components/LazyCollapsible';
import { listsEveryRow } from '../utils/lists';
import { UserDetails, UserRow, type ReminderOf } from './UserRow';
import { VirtualUserList } from './VirtualUserList';

/**
 * One vendor's incomplete users, open by default as every group is. A small group has every row in
 * the page; a large one lists its users in a box that draws only the rows in view, and none while
 * closed (Collapsible would otherwise keep a thousand hidden rows in the page).
 */
export function VendorGroup({ eventName, vendor, reminderOf }: { eventName: string; vendor: IncompleteVendor; reminderOf?: ReminderOf }) {
  const header = {
    headingLevel: 4,
    title: vendor.company ? `${vendor.vendorName} (${vendor.company})` : vendor.vendorName,
    meta: `${vendor.users.length} incomplete`,
  } as const;

  if (!listsEveryRow(vendor.users.length)) {
    return (
      <LazyCollapsible defaultOpen {...header}>
        <VirtualUserList eventName={eventName} vendor={vendor} reminderOf={reminderOf} />
      </LazyCollapsible>
    );
  }
  return (
    <Collapsible defaultOpen {...header}>
      <Stack as="ul" gap={2}>
        {vendor.users.map((user) => (
          <UserRow key={user.userId} $withReminder={reminderOf !== undefined}>
            <UserDetails user={user} vendor={vendor} reminderOf={reminderOf} />
          </UserRow>
        ))}
      </Stack>
    </Collapsible>
  );
}

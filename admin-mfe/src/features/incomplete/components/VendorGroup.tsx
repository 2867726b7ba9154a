import type { IncompleteVendor } from '@vsp/contract';
import { Collapsible } from '@vsp/design-system';
import { LazyCollapsible } from '../../../lib/components/LazyCollapsible';
import { startsOpen } from '../utils/summary';
import { PlainList } from './PlainList.styles';
import { UserDetails, UserRow, type ReminderOf } from './UserRow';
import { VirtualUserList } from './VirtualUserList';

/**
 * One vendor's incomplete users. A small group starts open with every row in the page, as the spec
 * shows it; a large one starts closed with its count in the header, and draws its virtualised list
 * only once opened (Collapsible would otherwise keep a thousand hidden rows in the page).
 */
export function VendorGroup({ vendor, reminderOf }: { vendor: IncompleteVendor; reminderOf?: ReminderOf }) {
  const header = {
    headingLevel: 4,
    title: vendor.company ? `${vendor.vendorName} (${vendor.company})` : vendor.vendorName,
    meta: `${vendor.users.length} incomplete`,
  } as const;

  if (!startsOpen(vendor.users.length)) {
    return (
      <LazyCollapsible {...header}>
        <VirtualUserList vendor={vendor} reminderOf={reminderOf} />
      </LazyCollapsible>
    );
  }
  return (
    <Collapsible defaultOpen {...header}>
      <PlainList>
        {vendor.users.map((user) => (
          <UserRow key={user.userId} $withReminder={reminderOf !== undefined}>
            <UserDetails user={user} vendor={vendor} reminderOf={reminderOf} />
          </UserRow>
        ))}
      </PlainList>
    </Collapsible>
  );
}

import { Collapsible, type CollapsibleProps } from '@vsp/design-system';
import { useState } from 'react';

/**
 * A Collapsible whose content exists only while it is open. Collapsible keeps closed content in the
 * page (hidden), which costs nothing for a few rows but everything for a thousand: the analysis tabs
 * use this for the groups that may be large.
 */
export function LazyCollapsible({ defaultOpen = false, children, ...props }: Omit<CollapsibleProps, 'open' | 'onOpenChange'>) {
  const [open, setOpen] = useState(defaultOpen);
  return (
    <Collapsible {...props} open={open} onOpenChange={setOpen}>
      {open && children}
    </Collapsible>
  );
}

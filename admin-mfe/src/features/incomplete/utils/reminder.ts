import type { IncompleteEvent } from '@vsp/contract';

/** Each address once, in the order the analysis lists the users; users without one are left out. */
export function reminderAddresses(event: IncompleteEvent): string[] {
  const addresses = event.vendors.flatMap((vendor) => vendor.users.map((user) => user.email?.trim() ?? '')).filter(Boolean);
  return [...new Set(addresses)];
}

/**
 * The "Mail Missing Participants" draft for one event, or null when no incomplete user has an address.
 * The addresses go in Bcc so that participants do not see each other's addresses.
 */
export function reminderMailto(event: IncompleteEvent): string | null {
  const addresses = reminderAddresses(event);
  if (addresses.length === 0) return null;
  const vendors = event.vendors.map((vendor) => vendor.vendorName).join(', ');
  const params = new URLSearchParams({
    bcc: addresses.join(','),
    subject: `Reminder: please complete your scores for ${event.eventName}`,
    body: `Hello,\n\nOur records show that your scoring for ${event.eventName} is not complete yet. Vendors still waiting for scores: ${vendors}.\n\nPlease sign in to the portal and score every question for each vendor.\n\nThank you.`,
  });
  // mailto wants %20 for spaces; URLSearchParams writes "+", which mail clients would show as is.
  return `mailto:?${params.toString().replace(/\+/g, '%20')}`;
}

/** Hands the draft to the mail client, as a click on a mailto link would; the panel stays where it is. */
export function openMailDraft(href: string): void {
  const link = document.createElement('a');
  link.href = href;
  link.click();
}

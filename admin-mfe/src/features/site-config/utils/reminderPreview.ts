import { FALLBACK_SITE_NAME, missingItemLine, reminderText, scoringPagePath, type ReminderPlaceholder } from '@vsp/contract';

/** Made-up values that show what each placeholder becomes in a real reminder. */
export function sampleValues(siteName: string, origin: string): Record<ReminderPlaceholder, string> {
  return {
    name: 'Alex Example',
    event: 'Sample event',
    missing: [
      missingItemLine({ vendorName: 'Alpha Ledger', company: 'Alpha Ledger Ltd' }, 2, 5),
      missingItemLine({ vendorName: 'Bravo Insights', company: null }, 0, 5),
    ].join('\n'),
    link: `${origin}${scoringPagePath(1)}`,
    siteName: siteName.trim() || FALLBACK_SITE_NAME,
  };
}

/** The reminder the templates make, an empty one standing for the default as the server reads it. */
export function previewReminder(subject: string, body: string, values: Record<ReminderPlaceholder, string>) {
  return reminderText({ subject, body }, values);
}

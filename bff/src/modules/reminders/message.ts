import { FALLBACK_SITE_NAME, missingItemLine, reminderText, scoringPagePath } from '@vsp/contract';
import { SiteConfig } from '@vsp/db';
import type { Knex } from 'knex';

/** What a reminder's text is made of: the templates in force (null for the default) and the site's name. */
export interface ReminderTemplates {
  subject: string | null;
  body: string | null;
  siteName: string;
}

export async function reminderTemplates(db: Knex): Promise<ReminderTemplates> {
  const row = await SiteConfig.query(db).select('reminderSubject', 'reminderBody', 'siteName').orderBy('id').first();
  return { subject: row?.reminderSubject ?? null, body: row?.reminderBody ?? null, siteName: row?.siteName || FALLBACK_SITE_NAME };
}

export interface MissingVendor {
  vendorName: string;
  company: string | null;
  answered: number;
  total: number;
}

export interface ReminderRecipient {
  name: string;
  vendors: MissingVendor[];
}

/** One user's message: their name, the event, exactly what they have not finished, and the link to score it. */
export function composeReminder(
  templates: ReminderTemplates,
  event: { id: number; name: string },
  recipient: ReminderRecipient,
  publicUrl: string,
): { subject: string; body: string } {
  const values = {
    name: recipient.name,
    event: event.name,
    missing: recipient.vendors.map((vendor) => missingItemLine(vendor, vendor.answered, vendor.total)).join('\n'),
    link: `${publicUrl}${scoringPagePath(event.id)}`,
    siteName: templates.siteName,
  };
  return reminderText(templates, values);
}

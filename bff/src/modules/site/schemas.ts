import { brandColourProblem, LIMITS, unknownPlaceholderMessage, unknownPlaceholders, type SiteConfigPayload } from '@vsp/contract';
import Joi from 'joi';
import { withoutControlCharacters } from '../../lib/fields';

const { siteConfig: limits } = LIMITS;

// Absent keys keep their value here, so an empty string (not absence) is what clears a field.
const brandingText = (max: number) => withoutControlCharacters(Joi.string().trim().max(max)).allow('', null);

/** A reminder template may name only the placeholders the server fills in. */
const reminderTemplate = (schema: Joi.StringSchema) =>
  schema.allow('', null).custom((value: string | null, helpers) => {
    const unknown = value ? unknownPlaceholders(value) : [];
    // The message names the placeholders in braces, which joi would read as its own: it goes in as a value.
    return unknown.length ? helpers.message({ custom: '{#label}: {#problem}' }, { problem: unknownPlaceholderMessage(unknown) }) : value;
  });

/**
 * The brand colour, `#rrggbb` stored in lower case, that white text reads well on: the contract's
 * rule, whose message already names the field.
 */
const brandColour = Joi.string()
  .trim()
  .lowercase()
  .allow('', null)
  .custom((value: string | null, helpers) => {
    const problem = value ? brandColourProblem(value) : null;
    return problem ? helpers.message({ custom: '{#problem}' }, { problem }) : value;
  });

export const siteConfigPayload = Joi.object<SiteConfigPayload>({
  supportEmail: brandingText(limits.supportEmail).email({ tlds: { allow: false } }),
  siteLogoUrl: brandingText(limits.siteLogoUrl).uri({ scheme: ['http', 'https'] }),
  clientName: brandingText(limits.clientName),
  siteName: brandingText(limits.siteName),
  venueText: brandingText(limits.venueText),
  brandColour,
  reminderSubject: reminderTemplate(withoutControlCharacters(Joi.string().trim().max(limits.reminderSubject))),
  reminderBody: reminderTemplate(withoutControlCharacters(Joi.string().trim().max(limits.reminderBody), 'multi-line')),
});

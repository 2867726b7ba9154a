/**
 * The domain's constants and small rules, stated once: the BFF's joi schemas, the admin forms and
 * the screens all read them from here.
 */
import type { EvaluatorFlag, EvaluatorFlagKind } from './types/robustness';

/** Free text without a column limit (descriptions, comments, question text): a sane bound. */
export const TEXT_MAX = 10_000;

/** Rich HTML of one content page. */
export const CONTENT_HTML_MAX = 200_000;

/** Most characters of each stored field; the database columns have the same lengths (a db test checks). */
export const LIMITS = {
  user: { username: 50, password: 255, name: 100, email: 100, level: 50, role: 50, functionalArea: 100 },
  event: { name: 100, description: TEXT_MAX, status: 50, location: 255 },
  vendor: { name: 100, company: 100, logo: 255, description: TEXT_MAX },
  question: { text: TEXT_MAX, description: TEXT_MAX, section: 100 },
  score: { comments: TEXT_MAX, followupQuestions: TEXT_MAX },
  contentPage: { slug: 100, title: 255, content: CONTENT_HTML_MAX },
  siteConfig: { supportEmail: 255, siteLogoUrl: 500, clientName: 255, siteName: 255, venueText: 255, reminderSubject: 255, reminderBody: 5_000, brandColour: 7 },
  eventVendorInfo: { info: 64 },
  vendorFile: { title: 255, url: 500, fileType: 50 },
  vendorSchedule: { location: 255 },
  consensus: { rationale: 4_000 },
  exclusion: { rationale: 2_000 },
  decision: { rationale: 4_000, comment: 4_000 },
  declaration: { statement: 2_000 },
} as const;

/** The message of an over-long info line, as the admin tab shows it and the BFF answers it. */
export const EVENT_VENDOR_INFO_TOO_LONG = `Maximum ${LIMITS.eventVendorInfo.info} characters per field`;

/** Rows per bulk user upload: about two minutes of password hashing on two cores. */
export const BULK_UPLOAD_MAX_ROWS = 10_000;

/** The columns of the bulk-upload template, in order, and those a row cannot do without. */
export const BULK_UPLOAD_COLUMNS = ['username', 'password', 'name', 'email', 'level', 'role', 'functionalArea'] as const;
export const BULK_UPLOAD_REQUIRED_COLUMNS = ['username', 'password', 'name'] as const;

/** A page of the Users tab, and the largest page a reader may ask for. */
export const USERS_PAGE_SIZE = 50;
export const USERS_PAGE_MAX = 200;

/** The Scores tab shows this many rows; other readers may ask for pages up to PAGE_MAX. */
export const SCORES_PAGE_SIZE = 50;
export const PAGE_MAX = 1000;

/**
 * Every password a person sets (admin form, bulk upload, API, their own change, ADMIN_PASSWORD):
 * long enough to resist guessing, short enough to hash cheaply. The BFF also refuses the most
 * common passwords; sign-in itself never applies the policy, so older passwords keep working.
 */
export const PASSWORD_POLICY = { minLength: 8, maxLength: 128 } as const;

export const PASSWORD_TOO_SHORT = `Password must be at least ${PASSWORD_POLICY.minLength} characters`;
export const PASSWORD_TOO_LONG = `Password must be at most ${PASSWORD_POLICY.maxLength} characters`;
export const PASSWORD_TOO_COMMON = 'Password is too common; choose another';

/** The protected system account: it cannot be selected, edited or deleted. */
export const SYSTEM_USER_ID = -1;

/* ---- Labels ---- */

/**
 * A count with its noun in the right number: "1 user", "3 users", "1 No Vote", "2 No Votes". The
 * plural is the singular with an "s" unless given. Texts the spec writes with a count keep its words.
 */
export function plural(count: number, singular: string, pluralForm = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : pluralForm}`;
}

/* ---- Scores ---- */

/** A score of 0 is a No Vote: the evaluator abstained. It is an answer, never a rating. */
export const NO_VOTE = 0;
export const SCORE_MIN = 0;
export const SCORE_MAX = 5;

/** The 1-5 scale, best first, as the legend lists it. */
export const SCORE_SCALE = [
  { value: 5, label: 'Exceptional' },
  { value: 4, label: 'Very Good' },
  { value: 3, label: 'Good' },
  { value: 2, label: 'Fair' },
  { value: 1, label: 'Poor' },
] as const;

export const NO_VOTE_LABEL = 'No Vote';
export const NO_VOTE_DESCRIPTION = 'Abstain from scoring';

/** "Exceptional" for 5 … "Poor" for 1, "No Vote" for 0. */
export function scoreLabel(score: number): string {
  if (score === NO_VOTE) return NO_VOTE_LABEL;
  return SCORE_SCALE.find((entry) => entry.value === score)?.label ?? String(score);
}

/** A score counts as answered if it is "no vote" in any case, a number 0 to 5, or any other non-empty value. */
export function isAnswered(score: unknown): boolean {
  if (score === null || score === undefined) return false;
  if (typeof score === 'string') return score.trim() !== '';
  return true;
}

/** Rating bands of an average: 4 or more Excellent, 3 or more Good, 2 or more Fair, below 2 Poor. */
export type Rating = 'Excellent' | 'Good' | 'Fair' | 'Poor';

export function ratingOf(average: number): Rating {
  if (average >= 4) return 'Excellent';
  if (average >= 3) return 'Good';
  if (average >= 2) return 'Fair';
  return 'Poor';
}

/** Averages read with two decimals out of 5.00. */
export const formatAverage = (average: number) => `${average.toFixed(2)} / 5.00`;

/* ---- Events ---- */

export const EVENT_STATUSES = ['Scheduled', 'Active', 'Closed'] as const;
export const ACTIVE_STATUS = 'Active';

/**
 * The effective status of an event that opens and closes by its dates (`scheduleByDates`), worked
 * out whenever it is read, from today's date in the portal's time zone (the TIME_ZONE setting):
 * Scheduled before the start date, Active from the start date to the end date (the end date's whole
 * day included), Closed after it. Without a start date it is open until its end date; without an end
 * date it stays open once started; with neither date there is nothing to follow and the stored status
 * counts (the API refuses that pair, so only a record edited by hand has it). An event that does not
 * follow its dates has the status the administrator set. The server works it out in SQL, in one
 * place (bff/src/lib/event-status.ts); every answer's `status` is this effective status.
 */
export const DATED_STATUSES = { beforeStart: 'Scheduled', betweenDates: ACTIVE_STATUS, afterEnd: 'Closed' } as const;
/** What the database stores when no status is given. */
export const STORED_DEFAULT_STATUS = 'Not Scheduled';
/** What the new-event form starts with. */
export const FORM_DEFAULT_STATUS = 'Scheduled';

/** The status as shown to people: a missing or blank status reads "Scheduled". */
export function displayEventStatus(status: string | null | undefined): string {
  const trimmed = status?.trim();
  return trimmed ? trimmed : 'Scheduled';
}

/** Only an Active event allows scoring; any other status makes it read-only. */
export function allowsScoring(status: string | null | undefined): boolean {
  return displayEventStatus(status) === ACTIVE_STATUS;
}

/** Why a score cannot be saved, or an evaluation submitted, in an event that is not Active. */
export const SCORING_ONLY_WHEN_ACTIVE = 'Scoring is only available when the event status is "Active"';

/* ---- Submitted evaluations ---- */

/** A submitted evaluation is read-only: the evaluator's saves in that event are refused until an administrator reopens it. */
export const EVALUATION_SUBMITTED = 'Your evaluation for this event has been submitted';

/** Submitting twice changes nothing: the first submission and its time stand. */
export const EVALUATION_ALREADY_SUBMITTED = 'Your evaluation for this event has already been submitted';

/**
 * An evaluation is submitted only once every cell the evaluator is expected to answer (each active
 * question of the event for each active vendor) has an answer, a No Vote included.
 */
export function unansweredCellsMessage(count: number): string {
  return count === 1 ? '1 cell is not answered yet' : `${count} cells are not answered yet`;
}

/* ---- Conflict-of-interest declarations ---- */

/** A save in an event that requires a declaration, before the evaluator has made one. */
export const DECLARATION_REQUIRED = 'Declare any conflicts of interest before scoring';

/** A save on a vendor the evaluator declared a conflict with. */
export const VENDOR_CONFLICT_DECLARED = 'You declared a conflict of interest with this vendor, so you cannot score it';

/** A declaration is made or changed only while the event takes scores; afterwards the one that counted stands. */
export const DECLARATION_ONLY_WHEN_ACTIVE = 'Declarations can only be made or changed when the event status is "Active"';

/** How a conflicted vendor's column reads in the scoring grid. */
export const CONFLICT_DECLARED_LABEL = 'Conflict declared';

/** A cell is flagged when its highest and lowest rating differ by at least the event's threshold. */
export const DISAGREEMENT_THRESHOLD = { min: 1, max: 4, default: 2 } as const;

/* ---- Results ---- */

/**
 * How much a question counts in a vendor's weighted score: more than 0, at most 100, with at most
 * two decimals (more decimals are refused, never rounded, so the stored weight is the one typed).
 */
export const QUESTION_WEIGHT = { max: 100, decimals: 2, default: 1 } as const;

/** Whether a weight is one the portal stores exactly (more decimals are refused, never rounded). */
export function isValidWeight(weight: number): boolean {
  return weight > 0 && weight <= QUESTION_WEIGHT.max && hasAtMostDecimals(weight, QUESTION_WEIGHT.decimals);
}

export const WEIGHT_INVALID = `Weight must be more than 0 and at most ${QUESTION_WEIGHT.max}, with at most ${QUESTION_WEIGHT.decimals} decimals`;

/**
 * Whether `value` has at most `decimals` decimals as it is written (JavaScript writes the shortest
 * digits that read back as the same number, so 0.29 is "0.29"), not by multiplying: 0.29 × 100 is
 * 28.999999999999996, and a tolerance would let 1.000000001 through to be rounded by the database.
 */
export function hasAtMostDecimals(value: number, decimals: number): boolean {
  // Below 0.000001 JavaScript writes an exponent ("1e-7"): far more decimals than allowed.
  const written = String(value);
  return Number.isFinite(value) && !written.includes('e') && (written.split('.')[1] ?? '').length <= decimals;
}

/* ---- Award ---- */

/** Scale questions are scored 1 to 5; pass/fail questions are knock-out criteria, answered Pass or Fail. */
export const QUESTION_KINDS = ['scale', 'passFail'] as const;
export type QuestionKind = (typeof QUESTION_KINDS)[number];

/** How a pass/fail question's answers are stored: Pass as 5, Fail as 1 (No Vote stays 0). */
export const PASS_SCORE = 5;
export const FAIL_SCORE = 1;

/** The scores a pass/fail question takes. */
export const PASS_FAIL_SCORES: readonly number[] = [NO_VOTE, FAIL_SCORE, PASS_SCORE];

export const PASS_FAIL_SCORE_INVALID = '"score" must be Pass (5), Fail (1) or No Vote (0) on a pass/fail question';

/** How a question's kind reads in the forms and tables. */
export const QUESTION_KIND_LABELS: Record<QuestionKind, string> = { scale: 'Scale 1–5', passFail: 'Pass–Fail' };

/** A pass/fail answer as the screens say it. */
export const passFailLabel = (score: number): string => (score === PASS_SCORE ? 'Pass' : score === FAIL_SCORE ? 'Fail' : 'No Vote');

/**
 * ratio: the lowest price / the price; linear: (the highest − the price) / (the highest − the
 * lowest), 1 for every vendor when all prices are equal.
 */
export const PRICE_FORMULAS = ['ratio', 'linear'] as const;
export type PriceFormula = (typeof PRICE_FORMULAS)[number];

/** Each price formula's name and what it does, as the Events form and the Award view say it. */
export const PRICE_FORMULA_TEXTS: Record<PriceFormula, { label: string; description: string }> = {
  ratio: {
    label: 'Ratio to the lowest price',
    description: "Price score = lowest price ÷ the vendor's price: the lowest price scores 1, a price twice the lowest scores 0.5.",
  },
  linear: {
    label: 'Linear between lowest and highest',
    description: "Price score = (highest price − the vendor's price) ÷ (highest − lowest): the lowest price scores 1, the highest 0; when every price is equal, all score 1.",
  },
};

/** The share of the award's 100 points that price carries; quality carries the rest. */
export const PRICE_WEIGHT = { min: 0, max: 100, default: 0 } as const;

export const PRICE_WEIGHT_INVALID = `Price weight must be a whole number from ${PRICE_WEIGHT.min} to ${PRICE_WEIGHT.max}`;

/** A minimum score of a scale question: 1 to 5, two decimals. */
export const QUESTION_MINIMUM = { min: 1, max: 5, decimals: 2 } as const;

export const isValidMinimum = (minimum: number): boolean =>
  minimum >= QUESTION_MINIMUM.min && minimum <= QUESTION_MINIMUM.max && hasAtMostDecimals(minimum, QUESTION_MINIMUM.decimals);

export const MINIMUM_INVALID = `Minimum must be ${QUESTION_MINIMUM.min} to ${QUESTION_MINIMUM.max}, with at most ${QUESTION_MINIMUM.decimals} decimals`;

/** The reason of an exclusion override: at least this many characters once trimmed (at most LIMITS.exclusion.rationale). */
export const EXCLUSION_RATIONALE_MIN = 10;

/** A price: more than 0, two decimals (the database keeps 14 digits). */
export const PRICE = { max: 999_999_999_999.99, decimals: 2 } as const;

export const isValidPrice = (price: number): boolean => price > 0 && price <= PRICE.max && hasAtMostDecimals(price, PRICE.decimals);

export const PRICE_INVALID = `Price must be more than 0 and at most ${PRICE.max.toLocaleString('en-GB')}, with at most ${PRICE.decimals} decimals`;

/* ---- How sure the decision is ---- */

/**
 * The bootstrap resamples the evaluators `samples` times from `seed`, a seed of the generator's 32
 * bits; the same seed and samples give the same answer. 20,000 samples keep the call within seconds
 * on a large panel.
 */
export const ROBUSTNESS_SAMPLES = { min: 1, max: 20_000, default: 2_000 } as const;
export const ROBUSTNESS_SEED = { min: 0, max: 4_294_967_295, default: 1 } as const;

/** Points and weight factors as the How sure view and the workbook write them. */
const twoDecimals = (value: number) => value.toFixed(2);

/** The leader's gap to the runner-up and the interval 90 % of the resamples' gaps fall in. */
export function gapSentence(leader: string, gap: number, [low, high]: readonly [number, number]): string {
  return `${leader} leads by ${twoDecimals(gap)} points; in 90 % of resamples by ${twoDecimals(low)} to ${twoDecimals(high)}`;
}

/** How far a question's weight can move before another vendor catches up with the leader. */
export function weightFlipSentence(question: string, factor: number | null, vendor: string | null): string {
  if (factor === null || vendor === null) return `'${question}' could weigh anything from 0 to 100 × as much without changing the leader`;
  return `'${question}' would have to weigh ${twoDecimals(factor)} × ${factor >= 1 ? 'more' : 'as much'} for ${vendor} to lead`;
}

/** The price weight at which another vendor catches up with the leader. */
export function priceWeightFlipSentence(priceWeight: number, flip: { priceWeight: number; vendor: string } | null): string {
  if (!flip) return `No price weight from 0 to 100 changes the leader (price carries ${priceWeight} of the 100 points)`;
  return `Price would have to carry ${twoDecimals(flip.priceWeight)} of the 100 points instead of ${priceWeight} for ${flip.vendor} to lead`;
}

export const EVALUATOR_FLAG_LABELS: Record<EvaluatorFlagKind, string> = {
  straightLine: 'Straight line',
  pivotal: 'Pivotal',
  opposite: 'Opposite',
};

/** Said wherever the flags are shown. */
export const FLAGS_ACCUSE_NO_ONE = 'A flag accuses no one: it marks a pattern in the scores that is worth a second look.';

/** What a flag found, in words; `vendorName` names a vendor by id. */
export function flagDetail(flag: EvaluatorFlag, vendorName: (vendorId: number) => string): string {
  if (flag.kind === 'straightLine') return `Gave every cell they rated ${flag.detail}`;
  if (flag.kind === 'pivotal') return flag.detail === null ? 'Without their scores no vendor would lead' : `Without their scores ${vendorName(flag.detail)} would lead`;
  return `Their ratings run against the other evaluators' means of the same cells (r = ${twoDecimals(flag.detail ?? 0)})`;
}

/* ---- Decision ---- */

/** A recommendation's rationale: at least this many characters once trimmed (at most LIMITS.decision.rationale). */
export const RECOMMENDATION_RATIONALE_MIN = 20;

/** While an event's decision is recommended or approved, what the award is figured from cannot change. */
export const DECISION_UNDER_APPROVAL = "The event's decision is under approval";
export const DECISION_APPROVED = "The event's decision is approved";

export type AgreementReading = 'reliable' | 'tentative' | 'low';

/** The usual reading of Krippendorff's alpha: 0.8 and above reliable, 0.667 to 0.8 tentative, below low. */
export function agreementReading(alpha: number): AgreementReading {
  if (alpha >= 0.8) return 'reliable';
  if (alpha >= 0.667) return 'tentative';
  return 'low';
}

export const AGREEMENT_LABELS: Record<AgreementReading, string> = {
  reliable: 'Reliable',
  tentative: 'Tentative',
  low: 'Low',
};

/* ---- Access ---- */

/** A user has access to an event unless a permission record for the pair says otherwise: no record means access. */
export function hasAccess(record: { hasAccess: boolean } | null | undefined): boolean {
  return record?.hasAccess ?? true;
}

/* ---- Content ---- */

export const CONTENT_SLUGS = ['vendor-files', 'instructions', 'admin-instructions'] as const;
export const ADMIN_INSTRUCTIONS_SLUG = 'admin-instructions';
export const CONTENT_SLUG_PATTERN = /^[a-z0-9-]+$/;

/**
 * What admin-authored page HTML may hold: formatting, headings, lists, tables, links and images. The
 * browser sanitises with it before showing a page and the BFF before storing one, so any reader of the
 * stored HTML is safe. Everything else goes: scripts, style sheets and `style` attributes, event
 * handlers, forms, frames and embedded objects. Link and image addresses are checked apart from
 * this list (web, mail and phone addresses only). A link that opens in a new tab always gets
 * `rel="noopener noreferrer"`, so the opened page has no handle on the portal.
 */
export const RICH_TEXT_ALLOW_LIST = {
  tags: [
    'a', 'abbr', 'b', 'blockquote', 'br', 'caption', 'cite', 'code', 'col', 'colgroup', 'dd', 'del', 'div',
    'dl', 'dt', 'em', 'figcaption', 'figure', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'hr', 'i', 'img', 'ins',
    'kbd', 'li', 'mark', 'ol', 'p', 'pre', 'q', 's', 'small', 'span', 'strong', 'sub', 'sup', 'table',
    'tbody', 'td', 'tfoot', 'th', 'thead', 'tr', 'u', 'ul',
  ],
  attributes: ['href', 'target', 'rel', 'title', 'src', 'alt', 'width', 'height', 'colspan', 'rowspan', 'scope', 'start', 'reversed', 'lang', 'dir'],
} as const;

/* ---- Branding ---- */

export const FALLBACK_SITE_NAME = 'Vendor Scoring Portal';
export const SUPPORT_SUBJECT_FALLBACK = 'Vendor Scoring System';

/** A brand colour is written as six hex digits, `#rrggbb`, the form a colour picker gives. */
export const BRAND_COLOUR_PATTERN = /^#[0-9a-f]{6}$/i;

/** Text and icons on the brand colour (buttons, badges) are always white, in light and dark mode. */
export const BRAND_TEXT_COLOUR = '#ffffff';

/** The least contrast of normal-size text with what is behind it (WCAG AA). */
export const MIN_TEXT_CONTRAST = 4.5;

function relativeLuminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((start) => {
    const channel = parseInt(hex.slice(start, start + 2), 16) / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/** The WCAG contrast ratio of two `#rrggbb` colours, from 1 (the same) to 21 (black and white). */
export function contrastRatio(first: string, second: string): number {
  const [lighter, darker] = [relativeLuminance(first), relativeLuminance(second)].sort((a, b) => b - a);
  return (lighter! + 0.05) / (darker! + 0.05);
}

/**
 * A ratio as people read it, "4.5:1". Rounded down, so a colour that is refused never reads as
 * reaching the minimum.
 */
export const formatContrast = (ratio: number) => `${Math.floor(ratio * 10) / 10}:1`;

/**
 * Why a brand colour cannot be used, or null when it can: it must be `#rrggbb`, and white text on it
 * must be readable. An empty value is fine: it clears the colour, back to the default brand.
 */
export function brandColourProblem(colour: string): string | null {
  const value = colour.trim();
  if (value === '') return null;
  if (!BRAND_COLOUR_PATTERN.test(value)) return `Brand colour: ${value} is not a colour written as #rrggbb, e.g. #1d4ed8.`;
  const ratio = contrastRatio(value, BRAND_TEXT_COLOUR);
  if (ratio >= MIN_TEXT_CONTRAST) return null;
  return `Brand colour: ${value.toLowerCase()} has a contrast of ${formatContrast(ratio)} with white text; choose a darker colour (at least ${formatContrast(MIN_TEXT_CONTRAST)}).`;
}

/* ---- Reminders sent by the server ---- */

export const MAIL_NOT_CONFIGURED = 'Mail is not configured';
export const REMINDERS_ONLY_WHEN_ACTIVE = 'Reminders can only be sent when the event status is "Active"';
export const REMINDER_COOLDOWN_DEFAULT_HOURS = 24;

/** Why a user gets no reminder from a request. */
export const REMINDER_SKIPPED = {
  noEmail: 'No e-mail address',
  notIncomplete: 'Nothing is missing for this event',
  recentlyReminded: (hours: number) => `Reminded for this event within the last ${hours} ${hours === 1 ? 'hour' : 'hours'}`,
} as const;

/** A reminder whose sending was cut off (the process stopped mid-send) is not sent again, so that nobody receives it twice. */
export const REMINDER_INTERRUPTED = 'Sending was interrupted; not sent again so that nobody receives it twice. Send a new reminder if needed.';

/** What a reminder template may name, each written in braces: {name}. */
export const REMINDER_PLACEHOLDERS = ['name', 'event', 'missing', 'link', 'siteName'] as const;
export type ReminderPlaceholder = (typeof REMINDER_PLACEHOLDERS)[number];

export const DEFAULT_REMINDER_SUBJECT = 'Reminder: your evaluation of {event}';
export const DEFAULT_REMINDER_BODY = `Hello {name},

Your evaluation of {event} is not complete yet. Still to score:

{missing}

Continue where you left off: {link}

{siteName}`;

const PLACEHOLDER_PATTERN = /\{(\w+)\}/g;

/** The names in braces that are not placeholders, which a template may not contain. */
export function unknownPlaceholders(template: string): string[] {
  const known = new Set<string>(REMINDER_PLACEHOLDERS);
  return [...new Set([...template.matchAll(PLACEHOLDER_PATTERN)].map((match) => match[1]!).filter((name) => !known.has(name)))];
}

/** The message of a template naming something that is not a placeholder. */
export function unknownPlaceholderMessage(names: string[]): string {
  const list = REMINDER_PLACEHOLDERS.map((name) => `{${name}}`).join(', ');
  return `Unknown placeholder ${names.map((name) => `{${name}}`).join(', ')}; use ${list}`;
}

/** The template with each placeholder replaced by its value. */
export function renderReminder(template: string, values: Record<ReminderPlaceholder, string>): string {
  return template.replace(PLACEHOLDER_PATTERN, (whole, name: string) => (name in values ? values[name as ReminderPlaceholder] : whole));
}

/**
 * A reminder's subject and body from the templates in force (an empty or missing one stands for the
 * default), as the server sends it and the Site Config preview shows it. The subject stays one line
 * whatever the values hold.
 */
export function reminderText(
  templates: { subject?: string | null; body?: string | null },
  values: Record<ReminderPlaceholder, string>,
): { subject: string; body: string } {
  const subject = renderReminder(templates.subject?.trim() || DEFAULT_REMINDER_SUBJECT, values).replace(/\s*[\r\n]+\s*/g, ' ');
  return { subject, body: renderReminder(templates.body?.trim() || DEFAULT_REMINDER_BODY, values) };
}

/** One line of {missing}: a vendor the user has not finished, as Incomplete Submissions shows it. */
export function missingItemLine(vendor: { vendorName: string; company: string | null }, answered: number, total: number): string {
  const name = vendor.company ? `${vendor.vendorName} (${vendor.company})` : vendor.vendorName;
  return `- ${name}: ${answered}/${total} questions completed`;
}

/** A tab of the Administration panel, as its ?tab= names it. */
export const adminTabPagePath = (tab: string) => `/admin?tab=${encodeURIComponent(tab)}`;

/** The page of the scoring screen for an event, which a reminder links to. */
export const scoringPagePath = (eventId: number) => `/scoring/${eventId}`;

/* ---- Vendor material ---- */

/** Largest upload unless UPLOAD_MAX_MB says otherwise. */
export const UPLOAD_MAX_MB_DEFAULT = 25;

/**
 * The kinds of file an administrator may upload, by the type their content shows, with the name
 * endings each may carry and the short kind shown beside its title. HTML and SVG never: a browser
 * would run what they hold.
 */
export const UPLOAD_TYPES = [
  { contentType: 'application/pdf', extensions: ['pdf'], label: 'PDF' },
  { contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', extensions: ['docx'], label: 'Word' },
  { contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', extensions: ['xlsx'], label: 'Excel' },
  { contentType: 'application/vnd.openxmlformats-officedocument.presentationml.presentation', extensions: ['pptx'], label: 'PowerPoint' },
  { contentType: 'application/vnd.oasis.opendocument.text', extensions: ['odt'], label: 'OpenDocument text' },
  { contentType: 'application/vnd.oasis.opendocument.spreadsheet', extensions: ['ods'], label: 'OpenDocument spreadsheet' },
  { contentType: 'application/vnd.oasis.opendocument.presentation', extensions: ['odp'], label: 'OpenDocument presentation' },
  { contentType: 'image/png', extensions: ['png'], label: 'PNG' },
  { contentType: 'image/jpeg', extensions: ['jpg', 'jpeg'], label: 'JPEG' },
  { contentType: 'image/webp', extensions: ['webp'], label: 'WebP' },
  { contentType: 'text/plain', extensions: ['txt'], label: 'Text' },
  { contentType: 'text/csv', extensions: ['csv'], label: 'CSV' },
] as const;

/** What the file picker offers: every allowed ending. */
export const UPLOAD_ACCEPT = UPLOAD_TYPES.flatMap((type) => type.extensions.map((extension) => `.${extension}`)).join(',');

export const UPLOAD_TYPE_REFUSED = 'This kind of file cannot be uploaded: use PDF, Word, Excel, PowerPoint, OpenDocument, PNG, JPEG, WebP, plain text or CSV';
export const uploadTooLarge = (maxMb: number) => `The file is larger than ${maxMb} MB`;
export const UPLOAD_FILE_MISSING = 'Choose a file to upload';
export const UPLOAD_HAS_NO_URL = 'An uploaded file has no address to change: upload a new file instead';

/** "Documents (2)": the grid's control over a vendor's column. */
export const documentsLabel = (count: number) => `Documents (${count})`;

/** The scoring page's agenda of an event. */
export const agendaPagePath = (eventId: number) => `/scoring/${eventId}/agenda`;

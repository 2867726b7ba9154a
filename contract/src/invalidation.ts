/**
 * What each change makes stale: the cache keys (API paths) both remotes refresh after it. A key
 * ending in "/" stands for every path below it; a key also covers itself with any query string.
 */
import { api } from './paths';

/** Every cached path below `path`, such as each event's questions below /api/events. */
export const below = (path: string) => `${path}/`;

/** Whether a cached key is made stale by a change that lists `staleKeys`. */
export function isStale(cachedKey: string, staleKeys: readonly string[]): boolean {
  return staleKeys.some((stale) =>
    stale.endsWith('/') ? cachedKey.startsWith(stale) : cachedKey === stale || cachedKey.startsWith(`${stale}?`),
  );
}

/** After any administrator change the evaluator's public lists are refreshed, with the pages below them. */
export const PUBLIC_CACHES = [
  api.events.list.path(),
  below(api.events.list.path()),
  api.vendors.list.path(),
  api.content.list.path(),
  below(api.content.list.path()),
];

/** The results of every event (ranking, cells, agreement, a cell's comments) sit below one path. */
const EVENT_RESULTS = below(api.analysis.ranking.route.slice(0, api.analysis.ranking.route.indexOf('/{')));

/** The analyses count users, events, vendors, questions, permissions and scores, so a change to any of them changes them. */
const ANALYSES = [api.analysis.incomplete.path(), api.analysis.averages.path(), EVENT_RESULTS];

/** An event's award, and how sure it is (computed from the award, so it changes whenever the award does), with every seed and sample count. */
const awardKeys = (eventId: number) => [api.analysis.award.path({ eventId }), api.analysis.robustness.path({ eventId })];

/** Every administrator change is recorded in the audit log, so the Activity tab refreshes after any of them. */
const adminChange = (...keys: string[]) => [...keys, api.audit.list.path(), ...PUBLIC_CACHES];

export const staleAfter = {
  /**
   * A saved score: the event's scores, the event list and the admin lists, plus the caller's own
   * scores behind the dashboard's progress and the analyses an administrator may have open.
   */
  scoreSave: (eventId: number) => [
    api.scores.ofEvent.path({ eventId }),
    api.events.list.path(),
    api.scores.adminList.path(),
    api.events.adminList.path(),
    api.users.adminList.path(),
    api.questions.adminList.path(),
    api.vendors.adminList.path(),
    api.permissions.adminList.path(),
    api.scores.mine.path(),
    api.scores.history.path(),
    ...ANALYSES,
  ],
  /**
   * An evaluator submitted their evaluation of an event: their own submissions and the event's scores
   * (now read-only), the dashboard's cards, the event's list of submitters and the analyses.
   */
  submission: (eventId: number) => [
    api.submissions.mine.path(),
    api.scores.ofEvent.path({ eventId }),
    api.events.list.path(),
    api.scores.mine.path(),
    api.submissions.adminList.path({ eventId }),
    ...ANALYSES,
  ],
  /** An administrator reopened an evaluator's evaluation: the event's list of submitters and the analyses that count them. */
  reopenSubmission: (eventId: number) =>
    adminChange(api.submissions.adminList.path({ eventId }), api.submissions.mine.path(), ...ANALYSES),
  /** A user's name shows in the scores and analyses; deleting one also removes their scores (recorded in the score history) and permissions. */
  userChange: adminChange(
    api.users.adminList.path(),
    api.permissions.adminList.path(),
    api.scores.adminList.path(),
    api.scores.history.path(),
    ...ANALYSES,
  ),
  /** Deleting an event also removes its questions, scores (recorded in the score history), permissions and vendor info lines. */
  eventChange: adminChange(
    api.events.adminList.path(),
    api.questions.adminList.path(),
    api.questions.mine.path(),
    api.scores.adminList.path(),
    api.scores.history.path(),
    api.permissions.adminList.path(),
    api.eventVendorInfo.list.path(),
    ...ANALYSES,
  ),
  /** Deleting a vendor also removes its scores (recorded in the score history), info lines and files; an inactive one drops out of the file lists. */
  vendorChange: adminChange(
    api.vendors.adminList.path(),
    api.scores.adminList.path(),
    api.scores.history.path(),
    api.eventVendorInfo.list.path(),
    api.vendorFiles.list.path(),
    ...ANALYSES,
  ),
  /** Deleting a question also removes its scores (recorded in the score history); the dashboard's progress counts active questions. */
  questionChange: adminChange(
    api.questions.adminList.path(),
    api.questions.mine.path(),
    api.scores.adminList.path(),
    api.scores.history.path(),
    ...ANALYSES,
  ),
  contentChange: adminChange(api.content.adminList.path()),
  /** The shell reads the branding from the public site config: logo, names and support address change there too. */
  siteConfigChange: adminChange(api.site.adminConfig.path(), api.site.config.path()),
  eventVendorInfoChange: adminChange(api.eventVendorInfo.list.path()),
  /** A vendor's files: the admin list, the evaluators' lists (Reference Material, the grid's Documents). */
  vendorFilesChange: (vendorId: number) =>
    adminChange(api.vendorFiles.adminList.path({ vendorId }), api.vendorFiles.list.path()),
  /** An event's presentation slots: the admin list, and the agenda and column footers below the events path. */
  scheduleChange: (eventId: number) => adminChange(api.schedules.adminList.path({ eventId })),
  /** Reminders queued for an event: its record, which also says who was reminded last. */
  remindersSent: (eventId: number) => [api.reminders.list.path({ eventId })],
  /** Access decides who the analyses count, and the signed-in administrator's own event cards. */
  permissionChange: adminChange(api.permissions.adminList.path(), api.permissions.mine.path(), ...ANALYSES),
  /** Deleting scores (all, or one) or generating them: the lists, their history, the analyses and the administrator's own progress. */
  scoresChange: adminChange(api.scores.adminList.path(), api.scores.mine.path(), api.scores.history.path(), ...ANALYSES),
  /**
   * The caller declared their conflicts in an event: their declaration, the event's scores they may
   * save, and everything a declared conflict takes out (the analyses, the event's declarations list,
   * the vendor files the event and the Reference Material page show them).
   */
  declaration: (eventId: number) => [
    api.declarations.mine.path({ eventId }),
    api.scores.ofEvent.path({ eventId }),
    api.declarations.adminList.path({ eventId }),
    api.vendorFiles.ofEvent.path({ eventId }),
    api.vendorFiles.list.path(),
    ...ANALYSES,
  ],
  /**
   * An agreed score set or removed: the event's consensus list, its ranking, which ranks by the
   * agreed scores too (the cells' statistics stay the evaluators' own), and its award.
   */
  consensusChange: (eventId: number) =>
    adminChange(api.consensus.list.path({ eventId }), api.analysis.ranking.path({ eventId }), ...awardKeys(eventId)),
  /** A price set or removed: the event's prices and its award. */
  priceChange: (eventId: number) => adminChange(api.prices.list.path({ eventId }), ...awardKeys(eventId)),
  /** An exclusion override set or removed: the event's overrides and its award. */
  exclusionChange: (eventId: number) => adminChange(api.exclusions.list.path({ eventId }), ...awardKeys(eventId)),
  /** A step of the decision (recommended, withdrawn, rejected, approved): the event's decision. */
  decisionChange: (eventId: number) => adminChange(api.decision.get.path({ eventId })),
};

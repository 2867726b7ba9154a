/** SWR keys are the API paths themselves: the shell's fetcher GETs the key, and the remotes share one cache. */
export const adminKeys = {
  users: '/api/admin/users',
  events: '/api/admin/events',
  vendors: '/api/admin/vendors',
  questions: '/api/admin/questions',
  // No query string: the BFF's default page is the 50 rows the Scores tab shows, and the shell
  // treats a key with a "scores" segment as always stale.
  scores: '/api/admin/scores',
  content: '/api/admin/content',
  permissions: '/api/admin/user-permissions',
  siteConfig: '/api/admin/site-config',
  eventVendorInfo: '/api/admin/event-vendor-info',
  incomplete: '/api/admin/analysis/incomplete',
  averages: '/api/admin/analysis/averages',
} as const;

/** Evaluator-side caches that admin changes make stale (spec 7.3); the pages under them go stale too. */
export const PUBLIC_KEYS = ['/api/events', '/api/vendors', '/api/content'] as const;

/** Both analyses count users, events, vendors, questions, permissions and scores, so any of those changes them. */
export const ANALYSIS_KEYS = [adminKeys.incomplete, adminKeys.averages] as const;

/** SWR keys are the API paths themselves: the shell's fetcher GETs the key, and every remote shares the cache. */
export const eventKeys = {
  events: '/api/events',
  vendors: '/api/vendors',
  userPermissions: '/api/user/permissions',
  userScores: '/api/user/scores',
  userQuestions: '/api/user/questions',
  eventVendorInfo: '/api/admin/event-vendor-info',
  siteConfig: '/api/site-config',
  eventQuestions: (eventId: number) => `/api/events/${eventId}/questions`,
  eventScores: (eventId: number) => `/api/events/${eventId}/scores`,
};

/**
 * What a saved score makes stale (spec 7.2): the event's scores, the event list and the admin lists,
 * plus the caller's own scores behind the dashboard's progress figures.
 */
export function keysStaleAfterScoreSave(eventId: number): string[] {
  return [
    eventKeys.eventScores(eventId),
    eventKeys.events,
    '/api/admin/scores',
    '/api/admin/events',
    '/api/admin/users',
    '/api/admin/questions',
    '/api/admin/vendors',
    '/api/admin/user-permissions',
    eventKeys.userScores,
  ];
}

import {
  api,
  type CurrentUser,
  type Question,
  type Score,
  type SiteConfig,
  type UserQuestion,
  type VendorFile,
  type VendorSchedule,
} from '@vsp/contract';

export { makeEvent, makeQuestion, makeVendor } from '@vsp/test-support/api-fixtures';

/** The fixture keys of what the evaluator screens read: the contract's paths. */
export const keys = {
  events: api.events.list.path(),
  vendors: api.vendors.list.path(),
  myPermissions: api.permissions.mine.path(),
  myScores: api.scores.mine.path(),
  myQuestions: api.questions.mine.path(),
  mySubmissions: api.submissions.mine.path(),
  questions: (eventId: number) => api.questions.ofEvent.path({ eventId }),
  scores: (eventId: number) => api.scores.ofEvent.path({ eventId }),
  vendorInfo: api.eventVendorInfo.list.path(),
  siteConfig: api.site.config.path(),
  content: (slug: string) => api.content.page.path({ slug }),
  vendorFiles: api.vendorFiles.list.path(),
  eventVendorFiles: (eventId: number) => api.vendorFiles.ofEvent.path({ eventId }),
  schedules: (eventId: number) => api.schedules.ofEvent.path({ eventId }),
};

export const evaluator: CurrentUser = { id: 7, name: 'Robin Evaluator', isAdmin: false };
export const admin: CurrentUser = { id: 1, name: 'Alex Admin', isAdmin: true };

export function makeScore(overrides: Partial<Score> & Pick<Score, 'eventId' | 'questionId' | 'vendorId' | 'score'>): Score {
  return {
    id: overrides.questionId * 1000 + overrides.vendorId,
    userId: evaluator.id,
    comments: null,
    followupQuestions: null,
    updatedAt: '2025-03-05T10:00:00.000Z',
    ...overrides,
  };
}

export const toUserQuestion = ({ id, eventId, isActive }: Question): UserQuestion => ({ id, eventId, isActive });

export const siteConfig: SiteConfig = {
  siteName: 'Scoring Portal',
  siteLogoUrl: null,
  clientName: 'Example Client',
  supportEmail: 'support@example.org',
  venueText: 'Main Hall',
  brandColour: null,
};

/** An uploaded PDF unless the overrides make it a link. */
export function makeVendorFile(overrides: Partial<VendorFile> & Pick<VendorFile, 'id' | 'vendorId' | 'title'>): VendorFile {
  const link = overrides.kind === 'link';
  return {
    description: null,
    kind: 'upload',
    url: link ? 'https://example.org/deck' : null,
    fileType: link ? null : 'PDF',
    fileName: link ? null : `${overrides.title}.pdf`,
    contentType: link ? null : 'application/pdf',
    sizeBytes: link ? null : 2.4 * 1024 * 1024,
    isActive: true,
    createdAt: '2025-03-01T10:00:00.000Z',
    updatedAt: '2025-03-01T10:00:00.000Z',
    ...overrides,
  };
}

export function makeSchedule(
  overrides: Partial<VendorSchedule> & Pick<VendorSchedule, 'id' | 'eventId' | 'vendorId' | 'vendorName' | 'scheduledDate'>,
): VendorSchedule {
  return { company: null, location: null, notes: null, ...overrides };
}

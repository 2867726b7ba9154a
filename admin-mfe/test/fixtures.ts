import { FIRST_USERS_VIEW, usersQuery } from '../src/features/users/utils/usersQuery';
import {
  api,
  REMINDER_COOLDOWN_DEFAULT_HOURS,
  SCORES_PAGE_SIZE,
  SYSTEM_USER_ID,
  type AdminScore,
  type AdminSiteConfig,
  type AdminUser,
  type ContentPage,
  type CurrentUser,
  type MailSettings,
  type VendorFile,
  type VendorSchedule,
} from '@vsp/contract';
import { makeAdminEvent, makeQuestion, makeVendor } from '@vsp/test-support/api-fixtures';
import type { Fixtures } from '@vsp/test-support/render';

export { makeAdminEvent, makeEvent, makeQuestion, makeVendor } from '@vsp/test-support/api-fixtures';

export const admin: CurrentUser = { id: 1, name: 'Alex Admin', isAdmin: true };

export function makeUser(overrides: Partial<AdminUser> & Pick<AdminUser, 'id' | 'username' | 'name'>): AdminUser {
  return {
    email: `${overrides.username}@example.org`,
    level: null,
    role: null,
    functionalArea: null,
    isAdmin: false,
    sso: false,
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export const systemUser = makeUser({ id: SYSTEM_USER_ID, username: 'system', name: 'System Account', email: null, isAdmin: true });
export const adminUser = makeUser({ id: 1, username: 'aadmin', name: 'Alex Admin', isAdmin: true, role: 'Lead', level: 'Senior', functionalArea: 'Procurement' });
export const robin = makeUser({ id: 7, username: 'robin', name: 'Robin Evaluator', role: 'Analyst', level: 'Mid', functionalArea: 'Finance' });
export const sam = makeUser({ id: 8, username: 'sam', name: 'Sam Reviewer', email: null });

export const platformReview = makeAdminEvent({ id: 1, name: 'Platform Review' });
export const toolingReview = makeAdminEvent({ id: 2, name: 'Tooling Review', status: 'Closed', isActive: false });
export const alphaLedger = makeVendor({ id: 11, name: 'Alpha Ledger' });
export const bravoInsights = makeVendor({ id: 12, name: 'Bravo Insights', isActive: false, logo: 'https://img.example.org/bravoInsights.png' });

export const siteConfig: AdminSiteConfig = {
  siteName: 'Scoring Portal',
  siteLogoUrl: 'https://img.example.org/logo.png',
  clientName: 'Example Client',
  supportEmail: 'support@example.org',
  venueText: 'Main Hall',
  brandColour: null,
  reminderSubject: null,
  reminderBody: null,
};

/** The server sends no mail unless a test says it does. */
export const mailOff: MailSettings = { configured: false, cooldownHours: REMINDER_COOLDOWN_DEFAULT_HOURS };
export const mailOn: MailSettings = { configured: true, cooldownHours: REMINDER_COOLDOWN_DEFAULT_HOURS };

export const contentPages: ContentPage[] = [
  { id: 1, slug: 'vendor-files', title: 'Reference Material', content: '<p>Files</p>', isActive: true },
  { id: 2, slug: 'instructions', title: 'Instructions for Participants', content: null, isActive: false },
  { id: 3, slug: 'admin-instructions', title: 'Admin Instructions', content: '<p>Admins</p>', isActive: true },
];

export function makeScore(overrides: Partial<AdminScore> & Pick<AdminScore, 'id'>): AdminScore {
  return {
    userId: robin.id,
    userName: robin.name,
    eventId: platformReview.id,
    eventName: platformReview.name,
    vendorId: alphaLedger.id,
    vendorName: alphaLedger.name,
    questionId: 101,
    questionText: 'Fit',
    score: 4,
    comments: null,
    followupQuestions: null,
    updatedAt: '2025-03-05T10:00:00.000Z',
    ...overrides,
  };
}

export function makeVendorFile(overrides: Partial<VendorFile> & Pick<VendorFile, 'id' | 'title'>): VendorFile {
  return {
    vendorId: alphaLedger.id,
    description: null,
    kind: 'link',
    url: `https://docs.example.org/${overrides.id}`,
    fileType: null,
    fileName: null,
    contentType: null,
    sizeBytes: null,
    isActive: true,
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** Alpha Ledger's material: a link and an uploaded PDF. */
export const pricingLink = makeVendorFile({ id: 31, title: 'Pricing sheet', fileType: 'Slides', description: 'Prices for 2025' });
export const proposalPdf = makeVendorFile({
  id: 32,
  title: 'Proposal',
  kind: 'upload',
  url: null,
  fileType: 'PDF',
  fileName: 'Proposal.pdf',
  contentType: 'application/pdf',
  sizeBytes: 2_516_582,
});

export function makeSlot(overrides: Partial<VendorSchedule> & Pick<VendorSchedule, 'id' | 'scheduledDate'>): VendorSchedule {
  return {
    eventId: platformReview.id,
    vendorId: alphaLedger.id,
    vendorName: alphaLedger.name,
    company: alphaLedger.company,
    location: null,
    notes: null,
    ...overrides,
  };
}

/** Every list the panel loads, small and consistent; tests override what they look at. */
export function adminFixtures(overrides: Fixtures = {}): Fixtures {
  return {
    [api.users.adminList.path()]: { data: [systemUser, adminUser, robin, sam] },
    // The Users tab's first page, as the server answers it.
    [api.users.adminList.path(usersQuery(FIRST_USERS_VIEW))]: { data: { items: [systemUser, adminUser, robin, sam], total: 4 } },
    [api.events.adminList.path()]: { data: [platformReview, toolingReview] },
    [api.vendors.adminList.path()]: { data: [alphaLedger, bravoInsights] },
    [api.questions.adminList.path()]: {
      data: [makeQuestion({ id: 101, eventId: 1, text: 'Fit', order: 1 }), makeQuestion({ id: 102, eventId: 1, text: 'Cost', order: 2 })],
    },
    [api.scores.adminList.path()]: { data: { total: 1, limit: SCORES_PAGE_SIZE, offset: 0, rows: [makeScore({ id: 1 })] } },
    [api.content.adminList.path()]: { data: contentPages },
    [api.permissions.adminList.path()]: { data: [] },
    [api.site.adminConfig.path()]: { data: siteConfig },
    [api.reminders.mailSettings.path()]: { data: mailOff },
    [api.eventVendorInfo.list.path()]: { data: [] },
    [api.analysis.incomplete.path()]: { data: [] },
    [api.analysis.averages.path()]: { data: [] },
    [api.events.list.path()]: { data: [platformReview] },
    [api.vendors.list.path()]: { data: [alphaLedger] },
    [api.content.list.path()]: { data: contentPages.filter((page) => page.isActive) },
    [api.vendorFiles.adminList.path({ vendorId: alphaLedger.id })]: { data: [pricingLink, proposalPdf] },
    [api.vendorFiles.adminList.path({ vendorId: bravoInsights.id })]: { data: [] },
    [api.schedules.adminList.path({ eventId: platformReview.id })]: { data: [] },
    [api.schedules.adminList.path({ eventId: toolingReview.id })]: { data: [] },
    ...overrides,
  };
}

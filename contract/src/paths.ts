/**
 * Every endpoint of the BFF, once. The BFF's route tables take `method` and `route` from here, and
 * the frontends build their request paths (which are also their SWR cache keys) with `path()`, so a
 * path is renamed in one place and a mistyped one does not compile.
 */
import type { AverageEvent, IncompleteEvent } from './types/analysis';
import type { AuditEntry, AuditQuery } from './types/audit';
import type { EventAward, EventPrice, ExclusionOverride, ExclusionPayload, PricePayload, SetPrice } from './types/award';
import type { ChangePasswordPayload, CurrentUser, LoginPayload, SessionTiming } from './types/auth';
import type { CreatedCount, DeletedCount, ItemsPage, UpdatedCount } from './types/common';
import type { ConsensusPayload, ConsensusScore } from './types/consensus';
import type { ContentPage, ContentPagePayload } from './types/content';
import type { ApprovalPayload, EventDecision, RecommendationPayload } from './types/decision';
import type { Declaration, DeclarationPayload, EventDeclarations } from './types/declarations';
import type { EventVendorInfo, EventVendorInfoPayload } from './types/event-vendor-info';
import type { AdminScoringEvent, EventPayload, ScoringEvent } from './types/events';
import type { EventAccessPayload, PermissionPayload, PermissionsQuery, UserPermission } from './types/permissions';
import type { Question, QuestionPayload, UserQuestion } from './types/questions';
import type { CellComment, EventAgreement, EventCells, EventRanking } from './types/results';
import type { EventRobustness, RobustnessQuery } from './types/robustness';
import type { AdminScoresPage, AdminScoresQuery, Score, ScoreHistoryItem, ScoreHistoryQuery, ScorePayload, UserScore } from './types/scores';
import type { MailSettings, Reminder, ReminderPayload, RemindersQueued } from './types/reminders';
import type { AdminSiteConfig, RemotesConfig, SiteConfig, SiteConfigPayload } from './types/site';
import type { EventSubmission, Submission } from './types/submissions';
import type { AdminUser, BulkUsersPayload, BulkUsersResult, UserPayload, UsersQuery } from './types/users';
import type { SchedulePayload, VendorSchedule } from './types/schedules';
import type { VendorFile, VendorFileLinkPayload, VendorFileUpdatePayload } from './types/vendor-files';
import type { Vendor, VendorPayload } from './types/vendors';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Every endpoint's path starts here; what lies outside (health checks, the built frontends) is not the API. */
export const API_PREFIX = '/api/';

/** The names in a route pattern: `'/api/events/{eventId}/scores'` gives `'eventId'`. */
export type RouteParamNames<R extends string> = R extends `${string}{${infer Name}}${infer Rest}` ? Name | RouteParamNames<Rest> : never;

export type RouteParams<R extends string> = { [K in RouteParamNames<R>]: number | string };

/** What `path()` takes: the route's parameters when it has any, then the query string's values. */
export type PathArgs<R extends string, Q> = [RouteParamNames<R>] extends [never] ? [query?: Q] : [params: RouteParams<R>, query?: Q];

export interface Endpoint<M extends HttpMethod, R extends string, Res, Body = never, Query = never> {
  readonly method: M;
  /** The route pattern in hapi's syntax, as the BFF registers it. */
  readonly route: R;
  /** The concrete path, with parameters filled in and the query string's set values appended. */
  path(...args: PathArgs<R, Query>): string;
  /** Never set: carries the answer, body and query types for `ResponseOf` and friends. */
  readonly types?: { response: Res; body: Body; query: Query };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyEndpoint = Endpoint<HttpMethod, string, any, any, any>;
export type ResponseOf<E extends AnyEndpoint> = NonNullable<E['types']>['response'];
export type BodyOf<E extends AnyEndpoint> = NonNullable<E['types']>['body'];
export type QueryOf<E extends AnyEndpoint> = NonNullable<E['types']>['query'];

type QueryValue = string | number | boolean | null | undefined;

function queryString(query: object | undefined): string {
  if (!query) return '';
  const pairs = Object.entries(query as Record<string, QueryValue>)
    .filter(([, value]) => value !== undefined && value !== null && value !== '')
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`);
  return pairs.length ? `?${pairs.join('&')}` : '';
}

function fill(route: string, params: Record<string, number | string>): string {
  return route.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing "${name}" for ${route}`);
    return encodeURIComponent(String(value));
  });
}

function endpoint<M extends HttpMethod>(method: M) {
  return <Res, Body = never, Query = never>() =>
    <R extends string>(route: R): Endpoint<M, R, Res, Body, Query> => ({
      method,
      route,
      path: (...args: unknown[]) => {
        const hasParams = route.includes('{');
        const params = (hasParams ? args[0] : {}) as Record<string, number | string>;
        return fill(route, params) + queryString((hasParams ? args[1] : args[0]) as object | undefined);
      },
    });
}

const get = endpoint('GET');
const post = endpoint('POST');
const put = endpoint('PUT');
const del = endpoint('DELETE');

export const api = {
  auth: {
    me: get<CurrentUser>()('/api/auth/me'),
    login: post<CurrentUser, LoginPayload>()('/api/auth/login'),
    logout: post<null>()('/api/auth/logout'),
    changePassword: put<null, ChangePasswordPayload>()('/api/auth/password'),
    session: get<SessionTiming>()('/api/auth/session'),
  },
  site: {
    config: get<SiteConfig>()('/api/site-config'),
    remotes: get<RemotesConfig>()('/api/remotes'),
    adminConfig: get<AdminSiteConfig>()('/api/admin/site-config'),
    updateConfig: put<AdminSiteConfig, SiteConfigPayload>()('/api/admin/site-config'),
    openapi: get<Record<string, unknown>>()('/api/openapi.json'),
    // The browsable page of the OpenAPI document, and the script and styles it loads.
    docs: get<string>()('/api/docs'),
    docsAsset: get<string>()('/api/docs/assets/{file}'),
  },
  content: {
    list: get<ContentPage[]>()('/api/content'),
    page: get<ContentPage>()('/api/content/{slug}'),
    adminList: get<ContentPage[]>()('/api/admin/content'),
    update: put<ContentPage, ContentPagePayload>()('/api/admin/content/{id}'),
  },
  events: {
    list: get<ScoringEvent[]>()('/api/events'),
    adminList: get<AdminScoringEvent[]>()('/api/admin/events'),
    create: post<AdminScoringEvent, EventPayload>()('/api/admin/events'),
    update: put<AdminScoringEvent, EventPayload>()('/api/admin/events/{id}'),
    remove: del<null>()('/api/admin/events/{id}'),
  },
  vendors: {
    list: get<Vendor[]>()('/api/vendors'),
    adminList: get<Vendor[]>()('/api/admin/vendors'),
    create: post<Vendor, VendorPayload>()('/api/admin/vendors'),
    update: put<Vendor, VendorPayload>()('/api/admin/vendors/{id}'),
    remove: del<null>()('/api/admin/vendors/{id}'),
  },
  vendorFiles: {
    adminList: get<VendorFile[]>()('/api/admin/vendors/{vendorId}/files'),
    // JSON for a link; multipart/form-data (file, title, description) for an upload.
    create: post<VendorFile, VendorFileLinkPayload>()('/api/admin/vendors/{vendorId}/files'),
    update: put<VendorFile, VendorFileUpdatePayload>()('/api/admin/vendor-files/{id}'),
    remove: del<null>()('/api/admin/vendor-files/{id}'),
    // Active files of active vendors, for any signed-in user: the Reference Material page.
    list: get<VendorFile[]>()('/api/vendor-files'),
    ofEvent: get<VendorFile[]>()('/api/events/{eventId}/vendor-files'),
    // The stored file as an attachment, or a redirect to a link's address.
    download: get<ArrayBuffer>()('/api/vendor-files/{id}/download'),
  },
  schedules: {
    adminList: get<VendorSchedule[]>()('/api/admin/events/{eventId}/schedules'),
    create: post<VendorSchedule, SchedulePayload>()('/api/admin/events/{eventId}/schedules'),
    update: put<VendorSchedule, SchedulePayload>()('/api/admin/schedules/{id}'),
    remove: del<null>()('/api/admin/schedules/{id}'),
    ofEvent: get<VendorSchedule[]>()('/api/events/{eventId}/schedules'),
    // An iCalendar file of the event's slots.
    calendar: get<string>()('/api/events/{eventId}/schedules.ics'),
  },
  questions: {
    ofEvent: get<Question[]>()('/api/events/{eventId}/questions'),
    mine: get<UserQuestion[]>()('/api/user/questions'),
    adminList: get<Question[]>()('/api/admin/questions'),
    create: post<Question, QuestionPayload>()('/api/admin/questions'),
    update: put<Question, QuestionPayload>()('/api/admin/questions/{id}'),
    remove: del<null>()('/api/admin/questions/{id}'),
  },
  eventVendorInfo: {
    // Read by the scoring grid as well as the admin tab, so any signed-in user may read it.
    list: get<EventVendorInfo[]>()('/api/admin/event-vendor-info'),
    save: put<EventVendorInfo, EventVendorInfoPayload>()('/api/admin/event-vendor-info/{eventId}/{vendorId}'),
  },
  permissions: {
    mine: get<UserPermission[]>()('/api/user/permissions'),
    // Every row; with userIds in the query, only those users' rows.
    adminList: get<UserPermission[], never, PermissionsQuery>()('/api/admin/user-permissions'),
    save: post<UserPermission, PermissionPayload>()('/api/admin/user-permissions'),
    setForEvent: put<UpdatedCount, EventAccessPayload>()('/api/admin/user-permissions/events/{eventId}'),
  },
  users: {
    // Every user; with a search, a sort or paging in the query, one page of them instead (UsersPage).
    adminList: get<AdminUser[], never, UsersQuery>()('/api/admin/users'),
    create: post<AdminUser, UserPayload>()('/api/admin/users'),
    bulkCreate: post<BulkUsersResult, BulkUsersPayload>()('/api/admin/users/bulk'),
    update: put<AdminUser, UserPayload>()('/api/admin/users/{id}'),
    remove: del<null>()('/api/admin/users/{id}'),
  },
  scores: {
    mine: get<UserScore[]>()('/api/user/scores'),
    ofEvent: get<Score[]>()('/api/events/{eventId}/scores'),
    save: post<Score, ScorePayload>()('/api/events/{eventId}/scores'),
    adminList: get<AdminScoresPage, never, AdminScoresQuery>()('/api/admin/scores'),
    remove: del<null>()('/api/admin/scores/{id}'),
    history: get<ItemsPage<ScoreHistoryItem>, never, ScoreHistoryQuery>()('/api/admin/scores/history'),
    deleteAll: del<DeletedCount>()('/api/admin/scores'),
    generateRandom: post<CreatedCount>()('/api/admin/generate-random-scores'),
  },
  submissions: {
    submit: post<Submission>()('/api/events/{eventId}/submission'),
    mine: get<Submission[]>()('/api/user/submissions'),
    adminList: get<EventSubmission[]>()('/api/admin/events/{eventId}/submissions'),
    reopen: del<null>()('/api/admin/events/{eventId}/submissions/{userId}'),
  },
  declarations: {
    mine: get<Declaration>()('/api/events/{eventId}/declaration'),
    declare: put<Declaration, DeclarationPayload>()('/api/events/{eventId}/declaration'),
    adminList: get<EventDeclarations>()('/api/admin/events/{eventId}/declarations'),
  },
  analysis: {
    incomplete: get<IncompleteEvent[]>()('/api/admin/analysis/incomplete'),
    averages: get<AverageEvent[]>()('/api/admin/analysis/averages'),
    ranking: get<EventRanking>()('/api/admin/analysis/events/{eventId}/ranking'),
    cells: get<EventCells>()('/api/admin/analysis/events/{eventId}/cells'),
    cellComments: get<CellComment[]>()('/api/admin/analysis/events/{eventId}/cells/{vendorId}/{questionId}/comments'),
    agreement: get<EventAgreement>()('/api/admin/analysis/events/{eventId}/agreement'),
    award: get<EventAward>()('/api/admin/analysis/events/{eventId}/award'),
    robustness: get<EventRobustness, never, RobustnessQuery>()('/api/admin/analysis/events/{eventId}/robustness'),
  },
  prices: {
    list: get<EventPrice[]>()('/api/admin/events/{eventId}/prices'),
    set: put<SetPrice, PricePayload>()('/api/admin/events/{eventId}/prices/{vendorId}'),
    remove: del<null>()('/api/admin/events/{eventId}/prices/{vendorId}'),
  },
  decision: {
    get: get<EventDecision>()('/api/admin/events/{eventId}/decision'),
    recommend: post<EventDecision, RecommendationPayload>()('/api/admin/events/{eventId}/recommendation'),
    withdraw: del<null>()('/api/admin/events/{eventId}/recommendation'),
    approve: post<EventDecision, ApprovalPayload>()('/api/admin/events/{eventId}/approval'),
    // PDF downloads, opened in a new tab.
    report: get<ArrayBuffer>()('/api/admin/events/{eventId}/report.pdf'),
    debrief: get<ArrayBuffer>()('/api/admin/events/{eventId}/debriefs/{vendorId}.pdf'),
    debriefs: get<ArrayBuffer>()('/api/admin/events/{eventId}/debriefs.zip'),
  },
  exclusions: {
    list: get<ExclusionOverride[]>()('/api/admin/events/{eventId}/exclusions'),
    set: put<ExclusionOverride, ExclusionPayload>()('/api/admin/events/{eventId}/vendors/{vendorId}/exclusion'),
    remove: del<null>()('/api/admin/events/{eventId}/vendors/{vendorId}/exclusion'),
  },
  consensus: {
    list: get<ConsensusScore[]>()('/api/admin/events/{eventId}/consensus'),
    set: put<ConsensusScore, ConsensusPayload>()('/api/admin/events/{eventId}/consensus/{vendorId}/{questionId}'),
    remove: del<null>()('/api/admin/events/{eventId}/consensus/{vendorId}/{questionId}'),
  },
  reminders: {
    send: post<RemindersQueued, ReminderPayload>()('/api/admin/events/{eventId}/reminders'),
    list: get<Reminder[]>()('/api/admin/events/{eventId}/reminders'),
    mailSettings: get<MailSettings>()('/api/admin/mail-settings'),
  },
  audit: {
    list: get<ItemsPage<AuditEntry>, never, AuditQuery>()('/api/admin/audit'),
  },
  exports: {
    // Spreadsheets opened in a new tab, not JSON.
    users: get<ArrayBuffer>()('/api/admin/export/users'),
    flattenedScores: get<ArrayBuffer>()('/api/admin/export/flattened-scores'),
    results: get<ArrayBuffer>()('/api/admin/export/events/{eventId}/results'),
    audit: get<ArrayBuffer, never, Omit<AuditQuery, 'limit' | 'offset'>>()('/api/admin/export/audit'),
    declarations: get<ArrayBuffer>()('/api/admin/export/events/{eventId}/declarations'),
  },
} as const;

/** Every endpoint in one list: the OpenAPI check and the route-coverage tests walk it. */
export function allEndpoints(): AnyEndpoint[] {
  return Object.values(api).flatMap((domain) => Object.values(domain) as AnyEndpoint[]);
}

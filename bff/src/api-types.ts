/**
 * Shapes of what the BFF answers. The frontends import this file as types only
 * (`import type { ... } from '@vsp/bff/api-types'`), so no shape is copied by hand.
 */

export interface ApiError {
  statusCode: number;
  error: string;
  message: string;
}

export interface CurrentUser {
  id: number;
  name: string;
  isAdmin: boolean;
}

export interface LoginPayload {
  username: string;
  password: string;
}

export interface SiteConfig {
  siteName: string | null;
  siteLogoUrl: string | null;
  clientName: string | null;
  supportEmail: string | null;
  /** Venue line shown under each vendor column of the scoring grid; null shows none. */
  venueText: string | null;
}

export interface ContentPage {
  id: number;
  slug: string;
  title: string;
  content: string | null;
  isActive: boolean;
}

export interface ScoringEvent {
  id: number;
  name: string;
  description: string | null;
  status: string;
  order: number;
  isActive: boolean;
  /** Calendar dates as YYYY-MM-DD. */
  startDate: string | null;
  endDate: string | null;
  location: string | null;
}

export interface Vendor {
  id: number;
  name: string;
  company: string | null;
  logo: string | null;
  description: string | null;
  order: number;
  isActive: boolean;
}

export interface Question {
  id: number;
  eventId: number;
  text: string;
  description: string | null;
  order: number;
  isActive: boolean;
}

/** The light question rows progress needs. */
export interface UserQuestion {
  id: number;
  eventId: number;
  isActive: boolean;
}

export interface UserPermission {
  userId: number;
  eventId: number;
  hasAccess: boolean;
}

export interface UserScore {
  eventId: number;
  userId: number;
  questionId: number;
  vendorId: number;
  score: number;
}

export interface Score extends UserScore {
  id: number;
  comments: string | null;
  followupQuestions: string | null;
  updatedAt: string;
}

export interface ScorePayload {
  questionId: number;
  vendorId: number;
  /** 1 to 5, or 0 for No Vote. */
  score: number;
  comments: string | null;
  followupQuestions: string | null;
}

export interface EventVendorInfo {
  eventId: number;
  vendorId: number;
  info: string;
}

export interface RemotesConfig {
  evaluator: string;
  /** Only given to administrators. */
  admin?: string;
}

/* ---- Administrator API (/api/admin) ---- */

/** A user as administrators see it; the password hash is never part of any answer. */
export interface AdminUser {
  id: number;
  username: string;
  name: string;
  email: string | null;
  level: string | null;
  role: string | null;
  functionalArea: string | null;
  isAdmin: boolean;
  createdAt: string;
  updatedAt: string;
}

/** POST and PUT /api/admin/users; on PUT an empty or absent password keeps the current one. */
export interface UserPayload {
  username: string;
  password?: string | null;
  name: string;
  email?: string | null;
  level?: string | null;
  role?: string | null;
  functionalArea?: string | null;
  isAdmin?: boolean;
}

/** One row of a bulk upload: the columns of the CSV template. */
export interface BulkUserRow {
  username: string;
  password: string;
  name: string;
  email?: string | null;
  level?: string | null;
  role?: string | null;
  functionalArea?: string | null;
}

export interface BulkUsersPayload {
  users: BulkUserRow[];
}

export interface BulkUserError {
  /** 1-based position of the row in the submitted list. */
  row: number;
  username: string | null;
  message: string;
}

export interface BulkUsersResult {
  created: number;
  errors: BulkUserError[];
}

export interface EventPayload {
  name: string;
  description?: string | null;
  status?: string;
  /** YYYY-MM-DD; empty or null for none. */
  startDate?: string | null;
  endDate?: string | null;
  location?: string | null;
  order?: number;
  isActive?: boolean;
}

export interface VendorPayload {
  name: string;
  company?: string | null;
  logo?: string | null;
  description?: string | null;
  order?: number;
  isActive?: boolean;
}

export interface QuestionPayload {
  eventId: number;
  text: string;
  description?: string | null;
  order?: number;
  isActive?: boolean;
}

export interface ContentPagePayload {
  title: string;
  content?: string | null;
  isActive?: boolean;
}

export type SiteConfigPayload = Partial<SiteConfig>;

export interface EventVendorInfoPayload {
  /** At most 64 characters; empty clears the line. */
  info: string;
}

export type PermissionPayload = UserPermission;

/** Sets one event's access for every user at once (the "Enable/Disable All" buttons). */
export interface EventAccessPayload {
  hasAccess: boolean;
}

export interface UpdatedCount {
  updated: number;
}

export interface CreatedCount {
  created: number;
}

export interface DeletedCount {
  deleted: number;
}

/** A score with the names it refers to; a name is null only when its record is gone. */
export interface AdminScore {
  id: number;
  userId: number;
  userName: string | null;
  eventId: number;
  eventName: string | null;
  vendorId: number;
  vendorName: string | null;
  questionId: number;
  questionText: string | null;
  score: number;
  comments: string | null;
  followupQuestions: string | null;
  updatedAt: string;
}

export interface AdminScoresPage {
  /** Every score in the database, whatever the page. */
  total: number;
  limit: number;
  offset: number;
  rows: AdminScore[];
}

export interface IncompleteUser {
  userId: number;
  name: string;
  username: string;
  email: string | null;
  /** Active questions of the event this user answered for this vendor (a No Vote is an answer). */
  answered: number;
  /** Active questions of the event. */
  total: number;
  /** answered / total as a rounded whole percent. */
  percent: number;
}

export interface IncompleteVendor {
  vendorId: number;
  vendorName: string;
  company: string | null;
  users: IncompleteUser[];
}

/** One active event; `vendors` lists only the active vendors with at least one incomplete user. */
export interface IncompleteEvent {
  eventId: number;
  eventName: string;
  status: string;
  activeQuestions: number;
  activeVendors: number;
  usersWithAccess: number;
  vendors: IncompleteVendor[];
}

export interface QuestionAverage {
  questionId: number;
  text: string;
  /** Mean of the 1..5 scores; null when there is none (No Votes do not count here). */
  average: number | null;
  /** Scores given, No Votes included. */
  responses: number;
  noVotes: number;
  /** Users with access to the event. */
  users: number;
  /** responses / users as a rounded whole percent. */
  percent: number;
}

export interface VendorAverage {
  vendorId: number;
  vendorName: string;
  company: string | null;
  /** Mean of every 1..5 score of the vendor over the event's active questions; null when none. */
  average: number | null;
  responses: number;
  noVotes: number;
  questions: QuestionAverage[];
}

export interface AverageEvent {
  eventId: number;
  eventName: string;
  status: string;
  usersWithAccess: number;
  activeQuestions: number;
  vendors: VendorAverage[];
}

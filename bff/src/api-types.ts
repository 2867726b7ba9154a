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

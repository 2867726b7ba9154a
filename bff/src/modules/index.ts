import type { Plugin } from '@hapi/hapi';
import { analysisRoutes } from './analysis/routes';
import { auditRoutes } from './audit/routes';
import { authRoutes } from './auth/routes';
import { consensusRoutes } from './consensus/routes';
import { contentRoutes } from './content/routes';
import { decisionRoutes } from './decision/routes';
import { declarationRoutes } from './declarations/routes';
import { eventVendorInfoRoutes } from './event-vendor-info/routes';
import { eventRoutes } from './events/routes';
import { exclusionRoutes } from './exclusions/routes';
import { exportRoutes } from './exports/routes';
import { permissionRoutes } from './permissions/routes';
import { priceRoutes } from './prices/routes';
import { questionRoutes } from './questions/routes';
import { reminderRoutes } from './reminders/routes';
import { scheduleRoutes } from './schedules/routes';
import { scoreRoutes } from './scores/routes';
import { siteRoutes } from './site/routes';
import { ssoRoutes } from './sso/routes';
import { submissionRoutes } from './submissions/routes';
import { tokenRoutes } from './tokens/routes';
import { userRoutes } from './users/routes';
import { vendorFileRoutes } from './vendor-files/routes';
import { vendorRoutes } from './vendors/routes';

/** Every domain's route table; a route's path names its domain's folder. */
export const domainModules: Plugin<void>[] = [
  authRoutes,
  ssoRoutes,
  siteRoutes,
  contentRoutes,
  eventRoutes,
  vendorRoutes,
  vendorFileRoutes,
  questionRoutes,
  eventVendorInfoRoutes,
  permissionRoutes,
  userRoutes,
  scoreRoutes,
  submissionRoutes,
  declarationRoutes,
  reminderRoutes,
  analysisRoutes,
  consensusRoutes,
  priceRoutes,
  exclusionRoutes,
  decisionRoutes,
  scheduleRoutes,
  auditRoutes,
  exportRoutes,
  tokenRoutes,
];

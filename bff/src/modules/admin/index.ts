import type { Plugin } from '@hapi/hapi';
import { adminCatalogModule } from '../admin-catalog';
import { adminContentModule } from '../admin-content';
import { adminUsersModule } from '../admin-users';
import { analysisModule } from '../analysis';
import { exportsModule } from '../exports';
import { permissionsModule } from '../permissions';

/** The administrator API under /api/admin: one plugin per domain, every route limited to the admin scope. */
export const adminModules: Plugin<void>[] = [
  adminUsersModule,
  adminCatalogModule,
  adminContentModule,
  permissionsModule,
  analysisModule,
  exportsModule,
];

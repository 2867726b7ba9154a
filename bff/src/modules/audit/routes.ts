import { api } from '@vsp/contract';
import { ADMIN_ONLY } from '../../lib/admin';
import { answers, at, domainModule } from '../../lib/route-table';
import { auditPageResponse } from './responses';
import { auditPageQuery, type AuditPageQuery } from './schemas';
import { listAudit } from './service';

// The log is read-only through the API: the database writes it, and nothing changes or deletes it.
export const auditRoutes = domainModule('audit', [
  {
    ...at(api.audit.list),
    options: {
      auth: ADMIN_ONLY,
      description:
        'The audit log of administrator changes, newest first: who changed which record, when, and each field from which value to which; filtered by entity, record, actor and time',
      validate: { query: auditPageQuery },
      ...answers(auditPageResponse),
    },
    handler: (request) => listAudit(request.server.app.db, request.query as unknown as AuditPageQuery),
  },
]);

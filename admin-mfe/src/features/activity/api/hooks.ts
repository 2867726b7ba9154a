import { useApi } from '@vsp/api-client';
import { api, type AuditQuery } from '@vsp/contract';

/** One page of the audit log for the tab's filters; every administrator change refreshes it (the contract's invalidation map). */
export const useAuditLog = (query: AuditQuery) => useApi(api.audit.list, query);

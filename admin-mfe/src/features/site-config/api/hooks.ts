import { useApi } from '@vsp/api-client';
import { api } from '@vsp/contract';

/** The site's settings with the reminder templates, which only administrators read. */
export const useAdminSiteConfig = () => useApi(api.site.adminConfig);

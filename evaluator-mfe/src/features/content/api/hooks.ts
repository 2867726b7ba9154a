import { useApi } from '@vsp/api-client';
import { api, type CONTENT_SLUGS } from '@vsp/contract';

export type ContentSlug = (typeof CONTENT_SLUGS)[number];

/** One active content page; the shell's fetcher raises "404: ..." for a page that is missing or inactive. */
export const useContentPage = (slug: ContentSlug) => useApi(api.content.page, { slug });

/** Every active vendor's active documents, for the Reference Material page. */
export const useVendorFiles = () => useApi(api.vendorFiles.list);

/** The vendors, for the names the documents are grouped under. */
export const useVendors = () => useApi(api.vendors.list);

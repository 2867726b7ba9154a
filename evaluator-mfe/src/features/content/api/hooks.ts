import type { ContentPage } from '@vsp/bff/api-types';
import useSWR from 'swr';

export type ContentSlug = 'vendor-files' | 'instructions' | 'admin-instructions';

export const contentKey = (slug: ContentSlug) => `/api/content/${slug}`;

/** One active content page; the shell's fetcher raises "404: ..." for a page that is missing or inactive. */
export const useContentPage = (slug: ContentSlug) => useSWR<Pick<ContentPage, 'title' | 'content'>>(contentKey(slug));

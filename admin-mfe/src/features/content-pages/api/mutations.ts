import type { ContentPage, ContentPagePayload } from '@vsp/bff/api-types';
import { send } from '@vsp/api-client';
import { adminKeys } from '../../../lib/keys';

/** The public /api/content and each page under it are refreshed with every change (lib/refresh). */
export const CONTENT_STALE_KEYS = [adminKeys.content];

export const saveContentPage = (id: number, payload: ContentPagePayload) => send<ContentPage>('PUT', `${adminKeys.content}/${id}`, payload);

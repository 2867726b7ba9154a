import { LIMITS, type ContentPage, type ContentPagePayload } from '@vsp/contract';
import { collectErrors, maxLength, required, type FieldErrors } from '../../../lib/forms';

/** What each known page is for, as the guide at the top of the tab tells it. */
export const PAGE_GUIDE = [
  { slug: 'vendor-files', name: 'Reference Material', use: 'the Reference Material page, with links and documents about the vendors' },
  { slug: 'instructions', name: 'Instructions', use: 'the Instructions for Participants page, on how to score' },
  { slug: 'admin-instructions', name: 'Admin Instructions', use: 'the Admin Instructions page, shown to administrators only' },
] as const;

export interface ContentFormValues {
  title: string;
  content: string;
  isActive: boolean;
}

export type ContentField = 'title';

export const contentFormValues = (page: ContentPage): ContentFormValues => ({
  title: page.title,
  content: page.content ?? '',
  isActive: page.isActive,
});

export function validateContent(values: ContentFormValues): FieldErrors<ContentField> {
  return collectErrors<ContentField>({ title: [required(values.title, 'Title is required'), maxLength(values.title, LIMITS.contentPage.title, 'Title')] });
}

export const toContentPayload = (values: ContentFormValues): ContentPagePayload => ({
  title: values.title.trim(),
  content: values.content,
  isActive: values.isActive,
});

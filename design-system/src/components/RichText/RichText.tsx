import { useMemo, type ComponentPropsWithRef } from 'react';
import { Prose } from './RichText.styles';
import { sanitizeHtml } from './sanitizeHtml';

export interface RichTextProps extends Omit<ComponentPropsWithRef<'div'>, 'children' | 'dangerouslySetInnerHTML'> {
  /** Admin-authored HTML; it is sanitised here, so no caller ever renders raw content. */
  html: string;
}

/**
 * Admin-authored HTML with the portal's typography. The content pages and the admin's live preview
 * both use it, so what the administrator sees is what evaluators get.
 */
export function RichText({ html, ...rest }: RichTextProps) {
  const safe = useMemo(() => sanitizeHtml(html), [html]);
  return <Prose {...rest} dangerouslySetInnerHTML={{ __html: safe }} />;
}

import { Card } from '@vsp/design-system';
import { useMemo } from 'react';
import { sanitizeHtml } from '../../../lib/sanitizeHtml';
import { Prose } from './RichContent.styles';

export interface RichContentProps {
  /** Admin-authored HTML; it is sanitised here, so callers never render raw content. */
  html: string;
}

export function RichContent({ html }: RichContentProps) {
  const safe = useMemo(() => sanitizeHtml(html), [html]);
  return (
    <Card padding="lg">
      <Prose dangerouslySetInnerHTML={{ __html: safe }} />
    </Card>
  );
}

import { Card, RichText } from '@vsp/design-system';

export interface RichContentProps {
  /** Admin-authored HTML; RichText sanitises it. */
  html: string;
}

export function RichContent({ html }: RichContentProps) {
  return (
    <Card padding="lg">
      <RichText html={html} />
    </Card>
  );
}

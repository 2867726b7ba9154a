import { Heading, Stack, Text } from '@vsp/design-system';
import { useId, type ReactNode } from 'react';

/** One part of a results view: a section named by its heading, with a sentence on how to read it where one helps. */
export function ViewPart({ title, description, children }: { title: string; description?: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Stack as="section" gap={3} aria-labelledby={headingId}>
      <Heading level={4} size="md" id={headingId}>
        {title}
      </Heading>
      {description && <Text tone="muted">{description}</Text>}
      {children}
    </Stack>
  );
}

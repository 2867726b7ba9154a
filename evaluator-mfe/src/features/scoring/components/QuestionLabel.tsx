import type { Question } from '@vsp/contract';
import { Stack, Text } from '@vsp/design-system';

/** A question's text and, under it, its description: the grid's row header and a line of the phone's list alike. */
export function QuestionLabel({ question }: { question: Question }) {
  return (
    <Stack gap={1}>
      <Text as="div" size="sm" weight="semibold">
        {question.text}
      </Text>
      {question.description && (
        <Text as="div" size="xs" tone="muted">
          {question.description}
        </Text>
      )}
    </Stack>
  );
}

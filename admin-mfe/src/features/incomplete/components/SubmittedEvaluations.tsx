import { callApi, useAction } from '@vsp/api-client';
import { api, staleAfter, type EventSubmission, type IncompleteEvent } from '@vsp/contract';
import { Button, Collapsible, ConfirmDialog, Stack, Text } from '@vsp/design-system';
import { RotateCcw } from 'lucide-react';
import { useState } from 'react';
import styled from 'styled-components';
import { useEventSubmissions } from '../api/hooks';
import { submittedSummary } from '../utils/submissions';
import { formatPanelTime } from '../../../lib/time';

const Block = styled.div`
  margin-bottom: ${({ theme }) => theme.space[3]};
`;

const Row = styled.li`
  display: grid;
  grid-template-columns: minmax(160px, 2fr) minmax(160px, 1fr) auto;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};

  /* On a phone the parts stand one under another instead of widening the page. */
  @media (max-width: ${({ theme }) => theme.breakpoints.sm}) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

/**
 * Who submitted their evaluation of the event and when, each with "Reopen": reopening lets the
 * evaluator change their scores again, and they submit again when done.
 */
export function SubmittedEvaluations({ event }: { event: IncompleteEvent }) {
  const { data: submissions, error } = useEventSubmissions(event.eventId);
  const [reopening, setReopening] = useState<EventSubmission | null>(null);
  const reopen = useAction();

  const reopenEvaluation = async (submission: EventSubmission) => {
    await reopen.run(() => callApi(api.submissions.reopen, { params: { eventId: event.eventId, userId: submission.userId } }), {
      stale: staleAfter.reopenSubmission(event.eventId),
      success: { title: 'Evaluation reopened', description: `${submission.userName} can change their scores again` },
      failure: 'Failed to reopen evaluation',
    });
    setReopening(null);
  };

  const title = submittedSummary(event.submittedCount, event.usersWithAccess);
  if (error) {
    return (
      <Block>
        <Text tone="destructive">{title} · the list of submitted evaluations could not be loaded</Text>
      </Block>
    );
  }
  if (!submissions?.length) {
    return (
      <Block>
        <Text tone="muted">{title}</Text>
      </Block>
    );
  }

  return (
    <Block>
      <Collapsible headingLevel={4} title={title}>
        <Stack as="ul" gap={2}>
          {submissions.map((submission) => (
            <Row key={submission.userId}>
              <span>{submission.userName}</span>
              <Text as="span" size="sm" tone="muted">
                Submitted {formatPanelTime(submission.submittedAt)}
              </Text>
              <Button
                variant="outline"
                size="sm"
                icon={<RotateCcw size={14} aria-hidden />}
                aria-label={`Reopen the evaluation of ${submission.userName}`}
                onClick={() => setReopening(submission)}
              >
                Reopen
              </Button>
            </Row>
          ))}
        </Stack>
      </Collapsible>
      <ConfirmDialog
        open={reopening !== null}
        title="Reopen evaluation"
        message={
          reopening
            ? `Reopen the evaluation of ${reopening.userName} for ${event.eventName}? They can change their scores again and must submit again when done.`
            : ''
        }
        confirmLabel="Reopen"
        destructive={false}
        pending={reopen.pending}
        pendingLabel="Reopening..."
        onConfirm={() => reopening && void reopenEvaluation(reopening)}
        onCancel={() => setReopening(null)}
      />
    </Block>
  );
}

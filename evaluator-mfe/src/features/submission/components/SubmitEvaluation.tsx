import { Button, ConfirmDialog, Text } from '@vsp/design-system';
import { Send } from 'lucide-react';
import { useId, useState } from 'react';
import { useSubmitEvaluation } from '../api/mutations';

export interface SubmitEvaluationProps {
  eventId: number;
  eventName: string;
  /** Every cell answered: only then can the evaluation be submitted. */
  complete: boolean;
}

/** "Submit evaluation", once every cell is answered, after a confirmation that the scores can no longer be changed. */
export function SubmitEvaluation({ eventId, eventName, complete }: SubmitEvaluationProps) {
  const hintId = useId();
  const [confirming, setConfirming] = useState(false);
  const { submitEvaluation, submitting } = useSubmitEvaluation(eventId);

  const confirm = async () => {
    await submitEvaluation();
    setConfirming(false);
  };

  return (
    <>
      <Button
        size="sm"
        icon={<Send size={14} aria-hidden />}
        disabled={!complete}
        aria-describedby={complete ? undefined : hintId}
        onClick={() => setConfirming(true)}
      >
        Submit evaluation
      </Button>
      {!complete && (
        <Text id={hintId} size="xs" tone="muted">
          Answer every cell to submit
        </Text>
      )}
      <ConfirmDialog
        open={confirming}
        title="Submit evaluation"
        message={`Submit your evaluation of ${eventName}? Once it is submitted, your scores can no longer be changed.`}
        confirmLabel="Submit"
        destructive={false}
        pending={submitting}
        pendingLabel="Submitting..."
        onConfirm={() => void confirm()}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}

import { callApi, useAction } from '@vsp/api-client';
import { api, staleAfter } from '@vsp/contract';

/** Submits the user's evaluation of an event; their scores of it become read-only. Answers whether it was submitted. */
export function useSubmitEvaluation(eventId: number) {
  const { run, pending } = useAction();

  const submitEvaluation = () =>
    run(() => callApi(api.submissions.submit, { params: { eventId } }), {
      stale: staleAfter.submission(eventId),
      success: { title: 'Evaluation Submitted', description: 'Your scores for this event can no longer be changed' },
      failure: 'Failed to submit evaluation',
    });

  return { submitEvaluation, submitting: pending };
}

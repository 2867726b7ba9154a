import { callApi, useAction } from '@vsp/api-client';
import { api, staleAfter, type DeclarationPayload } from '@vsp/contract';

/** Records a new version of the user's conflict-of-interest declaration for an event. Answers whether it was recorded. */
export function useDeclare(eventId: number) {
  const { run, pending } = useAction();

  const declare = (payload: DeclarationPayload) =>
    run(() => callApi(api.declarations.declare, { params: { eventId }, body: payload }), {
      stale: staleAfter.declaration(eventId),
      success: { title: 'Declaration Recorded', description: 'Your declaration of conflicts of interest has been recorded' },
      failure: 'Failed to record declaration',
    });

  return { declare, declaring: pending };
}

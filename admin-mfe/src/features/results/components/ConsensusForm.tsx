import { callApi, useAction } from '@vsp/api-client';
import { api, LIMITS, staleAfter, type ConsensusScore } from '@vsp/contract';
import { Button, FormField, FormLayout, Select, Text, Textarea } from '@vsp/design-system';
import { Save, Trash2 } from 'lucide-react';
import { useForm } from '../../../lib/hooks/useForm';
import type { CellRef } from '../api/hooks';
import { CONSENSUS_OPTIONS, consensusFormValues, consensusText, toConsensusPayload, validateConsensus } from '../utils/consensus';

const dateTime = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

export interface ConsensusFormProps {
  cell: CellRef;
  /** The score agreed before, which the form starts from and Remove takes away. */
  agreed: ConsensusScore | undefined;
}

/**
 * The score the panel agreed for one cell and why: saving replaces any earlier one, Remove takes it
 * away. Either change refreshes the consensus list and the ranking, which ranks by it.
 */
export function ConsensusForm({ cell, agreed }: ConsensusFormProps) {
  const stale = staleAfter.consensusChange(cell.eventId);
  const { errors, pending, field, submit } = useForm({
    initial: () => consensusFormValues(agreed),
    validate: validateConsensus,
    save: (values) => callApi(api.consensus.set, { params: cell, body: toConsensusPayload(values) }),
    stale,
    success: (saved) => ({ title: 'Consensus score saved', description: `Agreed: ${consensusText(saved.score)}` }),
    failure: 'Failed to save the consensus score',
  });
  const removal = useAction();

  const remove = () =>
    removal.run(() => callApi(api.consensus.remove, { params: cell }), {
      stale,
      success: { title: 'Consensus score removed' },
      failure: 'Failed to remove the consensus score',
    });

  return (
    <FormLayout
      aria-label="Consensus score"
      maxWidth="sm"
      noValidate
      onSubmit={(event) => void submit(event)}
      actions={
        <>
          <Button type="submit" icon={<Save size={16} aria-hidden />} pending={pending} pendingLabel="Saving...">
            Save consensus score
          </Button>
          {agreed && (
            <Button variant="outline" icon={<Trash2 size={16} aria-hidden />} pending={removal.pending} pendingLabel="Removing..." onClick={() => void remove()}>
              Remove consensus score
            </Button>
          )}
        </>
      }
    >
      {agreed && (
        <Text size="sm" tone="muted">
          {`Agreed ${consensusText(agreed.score)}, recorded by ${agreed.setByName ?? 'a deleted user'} on ${dateTime.format(new Date(agreed.setAt))}.`}
        </Text>
      )}
      <FormField label="Consensus score" required error={errors.score} help="No Vote takes the cell out of the consensus score.">
        <Select placeholder="Choose a score" options={CONSENSUS_OPTIONS} {...field('score')} />
      </FormField>
      <FormField
        label="Rationale"
        required
        error={errors.rationale}
        help={`Why the panel agreed this score, at most ${LIMITS.consensus.rationale.toLocaleString('en-GB')} characters.`}
      >
        <Textarea rows={4} maxLength={LIMITS.consensus.rationale} {...field('rationale')} />
      </FormField>
    </FormLayout>
  );
}

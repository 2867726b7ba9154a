import { displayEventStatus, type ScoringEvent } from '@vsp/contract';
import { FormField, Select } from '@vsp/design-system';
import styled from 'styled-components';

const Picker = styled.div`
  max-width: 420px;
  margin-bottom: ${({ theme }) => theme.space[6]};
`;

export interface EventPickerProps {
  events: readonly ScoringEvent[];
  event: ScoringEvent;
  onPick: (eventId: string) => void;
}

/** The event a per-event tab shows, chosen by name with its status. */
export function EventPicker({ events, event, onPick }: EventPickerProps) {
  return (
    <Picker>
      <FormField label="Event">
        <Select
          value={String(event.id)}
          onChange={(change) => onPick(change.target.value)}
          options={events.map((option) => ({ value: String(option.id), label: `${option.name} (${displayEventStatus(option.status)})` }))}
        />
      </FormField>
    </Picker>
  );
}

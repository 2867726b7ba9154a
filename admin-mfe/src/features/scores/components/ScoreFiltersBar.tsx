import { Checkbox, FormField, Select } from '@vsp/design-system';
import styled from 'styled-components';
import { useAdminEvents } from '../../../lib/api/useAdminEvents';
import { useAdminVendors } from '../../../lib/api/useAdminVendors';
import { UserPicker } from '../../../lib/components/UserPicker';
import type { ScoreFilters } from '../utils/scoresQuery';

const Bar = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(180px, 1fr));
  align-items: end;
  gap: ${({ theme }) => theme.space[3]};
  margin-bottom: ${({ theme }) => theme.space[4]};
`;

export interface ScoreFiltersBarProps {
  filters: ScoreFilters;
  onChange: (filters: ScoreFilters) => void;
  /** The name of the evaluator filtered to, when the scores shown name them. */
  userName?: string;
}

/** Narrows the scores to one event, vendor or evaluator, or to the No Votes. */
export function ScoreFiltersBar({ filters, onChange, userName }: ScoreFiltersBarProps) {
  const events = useAdminEvents().data ?? [];
  const vendors = useAdminVendors().data ?? [];
  const set = (change: Partial<ScoreFilters>) => onChange({ ...filters, ...change });
  return (
    <Bar role="group" aria-label="Filter scores">
      <FormField label="Event">
        <Select placeholder="All events" value={filters.eventId} onChange={(event) => set({ eventId: event.target.value })} options={events.map((option) => ({ value: String(option.id), label: option.name }))} />
      </FormField>
      <FormField label="Vendor">
        <Select placeholder="All vendors" value={filters.vendorId} onChange={(event) => set({ vendorId: event.target.value })} options={vendors.map((option) => ({ value: String(option.id), label: option.name }))} />
      </FormField>
      <FormField label="User">
        <UserPicker anyLabel="All users" value={filters.userId} knownName={userName} onChange={(userId) => set({ userId })} />
      </FormField>
      <Checkbox label="No Vote only" checked={filters.noVote} onChange={(event) => set({ noVote: event.target.checked })} />
    </Bar>
  );
}

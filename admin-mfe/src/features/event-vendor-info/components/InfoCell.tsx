import { callApi, useAction } from '@vsp/api-client';
import { api, EVENT_VENDOR_INFO_TOO_LONG, staleAfter } from '@vsp/contract';
import { TextField, toast } from '@vsp/design-system';
import { useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { infoError } from '../utils/info';

const Error = styled.span`
  display: block;
  margin-top: ${({ theme }) => theme.space[1]};
  color: ${({ theme }) => theme.colors.destructiveText};
  font-size: ${({ theme }) => theme.typography.fontSizes.xs};
`;

export interface InfoCellProps {
  eventId: number;
  vendorId: number;
  saved: string;
  /** "Info for {vendor} at {event}": the cell's accessible name. */
  label: string;
}

/** One editable line of the grid: saved when it loses focus with a change, or on Enter. */
export function InfoCell({ eventId, vendorId, saved, label }: InfoCellProps) {
  const [draft, setDraft] = useState(saved);
  // The value last known to be on the server; a refreshed `saved` replaces the draft only while it is untouched.
  const [committed, setCommitted] = useState(saved);
  const [error, setError] = useState<string | null>(null);
  const { run, pending } = useAction();
  const errorId = `info-${eventId}-${vendorId}-error`;

  if (saved !== committed && draft === committed) {
    setCommitted(saved);
    setDraft(saved);
  }

  const commit = async () => {
    const value = draft.trim();
    if (pending || value === committed) return;
    const problem = infoError(value);
    setError(problem);
    if (problem) {
      toast({ variant: 'destructive', title: 'Error', description: EVENT_VENDOR_INFO_TOO_LONG });
      return;
    }
    const done = await run(() => callApi(api.eventVendorInfo.save, { params: { eventId, vendorId }, body: { info: value } }), {
      stale: staleAfter.eventVendorInfoChange,
      success: { title: 'Event vendor info updated successfully' },
      failure: 'Failed to update event vendor info',
    });
    if (done) {
      setCommitted(value);
      setDraft(value);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      void commit();
    }
  };

  return (
    <>
      <TextField
        aria-label={label}
        value={draft}
        invalid={error !== null}
        aria-describedby={error ? errorId : undefined}
        aria-busy={pending || undefined}
        onChange={(event) => {
          setDraft(event.target.value);
          setError(infoError(event.target.value));
        }}
        onBlur={() => void commit()}
        onKeyDown={onKeyDown}
      />
      {error && <Error id={errorId}>{error}</Error>}
    </>
  );
}

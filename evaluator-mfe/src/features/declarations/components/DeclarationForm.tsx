import { LIMITS, type Declaration, type Vendor } from '@vsp/contract';
import { Button, Checkbox, FormField, FormLayout, Text, Textarea } from '@vsp/design-system';
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { useDeclare } from '../api/mutations';

export interface DeclarationFormProps {
  eventId: number;
  /** The event's active vendors, in their order. */
  vendors: readonly Vendor[];
  /** The declaration being changed; none for the first one. */
  current?: Declaration;
  /** Called once the declaration is recorded. */
  onDeclared?: () => void;
}

/** The vendors' checkboxes as one group, without the browser's frame and indent around a fieldset. */
const Choices = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  border: 0;
`;

const Legend = styled.legend`
  margin-bottom: ${({ theme }) => theme.space[2]};
  font-weight: ${({ theme }) => theme.typography.fontWeights.semibold};
`;

/**
 * The evaluator's conflicts of interest in an event: the vendors they have one with, or an explicit
 * "I have no conflicts" (nothing is selected for them), and a statement if they wish. Recording it
 * again keeps the earlier version on record.
 */
export function DeclarationForm({ eventId, vendors, current, onDeclared }: DeclarationFormProps) {
  const [conflicts, setConflicts] = useState<number[]>(current?.conflicts ?? []);
  const [noConflicts, setNoConflicts] = useState(current !== undefined && current.conflicts.length === 0);
  const [statement, setStatement] = useState(current?.statement ?? '');
  const { declare, declaring } = useDeclare(eventId);
  const chosen = noConflicts || conflicts.length > 0;

  const toggle = (vendorId: number, checked: boolean) =>
    setConflicts((previous) => (checked ? [...previous, vendorId] : previous.filter((id) => id !== vendorId)));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!chosen) return;
    const recorded = await declare({ conflicts: noConflicts ? [] : conflicts, statement: statement.trim() || null });
    if (recorded) onDeclared?.();
  };

  return (
    <FormLayout onSubmit={(event) => void submit(event)} aria-label="Conflict-of-interest declaration">
      <Text tone="muted">
        Select every vendor you have a conflict of interest with, such as a current or former employer, a relative working
        there or a financial interest. You will not score a vendor you select, and your scores of it will not count.
      </Text>
      <Choices>
        <Legend>Vendors</Legend>
        {vendors.map((vendor) => (
          <Checkbox
            key={vendor.id}
            label={vendor.name}
            description={vendor.company ?? undefined}
            checked={!noConflicts && conflicts.includes(vendor.id)}
            disabled={noConflicts}
            onChange={(event) => toggle(vendor.id, event.target.checked)}
          />
        ))}
      </Choices>
      <Checkbox
        label="I have no conflicts"
        description="None of these vendors is one I have a conflict of interest with"
        checked={noConflicts}
        onChange={(event) => setNoConflicts(event.target.checked)}
      />
      <FormField label="Statement" help={`Optional, up to ${LIMITS.declaration.statement.toLocaleString('en-US')} characters`}>
        <Textarea rows={3} maxLength={LIMITS.declaration.statement} value={statement} onChange={(event) => setStatement(event.target.value)} />
      </FormField>
      {/* The hint sits under the button, not beside it as FormLayout's actions row would put it. */}
      <div>
        <Button type="submit" disabled={!chosen || declaring}>
          {declaring ? 'Recording...' : 'Record declaration'}
        </Button>
        {!chosen && (
          <Text size="xs" tone="muted">
            Select the vendors you have a conflict with, or that you have none
          </Text>
        )}
      </div>
    </FormLayout>
  );
}

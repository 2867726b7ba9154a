import type { AwardVendor, Question } from '@vsp/contract';
import { Badge, Heading, Stack, Text } from '@vsp/design-system';
import styled from 'styled-components';
import { pendingDecisions } from '../utils/award';

const Reasons = styled.ul`
  margin: ${({ theme }) => theme.space[1]} 0 0;
  padding-left: ${({ theme }) => theme.space[5]};
`;

function VendorReasons({ vendor }: { vendor: AwardVendor }) {
  return (
    <li>
      <strong>{vendor.name}</strong> {vendor.excluded ? <Badge variant="danger">Excluded</Badge> : <Badge variant="info">Kept by an override</Badge>}
      <Reasons>
        {vendor.reasons.map((reason) => (
          <li key={`${reason.kind}:${reason.questionId ?? ''}`}>
            {reason.detail}
            {reason.overridden && ' (overridden)'}
          </li>
        ))}
      </Reasons>
    </li>
  );
}

export interface AwardReasonsProps {
  vendors: readonly AwardVendor[];
  questions: readonly Question[];
}

/**
 * Why each vendor is out of the award, or kept in it against the rules, every reason listed (the
 * reasons must be given to the vendors); then the rules the scores do not settle yet, for the
 * panel to decide.
 */
export function AwardReasons({ vendors, questions }: AwardReasonsProps) {
  const withReasons = vendors.filter((vendor) => vendor.excluded || vendor.reasons.some((reason) => reason.overridden));
  const pending = pendingDecisions(vendors, questions);
  return (
    <>
      <div>
        <Heading level={4} size="md">
          Excluded vendors
        </Heading>
        {withReasons.length === 0 ? (
          <Text tone="muted">No vendor is excluded.</Text>
        ) : (
          <Stack as="ul" gap={3} aria-label="Excluded vendors and overrides">
            {withReasons.map((vendor) => (
              <VendorReasons key={vendor.vendorId} vendor={vendor} />
            ))}
          </Stack>
        )}
      </div>
      <div>
        <Heading level={4} size="md">
          Pending decisions
        </Heading>
        {pending.length === 0 ? (
          <Text tone="muted">The scores settle every knock-out and minimum.</Text>
        ) : (
          <Stack as="ul" gap={3} aria-label="Pending decisions">
            {pending.map((entry) => (
              <li key={entry.key}>
                <strong>{entry.vendorName}</strong> {entry.text}
              </li>
            ))}
          </Stack>
        )}
      </div>
    </>
  );
}

import { PRICE_FORMULA_TEXTS, type EventAward, type ExclusionOverride, type Question, type ScoringEvent } from '@vsp/contract';
import { Banner, FormField, Heading, Select, Stack, Text } from '@vsp/design-system';
import { useId, useState } from 'react';
import styled from 'styled-components';
import { LoadError, TabSkeleton } from '../../../lib/components/TabState';
import { useEventAward, useEventExclusions } from '../api/award';
import { awardFirstNote } from '../utils/award';
import { AwardReasons } from './AwardReasons';
import { AwardTable } from './AwardTable';
import { OverrideForm } from './OverrideForm';
import { PriceForm } from './PriceForm';

const Forms = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 280px), 1fr));
  max-width: 880px;
`;

/** How the points are shared, in a sentence: what the award ranks by. */
function weighting({ priceWeight, priceFormula }: Pick<EventAward, 'priceWeight' | 'priceFormula'>): string {
  if (priceWeight === 0) return 'Price plays no part: the award ranks by the quality score alone, out of 100. Set a price weight on the event in the Events tab to weigh price too.';
  return `Quality carries ${100 - priceWeight} of the 100 points and price ${priceWeight}. ${PRICE_FORMULA_TEXTS[priceFormula].description}`;
}

/** The price and the override of one vendor, chosen from the event's vendors. */
function VendorDecisions({ eventId, award, overrides }: { eventId: number; award: EventAward; overrides: readonly ExclusionOverride[] }) {
  const [chosen, setChosen] = useState<number | undefined>(award.vendors[0]?.vendorId);
  const headingId = useId();
  const vendor = award.vendors.find((candidate) => candidate.vendorId === chosen) ?? award.vendors[0];
  if (!vendor) return null;
  const override = overrides.find((candidate) => candidate.vendorId === vendor.vendorId);
  return (
    <section aria-labelledby={headingId}>
      <Heading level={4} size="md" id={headingId}>
        Prices and overrides
      </Heading>
      <Stack gap={6}>
        <FormField label="Vendor">
          <Select
            value={String(vendor.vendorId)}
            onChange={(change) => setChosen(Number(change.target.value))}
            options={award.vendors.map((option) => ({ value: String(option.vendorId), label: option.name }))}
          />
        </FormField>
        <Forms>
          <PriceForm key={`${vendor.vendorId}:${vendor.price}`} eventId={eventId} vendorId={vendor.vendorId} vendorName={vendor.name} price={vendor.price} />
          <OverrideForm
            key={`${vendor.vendorId}:${override?.setAt ?? ''}`}
            eventId={eventId}
            vendorId={vendor.vendorId}
            vendorName={vendor.name}
            override={override}
          />
        </Forms>
      </Stack>
    </section>
  );
}

export interface AwardViewProps {
  event: ScoringEvent;
  questions: readonly Question[];
}

/**
 * The award of one event: quality and price weighed together after the knock-outs and minimums, the
 * excluded vendors below with every reason, the rules still pending, and where the prices and the
 * administrators' overrides are set.
 */
export function AwardView({ event, questions }: AwardViewProps) {
  const award = useEventAward(event.id);
  const overrides = useEventExclusions(event.id);

  const failed = [award, overrides].find((query) => query.error);
  if (failed) return <LoadError what="the award" error={failed.error} onRetry={() => void failed.mutate()} />;
  if (!award.data || !overrides.data) return <TabSkeleton label="Loading the award..." />;

  const note = awardFirstNote(award.data.vendors);
  return (
    <Stack gap={6}>
      <Text tone="muted">{weighting(award.data)}</Text>
      {note && <Banner variant="warning">{note}</Banner>}
      <AwardTable vendors={award.data.vendors.filter((vendor) => !vendor.excluded)} />
      <AwardReasons vendors={award.data.vendors} questions={questions} />
      <VendorDecisions eventId={event.id} award={award.data} overrides={overrides.data} />
    </Stack>
  );
}

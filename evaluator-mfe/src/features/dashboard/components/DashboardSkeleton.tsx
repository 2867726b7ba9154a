import { Card, Skeleton, SkeletonGroup } from '@vsp/design-system';
import { EventGrid } from './EventsDashboard.styles';
import { OverallProgressRow } from './OverallProgressRow';

const placeholderCards = [0, 1, 2];

/** The dashboard's shape while its data loads, so the page does not jump when the cards arrive. */
export function DashboardSkeleton() {
  return (
    <SkeletonGroup label="Loading events..." gap={6}>
      <Card>
        <OverallProgressRow>
          <Skeleton width={180} height={24} />
          <Skeleton circle height={72} />
        </OverallProgressRow>
      </Card>
      <EventGrid as="div">
        {placeholderCards.map((key) => (
          <Card key={key}>
            <Skeleton width="60%" height={22} />
            <Skeleton height={14} />
            <Skeleton width="80%" height={14} />
            <Skeleton height={8} />
            <Skeleton width={120} height={32} />
          </Card>
        ))}
      </EventGrid>
    </SkeletonGroup>
  );
}

import { allowsScoring, scoringPagePath, type ScoringEvent } from '@vsp/contract';
import { Button, ButtonLink, Card, CardDescription, CardFooter, CardHeader, CardTitle, ProgressBar, StatusBadge, Text } from '@vsp/design-system';
import { Lock } from 'lucide-react';
import { useId, type MouseEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';

export interface EventCardProps {
  event: ScoringEvent;
  progress: number;
  hasAccess: boolean;
  /** The user has submitted their evaluation of the event: it reads "Submitted" and opens read-only. */
  submitted?: boolean;
}

export function EventCard({ event, progress, hasAccess, submitted = false }: EventCardProps) {
  const titleId = useId();
  const navigate = useNavigate();
  const target = scoringPagePath(event.id);

  // The whole card is a mouse target; keyboard and screen-reader users get the one real link inside it.
  const openFromCard = (clickEvent: MouseEvent<HTMLDivElement>) => {
    if (!hasAccess || (clickEvent.target as Element).closest('a, button')) return;
    navigate(target);
  };

  return (
    <Card interactive={hasAccess} disabled={!hasAccess} onClick={openFromCard} role="group" aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle as="h2" id={titleId}>
          {event.name}
        </CardTitle>
        {hasAccess ? (
          <StatusBadge status={event.status} />
        ) : (
          <Text as="span" tone="subtle" role="img" aria-label="No access">
            <Lock size={18} aria-hidden />
          </Text>
        )}
      </CardHeader>
      {event.description && <CardDescription>{event.description}</CardDescription>}
      <ProgressBar value={progress} label={`${event.name} progress`} showValue={false} />
      <CardFooter>
        {submitted ? (
          <Text as="span" size="sm" tone="success" weight="semibold">
            Submitted
          </Text>
        ) : (
          <Text as="span" size="sm" tone="muted">
            {progress}% complete
          </Text>
        )}
        {hasAccess ? (
          <ButtonLink as={Link} to={target} size="sm">
            {allowsScoring(event.status) && !submitted ? 'Start Scoring' : 'View Scores'}
          </ButtonLink>
        ) : (
          <Button size="sm" variant="secondary" disabled>
            Scoring Not Available
          </Button>
        )}
      </CardFooter>
    </Card>
  );
}

import { ButtonLink, EmptyState } from '@vsp/design-system';
import { Lock, SearchX } from 'lucide-react';
import { Link } from 'react-router-dom';
import { PageLayout } from './PageLayout';

const backToDashboard = (
  <ButtonLink as={Link} to="/">
    Back to Dashboard
  </ButtonLink>
);

/** An event that does not exist (or no longer does), on the scoring screen and its agenda alike. */
export function EventNotFound() {
  return (
    <PageLayout>
      <EmptyState icon={<SearchX size={24} aria-hidden />} titleAs="h2" title="Event Not Found" action={backToDashboard} />
    </PageLayout>
  );
}

/** An event the user has no access to: the server refused with 403. */
export function ScoringNotAvailable() {
  return (
    <PageLayout>
      <EmptyState icon={<Lock size={24} aria-hidden />} titleAs="h2" title="Scoring Not Available" action={backToDashboard} />
    </PageLayout>
  );
}

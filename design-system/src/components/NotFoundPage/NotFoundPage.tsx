import { EmptyState } from '../EmptyState';

/** What a remote shows for a path below it that none of its routes knows. */
export function NotFoundPage() {
  return <EmptyState icon={null} title="404 Page Not Found" text="Did you forget to add the page to the router?" />;
}

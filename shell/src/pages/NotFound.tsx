import { EmptyState } from '@vsp/design-system';

export function NotFound() {
  return <EmptyState icon={null} title="404 Page Not Found" text="Did you forget to add the page to the router?" />;
}

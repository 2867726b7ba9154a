import { ADMIN_INSTRUCTIONS_SLUG } from '@vsp/contract';
import { TextLink } from '@vsp/design-system';
import { Link } from 'react-router-dom';
import { ContentPageView } from './ContentPageView';
import { VendorDocumentsSection } from './VendorDocumentsSection';

export function ReferenceMaterialPage() {
  return (
    <ContentPageView
      slug="vendor-files"
      defaultTitle="Reference Material"
      emptyTitle="No Reference Material Available"
      emptyText="Reference materials will be provided by the administrator."
    >
      <VendorDocumentsSection />
    </ContentPageView>
  );
}

export function InstructionsPage() {
  return (
    <ContentPageView
      slug="instructions"
      defaultTitle="Instructions for Participants"
      emptyTitle="No Instructions Available"
      emptyText="Instructions will be provided by the administrator."
    />
  );
}

/** Admins only: the route sends everyone else to the dashboard before this renders. */
export function AdminInstructionsPage() {
  return (
    <ContentPageView
      slug={ADMIN_INSTRUCTIONS_SLUG}
      defaultTitle="Admin Instructions"
      emptyTitle="No admin instructions have been configured yet."
      emptyText={
        <>
          Add them in the{' '}
          <TextLink as={Link} to="/admin?tab=content-pages">
            Admin panel
          </TextLink>
          , Content Pages tab.
        </>
      }
    />
  );
}

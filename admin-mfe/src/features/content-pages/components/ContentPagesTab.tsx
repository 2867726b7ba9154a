import type { ContentPage } from '@vsp/contract';
import { Badge, Button, Card, Inline, Stack, Text } from '@vsp/design-system';
import { Pencil } from 'lucide-react';
import { useState } from 'react';
import styled from 'styled-components';
import { useAdminContent } from '../api/hooks';
import { TabHeader } from '../../../lib/components/TabHeader';
import { LoadError, TabSkeleton } from '../../../lib/components/TabState';
import { PAGE_GUIDE } from '../utils/contentForm';
import { EditContentDialog } from './EditContentDialog';

const Guide = styled.ul`
  margin: 0 0 ${({ theme }) => theme.space[4]};
  padding-left: ${({ theme }) => theme.space[5]};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.fontSizes.sm};
`;

const Slug = styled.code`
  font-family: ${({ theme }) => theme.typography.monoFamily};
  font-size: ${({ theme }) => theme.typography.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export function ContentPagesTab() {
  const { data: pages, error, mutate } = useAdminContent();
  const [editing, setEditing] = useState<ContentPage | null>(null);

  if (error) return <LoadError what="content pages" error={error} onRetry={() => void mutate()} />;
  if (!pages) return <TabSkeleton label="Loading content pages..." />;

  return (
    <section aria-label="Content Pages">
      <TabHeader title="Content Pages" description="Pages evaluators and administrators read in the portal. HTML is supported." />
      <Guide aria-label="What each page is for">
        {PAGE_GUIDE.map((entry) => (
          <li key={entry.slug}>
            <strong>{entry.name}</strong> (<Slug>{entry.slug}</Slug>): {entry.use}.
          </li>
        ))}
      </Guide>
      {pages.length === 0 ? (
        <Text tone="muted">No content pages found.</Text>
      ) : (
        <Stack as="ul" gap={3}>
          {pages.map((page) => (
            <li key={page.id}>
              <Card padding="sm">
                <Inline gap={3} justify="between">
                  <div>
                    <Inline wrap={false}>
                      <Text as="span" size="inherit" weight="semibold">
                        {page.title}
                      </Text>
                      {page.isActive ? <Badge variant="success">Active</Badge> : <Badge variant="neutral">Inactive</Badge>}
                    </Inline>
                    <Slug>/{page.slug}</Slug>
                  </div>
                  <Button variant="outline" size="sm" icon={<Pencil size={14} aria-hidden />} aria-label={`Edit Content: ${page.title}`} onClick={() => setEditing(page)}>
                    Edit Content
                  </Button>
                </Inline>
              </Card>
            </li>
          ))}
        </Stack>
      )}
      {editing && <EditContentDialog page={editing} onClose={() => setEditing(null)} />}
    </section>
  );
}

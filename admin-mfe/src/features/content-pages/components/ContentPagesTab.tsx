import type { ContentPage } from '@vsp/contract';
import { Badge, Button, Card, Text } from '@vsp/design-system';
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

const Pages = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const PageRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
`;

const TitleLine = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  font-weight: ${({ theme }) => theme.typography.fontWeights.semibold};
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
        <Pages>
          {pages.map((page) => (
            <li key={page.id}>
              <Card padding="sm">
                <PageRow>
                  <div>
                    <TitleLine>
                      {page.title}
                      {page.isActive ? <Badge variant="success">Active</Badge> : <Badge variant="neutral">Inactive</Badge>}
                    </TitleLine>
                    <Slug>/{page.slug}</Slug>
                  </div>
                  <Button variant="outline" size="sm" icon={<Pencil size={14} aria-hidden />} aria-label={`Edit Content: ${page.title}`} onClick={() => setEditing(page)}>
                    Edit Content
                  </Button>
                </PageRow>
              </Card>
            </li>
          ))}
        </Pages>
      )}
      {editing && <EditContentDialog page={editing} onClose={() => setEditing(null)} />}
    </section>
  );
}

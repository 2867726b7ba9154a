import type { CurrentUser } from '@vsp/contract';
import { Heading, Skeleton, SkeletonGroup, TabPanel, Tabs } from '@vsp/design-system';
import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { ActivityTab } from '../features/activity';
import { AveragesTab } from '../features/averages';
import { ContentPagesTab } from '../features/content-pages';
import { DeclarationsTab } from '../features/declarations';
import { EventVendorInfoTab } from '../features/event-vendor-info';
import { EventsTab } from '../features/events';
import { ExportTab } from '../features/export';
import { IncompleteTab } from '../features/incomplete';
import { PermissionsTab } from '../features/permissions';
import { QuestionsTab } from '../features/questions';
import { ScheduleTab } from '../features/schedule';
import { ScoresTab } from '../features/scores';
import { SiteConfigTab } from '../features/site-config';
import { TokensTab } from '../features/tokens';
import { UsersTab } from '../features/users';
import { VendorsTab } from '../features/vendors';
import { usePanelData } from './hooks/usePanelData';
import { tabFromQuery, TAB_GROUPS, type AdminTab } from './tabs';

// One column no wider than the screen: a wide table or tab row scrolls or wraps inside it instead of widening the page.
const Page = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[6]};
`;

/**
 * The Results tab, with its award, decision and consensus views, is the largest and is opened last in
 * an evaluation: it loads when first opened, so the panel's first screen does not carry it.
 */
const ResultsTab = lazy(() => import('../features/results').then((module) => ({ default: module.ResultsTab })));

function PanelSkeleton() {
  return (
    <SkeletonGroup label="Loading administration data...">
      <Skeleton height={32} width="35%" />
      <Skeleton height={44} />
      <Skeleton height={44} />
      <Skeleton height={44} />
      <Skeleton height={44} />
    </SkeletonGroup>
  );
}

function TabContent({ tab, user }: { tab: AdminTab; user: CurrentUser }) {
  switch (tab) {
    case 'events':
      return <EventsTab />;
    case 'vendors':
      return <VendorsTab />;
    case 'questions':
      return <QuestionsTab />;
    case 'event-vendor-info':
      return <EventVendorInfoTab />;
    case 'schedule':
      return <ScheduleTab />;
    case 'users':
      return <UsersTab currentUser={user} />;
    case 'permissions':
      return <PermissionsTab />;
    case 'tokens':
      return <TokensTab />;
    case 'site-config':
      return <SiteConfigTab />;
    case 'content-pages':
      return <ContentPagesTab />;
    case 'activity':
      return <ActivityTab />;
    case 'scores':
      return <ScoresTab />;
    case 'incomplete':
      return <IncompleteTab />;
    case 'averages':
      return <AveragesTab />;
    case 'results':
      return <ResultsTab />;
    case 'declarations':
      return <DeclarationsTab />;
    case 'export':
      return <ExportTab />;
  }
}

export interface AdminPanelProps {
  user: CurrentUser;
}

/** The Administration panel: grouped tabs, the selected one kept in ?tab= so reloads and links keep it. */
export function AdminPanel({ user }: AdminPanelProps) {
  const [params, setParams] = useSearchParams();
  const tab = tabFromQuery(params.get('tab'));
  const { loading } = usePanelData();

  const select = (value: string) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.set('tab', value);
      return next;
    });

  return (
    <Page>
      <Heading level={1}>Administration</Heading>
      <Tabs groups={TAB_GROUPS} value={tab} onChange={select}>
        <TabPanel value={tab}>
          {loading ? (
            <PanelSkeleton />
          ) : (
            <Suspense fallback={<PanelSkeleton />}>
              <TabContent tab={tab} user={user} />
            </Suspense>
          )}
        </TabPanel>
      </Tabs>
    </Page>
  );
}

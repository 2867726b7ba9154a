import type { CurrentUser } from '@vsp/bff/api-types';
import { Heading, Skeleton, SkeletonGroup, TabPanel, Tabs } from '@vsp/design-system';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { UsersTab } from '../features/users';
import { useAdminData } from '../lib/admin-data';
import { tabFromQuery, TAB_GROUPS, type AdminTab } from './tabs';

const Page = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
`;

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
    case 'users':
      return <UsersTab currentUser={user} />;
    default:
      return null;
  }
}

export interface AdminPanelProps {
  user: CurrentUser;
}

/** The Administration panel: grouped tabs, the selected one kept in ?tab= so reloads and links keep it. */
export function AdminPanel({ user }: AdminPanelProps) {
  const [params, setParams] = useSearchParams();
  const tab = tabFromQuery(params.get('tab'));
  const { loading } = useAdminData();

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
        <TabPanel value={tab}>{loading ? <PanelSkeleton /> : <TabContent tab={tab} user={user} />}</TabPanel>
      </Tabs>
    </Page>
  );
}

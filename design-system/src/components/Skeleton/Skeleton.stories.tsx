import type { Meta, StoryObj } from '@storybook/react';
import { Card } from '../Card';
import { Skeleton, SkeletonGroup } from './Skeleton';

const meta = {
  title: 'Feedback/Skeleton',
  component: Skeleton,
  args: { width: 240, height: 16 },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Line: Story = {};
export const Circle: Story = { args: { circle: true, height: 48 } };

export const EventCardsLoading: Story = {
  render: () => (
    <SkeletonGroup label="Loading events" style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))' }}>
      {[1, 2, 3].map((key) => (
        <Card key={key}>
          <Skeleton width="60%" height={20} />
          <Skeleton height={14} />
          <Skeleton width="80%" height={14} />
          <Skeleton height={40} />
        </Card>
      ))}
    </SkeletonGroup>
  ),
};

export const AdminTableLoading: Story = {
  render: () => (
    <SkeletonGroup label="Loading admin data" gap={2}>
      <Skeleton height={36} width="50%" />
      {[1, 2, 3, 4, 5].map((key) => (
        <Skeleton key={key} height={28} />
      ))}
    </SkeletonGroup>
  ),
};

import type { Meta, StoryObj } from '@storybook/react';
import { StatusBadge } from './StatusBadge';

const meta = {
  title: 'Data display/StatusBadge',
  component: StatusBadge,
  args: { status: 'Active' },
} satisfies Meta<typeof StatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Active: Story = {};
export const Scheduled: Story = { args: { status: 'Scheduled' } };
export const Closed: Story = { args: { status: 'Closed' } };
export const OtherStatus: Story = { args: { status: 'Not Scheduled' } };
export const MissingStatus: Story = { args: { status: null } };
export const All: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      {['Active', 'Scheduled', 'Closed', 'Not Scheduled', 'On Hold', ''].map((status) => (
        <StatusBadge key={status || 'missing'} status={status} />
      ))}
    </div>
  ),
};

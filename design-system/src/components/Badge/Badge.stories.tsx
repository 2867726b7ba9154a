import type { Meta, StoryObj } from '@storybook/react';
import { Badge } from './Badge';

const meta = {
  title: 'Data display/Badge',
  component: Badge,
  args: { children: 'Admin' },
  argTypes: { variant: { control: 'select', options: ['neutral', 'brand', 'success', 'info', 'warning', 'danger', 'outline'] } },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Brand: Story = { args: { variant: 'brand' } };
export const Neutral: Story = { args: { children: 'System' } };
export const Success: Story = { args: { variant: 'success', children: 'Active' } };
export const Info: Story = { args: { variant: 'info', children: 'Info' } };
export const Warning: Story = { args: { variant: 'warning', children: 'Pending' } };
export const Danger: Story = { args: { variant: 'danger', children: 'Inactive' } };
export const Outline: Story = { args: { variant: 'outline', children: '/instructions' } };
export const LongText: Story = { args: { children: 'Functional area: Procurement and Strategic Sourcing' } };

import { Pencil, Trash2, X } from 'lucide-react';
import type { Meta, StoryObj } from '@storybook/react';
import { fn } from 'storybook/test';
import { IconButton } from './IconButton';

const meta = {
  title: 'Actions/IconButton',
  component: IconButton,
  args: { label: 'Edit user', icon: <Pencil size={16} aria-hidden />, onClick: fn() },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ghost: Story = {};
export const Outline: Story = { args: { variant: 'outline' } };
export const Destructive: Story = { args: { variant: 'destructive', label: 'Delete user', icon: <Trash2 size={16} aria-hidden /> } };
export const Small: Story = { args: { size: 'sm', label: 'Close', icon: <X size={14} aria-hidden /> } };
export const Disabled: Story = { args: { disabled: true, label: 'Edit system account' } };

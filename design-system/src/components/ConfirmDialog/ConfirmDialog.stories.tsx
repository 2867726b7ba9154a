import type { Meta, StoryObj } from '@storybook/react';
import { fn } from 'storybook/test';
import { ConfirmDialog } from './ConfirmDialog';

const meta = {
  title: 'Overlays/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    open: true,
    title: 'Delete User',
    message: 'Are you sure you want to delete user "Jordan Example"? This action cannot be undone.',
    onConfirm: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const DeleteUser: Story = {};
export const BulkDelete: Story = {
  args: { title: 'Delete Users', message: 'Are you sure you want to delete 3 selected user(s)? This action cannot be undone.' },
};
export const DeleteEvent: Story = {
  args: {
    title: 'Delete Event',
    message:
      'Are you sure you want to delete this event? This will also delete all associated questions and scores.',
  },
};
export const Pending: Story = { args: { pending: true } };
export const NonDestructive: Story = {
  args: {
    title: 'Generate Random Scores',
    message: 'Fill every empty score with a random value?',
    destructive: false,
    confirmLabel: 'Generate',
  },
};

import { CalendarX, FileText } from 'lucide-react';
import type { Meta, StoryObj } from '@storybook/react';
import { Button } from '../Button';
import { EmptyState } from './EmptyState';

const meta = {
  title: 'Feedback/EmptyState',
  component: EmptyState,
  args: {
    title: 'No Events Available',
    text: 'There are no scoring events currently available. Please check back later or contact your administrator.',
    icon: <CalendarX size={24} aria-hidden />,
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NoEvents: Story = {};
export const NoReferenceMaterial: Story = {
  args: {
    title: 'No Reference Material Available',
    text: 'Reference materials will be provided by the administrator.',
    icon: <FileText size={24} aria-hidden />,
  },
};
export const WithAction: Story = {
  args: { title: 'Event Not Found', text: undefined, action: <Button variant="outline">Back to Dashboard</Button> },
};
export const TitleOnly: Story = { args: { title: 'No users found', text: undefined, icon: null } };

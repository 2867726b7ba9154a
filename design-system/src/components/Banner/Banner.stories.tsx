import type { Meta, StoryObj } from '@storybook/react';
import { Banner } from './Banner';

const meta = {
  title: 'Feedback/Banner',
  component: Banner,
  args: {
    variant: 'warning',
    title: 'Event Status: Closed',
    children: 'Scoring is only available when the event status is "Active". You can view existing scores and comments by clicking on them.',
  },
} satisfies Meta<typeof Banner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Warning: Story = {};
export const Info: Story = {
  args: { variant: 'info', title: undefined, children: 'HTML is supported in content pages.' },
};
export const Success: Story = { args: { variant: 'success', title: undefined, children: '✓ All submissions complete for this event' } };
export const Destructive: Story = { args: { variant: 'destructive', title: 'Failed to delete event', children: 'The event could not be deleted. Please try again.' } };
export const TitleOnly: Story = { args: { children: undefined } };

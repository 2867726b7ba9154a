import type { Meta, StoryObj } from '@storybook/react';
import { LoadingScreen } from './LoadingScreen';

const meta = {
  title: 'Feedback/LoadingScreen',
  component: LoadingScreen,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof LoadingScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const CustomLabel: Story = { args: { label: 'Loading the administration panel...' } };

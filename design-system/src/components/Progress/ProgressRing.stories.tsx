import type { Meta, StoryObj } from '@storybook/react';
import { ProgressRing } from './ProgressRing';

const meta = {
  title: 'Feedback/ProgressRing',
  component: ProgressRing,
  args: { value: 42.6, label: 'Overall Progress' },
  argTypes: { value: { control: { type: 'range', min: 0, max: 100, step: 0.1 } } },
} satisfies Meta<typeof ProgressRing>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Empty: Story = { args: { value: 0 } };
export const Complete: Story = { args: { value: 100 } };
export const Small: Story = { args: { size: 48, thickness: 5, value: 67 } };
export const Large: Story = { args: { size: 120, thickness: 12, value: 88.4 } };

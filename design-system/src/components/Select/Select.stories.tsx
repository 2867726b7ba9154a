import type { Meta, StoryObj } from '@storybook/react';
import { Select } from './Select';

const statuses = [
  { value: 'Scheduled', label: 'Scheduled' },
  { value: 'Active', label: 'Active' },
  { value: 'Closed', label: 'Closed' },
];

const meta = {
  title: 'Forms/Select',
  component: Select,
  args: { 'aria-label': 'Status', options: statuses, defaultValue: 'Scheduled' },
  decorators: [(Story) => <div style={{ maxWidth: 280 }}><Story /></div>],
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithPlaceholder: Story = { args: { placeholder: 'Select a status', defaultValue: '' } };
export const Invalid: Story = { args: { invalid: true, placeholder: 'Select a status', defaultValue: '' } };
export const Disabled: Story = { args: { disabled: true } };

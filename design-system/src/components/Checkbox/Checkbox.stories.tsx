import type { Meta, StoryObj } from '@storybook/react';
import { fn } from 'storybook/test';
import { Checkbox } from './Checkbox';

const meta = {
  title: 'Forms/Checkbox',
  component: Checkbox,
  args: { label: 'Administrator', onChange: fn() },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unchecked: Story = {};
export const Checked: Story = { args: { defaultChecked: true } };
export const Indeterminate: Story = { args: { label: 'Select all users', indeterminate: true } };
export const WithDescription: Story = { args: { label: 'Active', description: 'Only active events count in progress figures.' } };
export const Disabled: Story = { args: { label: 'Select System account', disabled: true } };
export const WithoutVisibleLabel: Story = { args: { label: undefined, 'aria-label': 'Select Jordan Example' } };

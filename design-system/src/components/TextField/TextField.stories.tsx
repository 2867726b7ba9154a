import type { Meta, StoryObj } from '@storybook/react';
import { TextField } from './TextField';

const meta = {
  title: 'Forms/TextField',
  component: TextField,
  args: { 'aria-label': 'Full name', placeholder: 'Full name' },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}><Story /></div>],
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Filled: Story = { args: { defaultValue: 'Jordan Example' } };
export const Password: Story = { args: { type: 'password', 'aria-label': 'Password', placeholder: undefined } };
export const Invalid: Story = { args: { invalid: true, defaultValue: 'not-an-email', 'aria-label': 'Email' } };
export const Disabled: Story = { args: { disabled: true, defaultValue: 'system' } };
export const LongText: Story = {
  args: { defaultValue: 'A very long value that does not fit in the visible width of the field and scrolls inside it' },
};

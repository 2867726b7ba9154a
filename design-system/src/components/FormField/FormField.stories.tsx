import type { Meta, StoryObj } from '@storybook/react';
import { Select } from '../Select';
import { TextField } from '../TextField';
import { Textarea } from '../Textarea';
import { FormField } from './FormField';

const meta = {
  title: 'Forms/FormField',
  component: FormField,
  args: { label: 'Username', children: <TextField name="username" autoComplete="username" /> },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}><Story /></div>],
} satisfies Meta<typeof FormField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Required: Story = { args: { required: true } };
export const WithHelp: Story = {
  args: {
    label: 'Site logo URL',
    help: 'Should be a direct image URL, ending in .png, .svg or similar.',
    children: <TextField type="url" placeholder="https://example.com/logo.png" />,
  },
};
export const WithError: Story = { args: { required: true, error: 'Username is required' } };
export const WithHelpAndError: Story = {
  args: {
    label: 'Info',
    help: 'Shown under the vendor name on the scoring screen.',
    error: 'Maximum 64 characters per field',
    children: <TextField defaultValue="A vendor info line that has grown far beyond the sixty-four characters allowed" />,
  },
};
export const WithTextarea: Story = {
  args: { label: 'Detailed Feedback & Comments', children: <Textarea rows={6} /> },
};
export const WithSelect: Story = {
  args: {
    label: 'Event',
    required: true,
    error: 'Please select an event',
    children: (
      <Select
        placeholder="Select an event"
        options={[
          { value: '1', label: 'Spring Technology Review' },
          { value: '2', label: 'Facilities Services Review' },
        ]}
      />
    ),
  },
};

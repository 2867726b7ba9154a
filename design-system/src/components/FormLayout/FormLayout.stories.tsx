import { Save } from 'lucide-react';
import type { Meta, StoryObj } from '@storybook/react';
import { Button } from '../Button';
import { FormField } from '../FormField';
import { Textarea } from '../Textarea';
import { TextField } from '../TextField';
import { FormLayout } from './FormLayout';

const meta = {
  title: 'Layout/FormLayout',
  component: FormLayout,
  args: {
    'aria-label': 'Site settings',
    noValidate: true,
    onSubmit: (event) => event.preventDefault(),
    actions: (
      <Button type="submit" icon={<Save size={16} aria-hidden />}>
        Save Settings
      </Button>
    ),
  },
  argTypes: { maxWidth: { control: 'inline-radio', options: [undefined, 'sm', 'md', 'lg', 'xl'] } },
  render: (args) => (
    <FormLayout {...args}>
      <FormField label="Site name" required>
        <TextField defaultValue="Vendor Scoring" />
      </FormField>
      <FormField label="Welcome text" help="Shown above the events on the dashboard.">
        <Textarea rows={3} />
      </FormField>
    </FormLayout>
  ),
} satisfies Meta<typeof FormLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Narrow: Story = { args: { maxWidth: 'sm' } };
export const SeveralActions: Story = {
  args: {
    maxWidth: 'sm',
    actions: (
      <>
        <Button type="submit">Save consensus score</Button>
        <Button variant="outline">Remove consensus score</Button>
      </>
    ),
  },
};
/** In a dialog the footer holds the buttons, so the form has none of its own. */
export const FieldsOnly: Story = { args: { actions: undefined } };

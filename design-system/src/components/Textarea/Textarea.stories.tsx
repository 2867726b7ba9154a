import type { Meta, StoryObj } from '@storybook/react';
import { Textarea } from './Textarea';

const meta = {
  title: 'Forms/Textarea',
  component: Textarea,
  args: { 'aria-label': 'Detailed Feedback & Comments', rows: 6 },
  decorators: [(Story) => <div style={{ maxWidth: 480 }}><Story /></div>],
} satisfies Meta<typeof Textarea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SixRows: Story = {};
export const FourRows: Story = { args: { rows: 4, 'aria-label': 'Follow-up Questions & Action Items' } };
export const ContentEditor: Story = { args: { rows: 15, 'aria-label': 'Content', defaultValue: '<h2>Welcome</h2>\n<p>HTML is supported.</p>' } };
export const Invalid: Story = { args: { invalid: true } };
export const Disabled: Story = { args: { disabled: true, defaultValue: 'Read-only comments from a closed event.' } };

import type { Meta, StoryObj } from '@storybook/react';
import { Card } from '../Card';
import { Heading, Text } from '../Typography';
import { Stack } from './Stack';

const meta = {
  title: 'Layout/Stack',
  component: Stack,
  args: { gap: 4, align: 'stretch' },
  argTypes: {
    gap: { control: 'select', options: [0, 0.5, 1, 2, 3, 4, 5, 6, 8, 10, 12, 16] },
    align: { control: 'inline-radio', options: ['start', 'center', 'end', 'stretch'] },
  },
  render: (args) => (
    <Stack {...args}>
      <Heading level={3}>Vendor Average</Heading>
      <Text tone="muted">Average of every evaluator's score for each question.</Text>
      <Card>Alpha Ledger: 4.2</Card>
      <Card>Beta Books: 3.8</Card>
    </Stack>
  ),
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Tight: Story = { args: { gap: 1 } };
export const AlignedToTheEnd: Story = { args: { align: 'end' } };

export const AsList: Story = {
  render: () => (
    <Stack as="ul" gap={2} aria-label="Vendors">
      <li>Alpha Ledger</li>
      <li>Beta Books</li>
      <li>Gamma Grants</li>
    </Stack>
  ),
};

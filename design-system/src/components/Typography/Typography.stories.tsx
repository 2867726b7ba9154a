import type { Meta, StoryObj } from '@storybook/react';
import { Heading, Text } from './Typography';

const meta = {
  title: 'Foundations/Typography',
  component: Heading,
  args: { children: 'Welcome back, Jordan Example', level: 1 },
} satisfies Meta<typeof Heading>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PageHeading: Story = {};
export const Scale: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12 }}>
      <Heading level={1}>Spring Technology Review Scoring</Heading>
      <Heading level={2}>Scoring Scale</Heading>
      <Heading level={3}>Vendor Average</Heading>
      <Heading level={4}>Incomplete Submissions</Heading>
      <Text>Select a scoring event below to begin your vendor evaluation.</Text>
      <Text tone="muted" size="sm">
        Score each vendor for every evaluation criteria
      </Text>
      <Text tone="success" weight="semibold">
        ✓ All submissions complete for this event
      </Text>
      <Text tone="destructive" size="sm">
        Please select a score or choose &apos;No Vote&apos; before saving
      </Text>
    </div>
  ),
};

/** A word in another tone inside a sentence keeps the sentence's size and weight. */
export const ToneInsideText: Story = {
  render: () => (
    <Text size="sm" weight="semibold">
      Phone: <Text as="span" tone="muted" size="inherit" weight="inherit">—</Text>
    </Text>
  ),
};

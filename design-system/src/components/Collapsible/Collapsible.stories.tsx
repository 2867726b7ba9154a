import type { Meta, StoryObj } from '@storybook/react';
import { Collapsible } from './Collapsible';

const meta = {
  title: 'Layout/Collapsible',
  component: Collapsible,
  args: {
    title: 'Spring Technology Review — Vendor A',
    meta: '2 incomplete',
    defaultOpen: true,
    children: (
      <ul>
        <li>Jordan Example — 3/5 questions completed (60%)</li>
        <li>Sam Sample — 1/5 questions completed (20%)</li>
      </ul>
    ),
  },
} satisfies Meta<typeof Collapsible>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OpenByDefault: Story = {};
export const Closed: Story = { args: { defaultOpen: false } };
export const Nested: Story = {
  render: () => (
    <Collapsible title="Spring Technology Review" defaultOpen headingLevel={2}>
      <Collapsible title="Vendor A" meta="Vendor Average 3.87 / 5.00" defaultOpen>
        Does the vendor meet the security requirements? 4.20 / 5.00 Excellent
      </Collapsible>
      <Collapsible title="Vendor B" meta="No scores available">
        No Scores
      </Collapsible>
    </Collapsible>
  ),
};
export const LongTitle: Story = {
  args: {
    title: 'An evaluation event with a very long name that wraps onto a second line — Vendor with a long company name',
  },
};

import type { Meta, StoryObj } from '@storybook/react';
import { Badge } from '../Badge';
import { Inline } from './Inline';

const meta = {
  title: 'Layout/Inline',
  component: Inline,
  args: { gap: 2, align: 'center', justify: 'start', wrap: true },
  argTypes: {
    gap: { control: 'select', options: [0, 0.5, 1, 2, 3, 4, 5, 6, 8] },
    align: { control: 'inline-radio', options: ['start', 'center', 'end', 'baseline', 'stretch'] },
    justify: { control: 'inline-radio', options: ['start', 'center', 'end', 'between'] },
  },
  render: (args) => (
    <Inline {...args}>
      {['Finance', 'Accounts payable', 'Procurement', 'Human resources', 'Information technology'].map((team) => (
        <Badge key={team}>{team}</Badge>
      ))}
    </Inline>
  ),
} satisfies Meta<typeof Inline>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const SpreadApart: Story = { args: { justify: 'between' } };
export const OneLine: Story = { args: { wrap: false } };
/** Where the row is narrow the children wrap onto further lines, the same gap apart. */
export const Narrow: Story = { args: { style: { maxWidth: 240 } } };

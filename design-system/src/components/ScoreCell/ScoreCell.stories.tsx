import type { Meta, StoryObj } from '@storybook/react';
import { fn } from 'storybook/test';
import { ScoreCell } from './ScoreCell';

const meta = {
  title: 'Scoring/ScoreCell',
  component: ScoreCell,
  args: { label: 'Vendor A, Security requirements', score: 4, onClick: fn() },
  argTypes: { score: { control: { type: 'number', min: 0, max: 5 } } },
} satisfies Meta<typeof ScoreCell>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Scored: Story = {};
export const ScoredWithComments: Story = { args: { hasComments: true } };
export const NoVote: Story = { args: { score: 0 } };
export const NoVoteWithComments: Story = { args: { score: 0, hasComments: true } };
export const NotScored: Story = { args: { score: null } };
export const Disabled: Story = { args: { score: null, disabled: true } };
export const ReadOnlyScored: Story = { args: { score: 5, hasComments: true, disabled: false } };
export const Large: Story = { args: { size: 80, score: 3 } };
export const PassFailAnswered: Story = { args: { score: 1, kind: 'passFail' } };

export const GridRow: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8 }}>
      <ScoreCell label="Vendor A, Security" score={5} />
      <ScoreCell label="Vendor B, Security" score={2} hasComments />
      <ScoreCell label="Vendor C, Security" score={0} />
      <ScoreCell label="Vendor D, Security" />
      <ScoreCell label="Vendor E, Security" disabled />
    </div>
  ),
};

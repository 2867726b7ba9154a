import type { Meta, StoryObj } from '@storybook/react';
import { ScoreScale } from './ScoreScale';

const meta = {
  title: 'Scoring/ScoreScale',
  component: ScoreScale,
} satisfies Meta<typeof ScoreScale>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Narrow: Story = { decorators: [(Story) => <div style={{ maxWidth: 240 }}><Story /></div>] };

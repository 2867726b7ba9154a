import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react';
import { fn } from 'storybook/test';
import { ScorePicker, type ScorePickerProps } from './ScorePicker';

function Stateful(props: ScorePickerProps) {
  const [value, setValue] = useState(props.value);
  return (
    <ScorePicker
      {...props}
      value={value}
      onChange={(score) => {
        props.onChange(score);
        setValue(score);
      }}
    />
  );
}

const meta = {
  title: 'Scoring/ScorePicker',
  component: ScorePicker,
  args: { value: null, onChange: fn() },
  render: (args) => <Stateful {...args} />,
  decorators: [(Story) => <div style={{ maxWidth: 560 }}><Story /></div>],
} satisfies Meta<typeof ScorePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NothingChosen: Story = {};
export const FourChosen: Story = { args: { value: 4 } };
export const NoVoteChosen: Story = { args: { value: 0 } };
export const PassFailQuestion: Story = { args: { value: 5, kind: 'passFail' } };
export const Disabled: Story = { args: { value: 3, disabled: true } };
export const Narrow: Story = { args: { value: 5 }, decorators: [(Story) => <div style={{ maxWidth: 240 }}><Story /></div>] };

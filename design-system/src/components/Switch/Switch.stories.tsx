import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react';
import { fn } from 'storybook/test';
import { Switch, type SwitchProps } from './Switch';

function Stateful(props: SwitchProps) {
  const [checked, setChecked] = useState(props.checked);
  return <Switch {...props} checked={checked} onCheckedChange={setChecked} />;
}

const meta = {
  title: 'Forms/Switch',
  component: Switch,
  args: { checked: true, onCheckedChange: fn(), label: 'Has access' },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const On: Story = {};
export const Off: Story = { args: { checked: false } };
export const Disabled: Story = { args: { disabled: true } };
export const InMatrixCell: Story = { args: { label: undefined, 'aria-label': 'Jordan Example: Spring Technology Review' } };

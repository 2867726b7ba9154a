import { ArrowLeft, Plus, Trash2 } from 'lucide-react';
import type { Meta, StoryObj } from '@storybook/react';
import { fn } from 'storybook/test';
import { Button, ButtonLink } from './Button';

const meta = {
  title: 'Actions/Button',
  component: Button,
  args: { children: 'Save Score', onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'outline', 'ghost', 'destructive', 'link'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {};
export const Secondary: Story = { args: { variant: 'secondary', children: 'Cancel' } };
export const Outline: Story = { args: { variant: 'outline', children: 'Download Template' } };
export const Ghost: Story = { args: { variant: 'ghost', children: 'Back to Events', icon: <ArrowLeft size={16} aria-hidden /> } };
export const Destructive: Story = {
  args: { variant: 'destructive', children: 'Delete Selected (3)', icon: <Trash2 size={16} aria-hidden /> },
};
export const Link: Story = { args: { variant: 'link', children: 'Show evaluator names' } };
export const LinkInText: Story = {
  render: () => (
    <p style={{ fontSize: '0.875rem' }}>
      3 cells disagree. <Button variant="link">Alpha Ledger · Data security</Button> has the widest spread.
    </p>
  ),
};
export const LinksThatPick: Story = {
  render: () => (
    <ul style={{ display: 'grid', gap: 8, margin: 0, paddingLeft: 16 }}>
      <li>
        <Button variant="link" aria-pressed>
          Alpha Ledger · Data security
        </Button>
      </li>
      <li>
        <Button variant="link" aria-pressed={false}>
          Beta Books · Data security
        </Button>
      </li>
    </ul>
  ),
};
export const WithIcon: Story = { args: { children: 'Add User', icon: <Plus size={16} aria-hidden /> } };
export const Pending: Story = { args: { pending: true, pendingLabel: 'Saving...' } };
export const Disabled: Story = { args: { disabled: true, children: 'Scoring Not Available' } };
export const Small: Story = { args: { size: 'sm' } };
export const Large: Story = { args: { size: 'lg', children: 'Sign In' } };
export const FullWidth: Story = { args: { fullWidth: true, children: 'Start Scoring' } };
export const LongText: Story = {
  args: { children: 'Enable All for Annual Vendor Evaluation and Technology Review Event' },
};

export const AsLink: Story = {
  render: () => (
    <ButtonLink href="#dashboard" variant="outline" icon={<ArrowLeft size={16} aria-hidden />}>
      Back to Dashboard
    </ButtonLink>
  ),
};

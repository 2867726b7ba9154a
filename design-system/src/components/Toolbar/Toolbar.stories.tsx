import { Download, Plus, Upload } from 'lucide-react';
import type { Meta, StoryObj } from '@storybook/react';
import { Button } from '../Button';
import { Toolbar } from './Toolbar';

const meta = {
  title: 'Layout/Toolbar',
  component: Toolbar,
  args: {
    justify: 'start',
    children: (
      <>
        <Button icon={<Plus size={16} aria-hidden />}>Add User</Button>
        <Button variant="outline" icon={<Upload size={16} aria-hidden />}>
          Upload Users
        </Button>
        <Button variant="outline" icon={<Download size={16} aria-hidden />}>
          Download Template
        </Button>
      </>
    ),
  },
  argTypes: { justify: { control: 'inline-radio', options: ['start', 'center', 'end', 'between'] } },
} satisfies Meta<typeof Toolbar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const AtTheEnd: Story = { args: { justify: 'end' } };
/** The width of a phone: the actions that do not fit move onto the next line. */
export const OnAPhone: Story = { args: { style: { maxWidth: 320 } } };

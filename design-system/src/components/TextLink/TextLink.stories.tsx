import type { Meta, StoryObj } from '@storybook/react';
import { TextLink } from './TextLink';

const meta = {
  title: 'Actions/TextLink',
  component: TextLink,
  args: { href: 'mailto:support@example.com', children: 'Forgot your password?' },
} satisfies Meta<typeof TextLink>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const InText: Story = {
  render: (args) => (
    <p>
      No admin instructions have been configured yet. Add them in the <TextLink {...args} href="#admin">Admin panel</TextLink>,
      Content Pages tab.
    </p>
  ),
};

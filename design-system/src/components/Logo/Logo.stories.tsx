import type { Meta, StoryObj } from '@storybook/react';
import { Avatar } from './Avatar';
import { Logo } from './Logo';

const meta = {
  title: 'Data display/Logo',
  component: Logo,
  args: { alt: 'Example Client', height: 40 },
} satisfies Meta<typeof Logo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const DefaultImage: Story = { args: { src: null } };
export const BrokenUrlFallsBack: Story = { args: { src: '/does-not-exist.png' } };
export const Large: Story = { args: { height: 80 } };

export const VendorAvatars: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 12 }}>
      <Avatar name="Vendor Alpha" square size={48} />
      <Avatar name="Beta Systems" src="/missing-logo.png" square size={48} />
      <Avatar name="Gamma" size={48} />
    </div>
  ),
};

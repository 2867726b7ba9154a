import { LogOut, Mail } from 'lucide-react';
import type { Meta, StoryObj } from '@storybook/react';
import { Badge } from '../Badge';
import { Button, ButtonLink } from '../Button';
import { Logo } from '../Logo';
import { TopNav, TopNavActions, TopNavBrand, TopNavLink, TopNavLinks } from './TopNav';

function PortalNav({ admin = false, active = 'Events', pages = ['Reference Material', 'Instructions for Participants'] }) {
  const links = ['Events', ...pages, ...(admin ? ['Admin Instructions', 'Admin'] : [])];
  return (
    <TopNav>
      <TopNavBrand as="a" href="#home">
        <Logo alt="Example Client" height={32} />
        Vendor Scoring Portal
      </TopNavBrand>
      <TopNavLinks>
        {links.map((label) => (
          <TopNavLink key={label} href={`#${label}`} active={label === active}>
            {label}
          </TopNavLink>
        ))}
      </TopNavLinks>
      <TopNavActions>
        {admin && <Badge variant="brand">Admin</Badge>}
        <ButtonLink
          href="mailto:support@example.com?subject=%5BSupport%20Request%5D%20-%20Vendor%20Scoring%20Portal"
          variant="outline"
          size="sm"
          icon={<Mail size={14} aria-hidden />}
        >
          Contact Support
        </ButtonLink>
        <Button variant="ghost" size="sm" icon={<LogOut size={14} aria-hidden />}>
          Logout
        </Button>
      </TopNavActions>
    </TopNav>
  );
}

const meta = {
  title: 'Navigation/TopNav',
  component: TopNav,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof TopNav>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Evaluator: Story = { render: () => <PortalNav /> };
export const AdminOnAdminPage: Story = { render: () => <PortalNav admin active="Admin" /> };
export const ManyPages: Story = {
  render: () => (
    <PortalNav
      admin
      active="Vendor Onboarding Checklist"
      pages={['Reference Material', 'Instructions for Participants', 'Vendor Onboarding Checklist', 'Frequently Asked Questions']}
    />
  ),
};

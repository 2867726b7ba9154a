import { useApi } from '@vsp/api-client';
import { ADMIN_INSTRUCTIONS_SLUG, api, type ContentPage, type CurrentUser } from '@vsp/contract';
import { Badge, Button, ButtonLink, Logo, TopNav, TopNavActions, TopNavBrand, TopNavLink, TopNavLinks } from '@vsp/design-system';
import { KeyRound, LifeBuoy, LogOut } from 'lucide-react';
import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { useSiteConfig } from '../../../lib/api/use-site-config';
import { siteName, supportMailto } from '../../../lib/mail';

// With every admin link the bar is crowded up to a wide screen: the logo alone names the site there.
const SiteName = styled.span`
  @media (max-width: ${({ theme }) => theme.breakpoints.xl}) {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
  }
`;

export interface TopNavBarProps {
  user: CurrentUser;
  onLogout: () => void;
  /** Opens the form in which the signed-in person changes their own password. */
  onChangePassword?: () => void;
}

interface NavItem {
  to: string;
  label: string;
}

function navItems(user: CurrentUser, pages: ContentPage[] = []): NavItem[] {
  const items: NavItem[] = [{ to: '/', label: 'Events' }];
  for (const page of pages) {
    if (page.isActive && page.slug !== ADMIN_INSTRUCTIONS_SLUG) items.push({ to: `/${page.slug}`, label: page.title });
  }
  if (user.isAdmin) {
    const adminPage = pages.find((page) => page.slug === ADMIN_INSTRUCTIONS_SLUG && page.isActive);
    if (adminPage) items.push({ to: `/${ADMIN_INSTRUCTIONS_SLUG}`, label: adminPage.title });
    items.push({ to: '/admin', label: 'Admin' });
  }
  return items;
}

function isCurrent(pathname: string, to: string): boolean {
  if (to === '/') return pathname === '/' || pathname.startsWith('/scoring/');
  return pathname === to || pathname.startsWith(`${to}/`);
}

export function TopNavBar({ user, onLogout, onChangePassword }: TopNavBarProps) {
  const config = useSiteConfig();
  const { data: pages } = useApi(api.content.list);
  const { pathname } = useLocation();

  return (
    <TopNav>
      <TopNavBrand as={Link} to="/">
        <Logo src={config?.siteLogoUrl ?? undefined} alt={config?.clientName || siteName(config)} />
        <SiteName>{siteName(config)}</SiteName>
      </TopNavBrand>
      <TopNavLinks>
        {navItems(user, pages).map((item) => (
          <TopNavLink key={item.to} as={Link} to={item.to} active={isCurrent(pathname, item.to)}>
            {item.label}
          </TopNavLink>
        ))}
      </TopNavLinks>
      <TopNavActions>
        {user.isAdmin && <Badge variant="info">Admin</Badge>}
        <ButtonLink href={supportMailto(config)} variant="outline" size="sm" icon={<LifeBuoy size={16} aria-hidden />}>
          Contact Support
        </ButtonLink>
        {onChangePassword && (
          <Button variant="ghost" size="sm" icon={<KeyRound size={16} aria-hidden />} onClick={onChangePassword}>
            Change Password
          </Button>
        )}
        <Button variant="ghost" size="sm" icon={<LogOut size={16} aria-hidden />} onClick={onLogout}>
          Logout
        </Button>
      </TopNavActions>
    </TopNav>
  );
}

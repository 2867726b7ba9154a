import type { ComponentPropsWithRef, ElementType, ReactNode } from 'react';
import type { PolymorphicProps } from '../../utils/polymorphic';
import { Actions, Bar, BarInner, Brand, LinkList, NavAnchor } from './TopNav.styles';

export interface TopNavProps extends ComponentPropsWithRef<'header'> {
  children?: ReactNode;
}

/** The signed-in header bar: brand on the left, links, then actions pushed to the right. */
export function TopNav({ children, ...rest }: TopNavProps) {
  return (
    <Bar {...rest}>
      <BarInner>{children}</BarInner>
    </Bar>
  );
}

export type TopNavBrandProps<C extends ElementType = 'div'> = PolymorphicProps<C>;

/** Logo and site name; render it `as` a router link to make it lead home. */
export function TopNavBrand<C extends ElementType = 'div'>(props: TopNavBrandProps<C>) {
  return <Brand {...props} />;
}

export interface TopNavLinksProps extends ComponentPropsWithRef<'nav'> {
  /** Names the landmark, so it can be told apart from other navigation. */
  'aria-label'?: string;
}

export function TopNavLinks({ children, 'aria-label': ariaLabel = 'Main', ...rest }: TopNavLinksProps) {
  return (
    <nav aria-label={ariaLabel} {...rest}>
      <LinkList>{children}</LinkList>
    </nav>
  );
}

export type TopNavLinkProps<C extends ElementType = 'a'> = PolymorphicProps<C, { active?: boolean }>;

/** One item of TopNavLinks; `active` highlights it and marks it as the current page. */
export function TopNavLink<C extends ElementType = 'a'>({ active = false, ...rest }: TopNavLinkProps<C>) {
  return (
    <li>
      <NavAnchor $active={active} aria-current={active ? 'page' : undefined} {...rest} />
    </li>
  );
}

export function TopNavActions(props: ComponentPropsWithRef<'div'>) {
  return <Actions {...props} />;
}

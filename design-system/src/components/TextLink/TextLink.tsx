import type { ElementType } from 'react';
import type { PolymorphicProps } from '../../utils/polymorphic';
import { StyledTextLink } from './TextLink.styles';

export type TextLinkProps<C extends ElementType = 'a'> = PolymorphicProps<C>;

/** An inline link in the brand colour; pass a router link as `as` for client-side navigation. */
export function TextLink<C extends ElementType = 'a'>(props: TextLinkProps<C>) {
  return <StyledTextLink {...props} />;
}

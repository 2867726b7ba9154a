import type { ComponentPropsWithoutRef, ElementType } from 'react';

/** Props of a component that renders `as` another element, e.g. a router link, keeping that element's own props. */
export type PolymorphicProps<C extends ElementType, Own = object> = Own & {
  as?: C;
} & Omit<ComponentPropsWithoutRef<C>, keyof Own | 'as'>;

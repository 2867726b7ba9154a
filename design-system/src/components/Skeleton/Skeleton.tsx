import type { ComponentPropsWithRef, ReactNode } from 'react';
import { useTheme, type DefaultTheme } from 'styled-components';
import { VisuallyHidden } from '../VisuallyHidden';
import { SkeletonBlock, SkeletonGroupRoot } from './Skeleton.styles';

type Length = number | string;

const toCss = (value: Length) => (typeof value === 'number' ? `${value}px` : value);

export interface SkeletonProps extends Omit<ComponentPropsWithRef<'span'>, 'children'> {
  width?: Length;
  height?: Length;
  /** A circle of `height` for avatars and rings. */
  circle?: boolean;
  radius?: keyof DefaultTheme['radii'];
}

/** A placeholder shape; hidden from assistive technology, so wrap a set of them in SkeletonGroup. */
export function Skeleton({ width = '100%', height = 16, circle, radius = 'md', ...rest }: SkeletonProps) {
  const theme = useTheme();
  return (
    <SkeletonBlock
      aria-hidden
      $width={toCss(circle ? height : width)}
      $height={toCss(height)}
      $radius={circle ? theme.radii.full : theme.radii[radius]}
      {...rest}
    />
  );
}

export interface SkeletonGroupProps extends ComponentPropsWithRef<'div'> {
  /** What is loading, announced once to screen readers. */
  label?: string;
  gap?: keyof DefaultTheme['space'];
  children?: ReactNode;
}

export function SkeletonGroup({ label = 'Loading...', gap = 3, children, ...rest }: SkeletonGroupProps) {
  return (
    <SkeletonGroupRoot role="status" aria-busy="true" $gap={gap} {...rest}>
      <VisuallyHidden>{label}</VisuallyHidden>
      {children}
    </SkeletonGroupRoot>
  );
}

import { Inbox } from 'lucide-react';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { EmptyIcon, EmptyRoot, EmptyText, EmptyTitle } from './EmptyState.styles';

export interface EmptyStateProps extends Omit<ComponentPropsWithRef<'div'>, 'title'> {
  title: ReactNode;
  text?: ReactNode;
  /** Defaults to an inbox; pass null for none. */
  icon?: ReactNode;
  /** A button or link that gets the user going again. */
  action?: ReactNode;
  titleAs?: 'h2' | 'h3' | 'h4' | 'p';
}

export function EmptyState({ title, text, icon, action, titleAs = 'h3', ...rest }: EmptyStateProps) {
  const shownIcon = icon === undefined ? <Inbox size={24} aria-hidden /> : icon;
  return (
    <EmptyRoot {...rest}>
      {shownIcon && <EmptyIcon>{shownIcon}</EmptyIcon>}
      <EmptyTitle as={titleAs}>{title}</EmptyTitle>
      {text && <EmptyText>{text}</EmptyText>}
      {action}
    </EmptyRoot>
  );
}

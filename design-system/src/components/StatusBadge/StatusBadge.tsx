import { displayEventStatus } from '@vsp/contract';
import type { ComponentPropsWithRef } from 'react';
import { StatusBadgeRoot } from './StatusBadge.styles';
import { eventStatusTone } from './statusTone';

export interface StatusBadgeProps extends Omit<ComponentPropsWithRef<'span'>, 'children'> {
  status: string | null | undefined;
}

export function StatusBadge({ status, ...rest }: StatusBadgeProps) {
  const tone = eventStatusTone(status);
  return (
    <StatusBadgeRoot $tone={tone} data-tone={tone} {...rest}>
      {displayEventStatus(status)}
    </StatusBadgeRoot>
  );
}

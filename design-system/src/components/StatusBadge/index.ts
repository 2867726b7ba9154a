export { StatusBadge, type StatusBadgeProps } from './StatusBadge';
export { eventStatusTone } from './statusTone';
// How a status reads is the contract's rule; it stays importable from the design system.
export { displayEventStatus } from '@vsp/contract';

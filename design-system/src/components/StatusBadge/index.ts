export { StatusBadge, type StatusBadgeProps } from './StatusBadge';
export { displayEventStatus, eventStatusTone } from './statusTone';

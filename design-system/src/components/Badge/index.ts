export { Badge, type BadgeProps } from './Badge';
export type { BadgeVariant } from './Badge.styles';

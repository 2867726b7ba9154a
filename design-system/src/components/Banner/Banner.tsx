import { CircleAlert, CircleCheck, Info, TriangleAlert } from 'lucide-react';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { BannerBody, BannerRoot, BannerTitle, type BannerVariant } from './Banner.styles';

export interface BannerProps extends Omit<ComponentPropsWithRef<'div'>, 'title'> {
  variant?: BannerVariant;
  title?: ReactNode;
  children?: ReactNode;
}

const icons: Record<BannerVariant, typeof Info> = {
  info: Info,
  warning: TriangleAlert,
  success: CircleCheck,
  destructive: CircleAlert,
};

/** A message that belongs to the page, such as a read-only event notice; toasts are for passing events. */
export function Banner({ variant = 'info', title, children, ...rest }: BannerProps) {
  const Icon = icons[variant];
  return (
    <BannerRoot $variant={variant} role={variant === 'destructive' ? 'alert' : 'status'} {...rest}>
      <Icon size={18} aria-hidden />
      <BannerBody>
        {title && <BannerTitle>{title}</BannerTitle>}
        {children && <div>{children}</div>}
      </BannerBody>
    </BannerRoot>
  );
}

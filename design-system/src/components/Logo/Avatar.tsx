import type { ComponentPropsWithRef } from 'react';
import { AvatarRoot } from './Logo.styles';
import { useImageFallback } from '../../hooks/useImageFallback';

export interface AvatarProps extends Omit<ComponentPropsWithRef<'span'>, 'children'> {
  /** Image URL, e.g. a vendor logo. */
  src?: string | null;
  fallbackSrc?: string;
  /** Used for the alt text and, when no image loads, for the initials. */
  name: string;
  size?: number;
  /** Rounded square instead of a circle; suits company logos. */
  square?: boolean;
}

function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  return words
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase())
    .join('');
}

export function Avatar({ src, fallbackSrc, name, size = 40, square = false, ...rest }: AvatarProps) {
  const { current, onError } = useImageFallback(src, fallbackSrc);
  return (
    <AvatarRoot $size={size} $square={square} {...rest}>
      {current ? (
        <img src={current} alt={name} onError={onError} />
      ) : (
        <span role="img" aria-label={name}>
          {initials(name)}
        </span>
      )}
    </AvatarRoot>
  );
}

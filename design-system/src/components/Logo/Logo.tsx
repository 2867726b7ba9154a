import type { ComponentPropsWithRef } from 'react';
import { defaultLogoSrc } from './defaultLogo';
import { LogoImage } from './Logo.styles';
import { useImageFallback } from '../../hooks/useImageFallback';

export interface LogoProps extends Omit<ComponentPropsWithRef<'img'>, 'src' | 'onError'> {
  src?: string | null;
  /** Shown when `src` is empty or fails to load. */
  fallbackSrc?: string;
  alt: string;
  height?: number;
}

export function Logo({ src, fallbackSrc = defaultLogoSrc, alt, height = 36, ...rest }: LogoProps) {
  const { current, onError } = useImageFallback(src, fallbackSrc);
  if (!current) return null;
  return <LogoImage src={current} alt={alt} onError={onError} $height={height} {...rest} />;
}

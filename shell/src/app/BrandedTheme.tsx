import { BRAND_TEXT_COLOUR } from '@vsp/contract';
import { ThemeProvider } from '@vsp/design-system';
import type { ReactNode } from 'react';
import { useSiteConfig } from '../lib/api/use-site-config';

/**
 * The portal's theme, shared by the remotes: the brand colour of the site configuration with white
 * text on it (the server only keeps a colour white text reads well on), in the light or dark set the
 * system asks for. Without a brand colour, or until the configuration has loaded, the default brand.
 */
export function BrandedTheme({ children }: { children: ReactNode }) {
  const brandColour = useSiteConfig()?.brandColour ?? undefined;
  return (
    <ThemeProvider brandColor={brandColour} brandContrastColor={BRAND_TEXT_COLOUR}>
      {children}
    </ThemeProvider>
  );
}

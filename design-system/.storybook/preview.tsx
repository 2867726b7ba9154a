import type { Decorator, Preview } from '@storybook/react';
import { ThemeProvider, type ColorScheme } from '../src/theme';

/** Sample brand colours for trying the runtime override; the portal takes its own from site configuration. */
const brandColors: Record<string, string | undefined> = {
  default: undefined,
  teal: '#0f766e',
  violet: '#6d28d9',
  amber: '#fbbf24',
};

/** "system" follows the computer's setting, as the portal does; light and dark fix the set. */
const colorSchemes: Record<string, ColorScheme | undefined> = {
  system: undefined,
  light: 'light',
  dark: 'dark',
};

const withTheme: Decorator = (Story, context) => (
  <ThemeProvider brandColor={brandColors[String(context.globals.brand)]} colorScheme={colorSchemes[String(context.globals.scheme)]}>
    <Story />
  </ThemeProvider>
);

const preview: Preview = {
  tags: ['autodocs'],
  decorators: [withTheme],
  globalTypes: {
    brand: {
      description: 'Brand colour override',
      toolbar: {
        title: 'Brand',
        icon: 'paintbrush',
        items: Object.keys(brandColors),
        dynamicTitle: true,
      },
    },
    scheme: {
      description: 'Light or dark colour set',
      toolbar: {
        title: 'Colours',
        icon: 'contrast',
        items: Object.keys(colorSchemes),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { brand: 'default', scheme: 'system' },
  parameters: {
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i } },
    a11y: { test: 'error' },
  },
};

export default preview;

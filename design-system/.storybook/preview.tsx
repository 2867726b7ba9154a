import type { Decorator, Preview } from '@storybook/react';
import { ThemeProvider } from '../src/theme';

/** Sample brand colours for trying the runtime override; the portal takes its own from site configuration. */
const brandColors: Record<string, string | undefined> = {
  default: undefined,
  teal: '#0f766e',
  violet: '#6d28d9',
  amber: '#fbbf24',
};

const withTheme: Decorator = (Story, context) => (
  <ThemeProvider brandColor={brandColors[String(context.globals.brand)]}>
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
  },
  initialGlobals: { brand: 'default' },
  parameters: {
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i } },
    a11y: { test: 'error' },
  },
};

export default preview;

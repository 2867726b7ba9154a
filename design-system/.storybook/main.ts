import type { StorybookConfig } from 'storybook-react-rsbuild';

const config: StorybookConfig = {
  stories: ['../src/**/*.mdx', '../src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y'],
  framework: { name: 'storybook-react-rsbuild', options: {} },
  // The build runs in CI and on machines that reach only the package registry.
  core: { disableTelemetry: true },
};

export default config;

import path from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { rspack, type Configuration } from '@rspack/core';
import { API_PREFIX } from '@vsp/contract';
import { baseConfig, federationDefaults } from '../rspack.common';

/**
 * The host. It knows no remote at build time: the BFF tells it where they are (GET /api/remotes)
 * and it registers them with the federation runtime, so a remote deploys without a shell rebuild.
 */
const config: Configuration = {
  ...baseConfig(__dirname, 3001),
  output: { ...baseConfig(__dirname, 3001).output, publicPath: '/' },
  plugins: [
    new ModuleFederationPlugin({ ...federationDefaults, name: 'shell', remotes: {}, experiments: { provideExternalRuntime: true } }),
    new rspack.HtmlRspackPlugin({ template: path.join(__dirname, 'public', 'index.html') }),
  ],
  devServer: {
    ...baseConfig(__dirname, 3001).devServer,
    // The dev server forwards the whole API to the BFF, with the built remotes and the health check.
    proxy: [{ context: [API_PREFIX, '/remotes', '/healthz'], target: 'http://127.0.0.1:3000' }],
  },
};

export default config;

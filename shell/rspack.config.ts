import path from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { rspack, type Configuration } from '@rspack/core';
import { API_PREFIX, api } from '@vsp/contract';
import { baseConfig, federationDefaults } from '../rspack.common';
import { PreloadHintsPlugin } from './build/preload-hints';

const base = baseConfig(__dirname, 3001);

/**
 * The host. It knows no remote at build time: the BFF tells it where they are (GET /api/remotes)
 * and it registers them with the federation runtime, so a remote deploys without a shell rebuild.
 */
const config: Configuration = {
  ...base,
  output: { ...base.output, publicPath: '/' },
  plugins: [
    ...(base.plugins ?? []),
    new ModuleFederationPlugin({
      ...federationDefaults,
      name: 'shell',
      remotes: {},
      // The browser is the only place the shell runs: the runtime leaves out its Node.js loaders.
      experiments: { provideExternalRuntime: true, optimization: { target: 'web' } },
    }),
    new rspack.HtmlRspackPlugin({ template: path.join(__dirname, 'public', 'index.html') }),
    // What src/lib/early-requests.ts reads at start-up, and the chunks the first screens run.
    new PreloadHintsPlugin({
      firstScreen: { chunks: ['main', 'bootstrap'], reads: [api.auth.me.path(), api.site.config.path()] },
      signedIn: { chunks: ['signed-in'], reads: [api.site.remotes.path()] },
    }),
  ],
  devServer: {
    ...base.devServer,
    // The dev server forwards the whole API to the BFF, with the built remotes and the health check.
    proxy: [{ context: [API_PREFIX, '/remotes', '/healthz'], target: 'http://127.0.0.1:3000' }],
  },
};

export default config;

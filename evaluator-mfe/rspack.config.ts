import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import type { Configuration } from '@rspack/core';
import { baseConfig, federationDefaults, remoteOptimization } from '../rspack.common';

const base = baseConfig(__dirname, 3002);

/** The evaluator remote: it exposes one './routes' module and is deployable on its own (dist/ with mf-manifest.json). */
const config: Configuration = {
  ...base,
  // A remote has no page of its own: the container entry is all the shell loads.
  entry: {},
  optimization: { ...base.optimization, ...remoteOptimization },
  plugins: [
    ...(base.plugins ?? []),
    new ModuleFederationPlugin({
      ...federationDefaults,
      name: 'evaluator',
      filename: 'remoteEntry.js',
      exposes: { './routes': './src/routes.tsx' },
      // The shell provides the federation runtime, so the remote entry does not carry a second copy.
      experiments: { externalRuntime: true },
    }),
  ],
};

export default config;

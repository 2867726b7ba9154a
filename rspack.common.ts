/**
 * What the shell's and the remotes' rspack builds share: TypeScript and JSX through the built-in
 * SWC loader, the production/development switch, the federation options every build uses, and the
 * whole configuration of a remote.
 */
import path from 'node:path';
import zlib from 'node:zlib';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import type { Compiler, Configuration } from '@rspack/core';
import { sharedSingletons } from './module-federation.shared';

export const isProduction = process.env.NODE_ENV !== 'development';

export function baseConfig(dir: string, devPort: number): Configuration {
  return {
    context: dir,
    mode: isProduction ? 'production' : 'development',
    // Production builds carry no source maps: everything in dist is served publicly, and a map
    // would hand out the original sources.
    devtool: isProduction ? false : 'eval-cheap-module-source-map',
    entry: { main: './src/index.ts' },
    output: {
      path: path.join(dir, 'dist'),
      publicPath: 'auto',
      filename: isProduction ? '[name].[contenthash:10].js' : '[name].js',
      chunkFilename: isProduction ? '[name].[contenthash:10].js' : '[name].js',
      assetModuleFilename: isProduction ? 'assets/[name].[contenthash:10][ext]' : 'assets/[name][ext]',
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.js', '.jsx', '.json'] },
    module: {
      rules: [
        {
          test: /\.[jt]sx?$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          options: {
            jsc: {
              // Evergreen browsers run ES2022 as is; lowering it only adds helpers and bytes.
              target: 'es2022',
              parser: { syntax: 'typescript', tsx: true },
              transform: { react: { runtime: 'automatic', development: !isProduction } },
            },
          },
          type: 'javascript/auto',
        },
        { test: /\.(png|svg|jpe?g|gif|webp)$/, type: 'asset/resource' },
      ],
    },
    devServer: {
      port: devPort,
      hot: true,
      historyApiFallback: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
    },
    performance: { hints: false },
    plugins: isProduction ? [new PrecompressPlugin()] : [],
  };
}

// Text the BFF serves as built; anything smaller than a network packet gains nothing from compression.
const COMPRESSIBLE = /\.(js|json|html|css|svg|txt)$/;
const MIN_BYTES = 1024;

/**
 * Writes a gzip (-9) and a brotli (quality 11) copy beside every built text file, which the BFF
 * serves as they are: the best compression, paid once at build time instead of on every answer.
 */
export class PrecompressPlugin {
  apply(compiler: Compiler): void {
    // The compiler's own copy of the rspack API, as plugins take it: importing @rspack/core here would
    // load the bundler (an ES module) wherever this configuration is read, the BFF's tests included.
    const { rspack } = compiler;
    compiler.hooks.thisCompilation.tap('PrecompressPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'PrecompressPlugin', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, (assets) => {
        for (const [name, source] of Object.entries(assets)) {
          if (!COMPRESSIBLE.test(name)) continue;
          const content = source.buffer();
          if (content.length < MIN_BYTES) continue;
          const brotli = zlib.brotliCompressSync(content, {
            params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length },
          });
          compilation.emitAsset(`${name}.gz`, new rspack.sources.RawSource(zlib.gzipSync(content, { level: 9 })));
          compilation.emitAsset(`${name}.br`, new rspack.sources.RawSource(brotli));
        }
      });
    });
  }
}

/**
 * A remote's optimisation: no chunks split out of what it exposes. Split, the code its routes share
 * with a shared library's own copy (the contract's constants, needed by both) went into a chunk of
 * its own that the remote's manifest lists under that library, not under the routes: the first
 * screen's preload hints and the size budgets, which read the routes' files from the manifest, did
 * not know it, and the browser asked for it one round trip after the routes. Lazy parts (the
 * admin's charts) still load in chunks of their own.
 */
const remoteOptimization = { splitChunks: false } as const;

export const federationDefaults = {
  shared: sharedSingletons(),
  dts: false,
  manifest: true,
  shareStrategy: 'loaded-first' as const,
};

export interface RemoteOptions {
  /** The federation name the shell registers the remote under ('evaluator', 'admin'). */
  name: string;
  devPort: number;
}

/**
 * A remote's build: it exposes one './routes' module and is deployable on its own (dist/ with
 * mf-manifest.json). A remote has no page of its own: the container entry is all the shell loads.
 */
export function remoteConfig(dir: string, { name, devPort }: RemoteOptions): Configuration {
  const base = baseConfig(dir, devPort);
  return {
    ...base,
    entry: {},
    optimization: { ...base.optimization, ...remoteOptimization },
    plugins: [
      ...(base.plugins ?? []),
      new ModuleFederationPlugin({
        ...federationDefaults,
        name,
        filename: 'remoteEntry.js',
        exposes: { './routes': './src/routes.tsx' },
        // The shell provides the federation runtime, so the remote entry does not carry a second copy.
        experiments: { externalRuntime: true },
      }),
    ],
  };
}

/**
 * What the shell's and the remotes' rspack builds share: TypeScript and JSX through the built-in
 * SWC loader, the production/development switch, and the federation options every build uses.
 */
import path from 'node:path';
import type { Configuration } from '@rspack/core';
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
  };
}

export const federationDefaults = {
  shared: sharedSingletons(),
  dts: false,
  manifest: true,
  shareStrategy: 'loaded-first' as const,
};

import path from 'node:path';
import zlib from 'node:zlib';
import type { Configuration } from 'webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import TerserPlugin from 'terser-webpack-plugin';
import CompressionPlugin from 'compression-webpack-plugin';
import { smallestGzip } from './webpack.gzip';
import { bootstrapCssRule } from './webpack.bootstrapCss';
import { BlockingScript } from './webpack.blockingScript';

const root = __dirname;
const reactRouterDir = path.dirname(require.resolve('react-router/package.json'));

export default (
  _env: unknown,
  argv: { mode?: Configuration['mode'] },
): Configuration & { devServer?: DevServerConfiguration } => {
  const production = argv.mode !== 'development';
  return {
    mode: production ? 'production' : 'development',
    // 'theme' first: its tag comes first in <head> and, loaded blocking (below), sets the colour
    // scheme before the first paint. It has its own runtime so it needs no other file.
    entry: {
      theme: { import: path.join(root, 'src/client/theme/early.ts'), runtime: false },
      main: path.join(root, 'src/client/main.tsx'),
    },
    output: {
      path: path.join(root, 'dist/public'),
      publicPath: '/',
      filename: production ? 'assets/[name].[contenthash:10].js' : 'assets/[name].js',
      chunkFilename: production ? 'assets/[name].[contenthash:10].js' : 'assets/[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      clean: true,
    },
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    resolve: {
      extensions: ['.tsx', '.ts', '.mjs', '.js'],
      // React Router's package points every bundler at its development build (warnings and checks
      // included); a production bundle takes its production build.
      alias: production
        ? {
            'react-router$': path.join(reactRouterDir, 'dist/production/index.mjs'),
            'react-router/dom$': path.join(reactRouterDir, 'dist/production/dom-export.mjs'),
          }
        : {},
    },
    module: {
      rules: [
        {
          test: /\.[cm]?tsx?$/,
          exclude: /node_modules/,
          use: {
            loader: 'swc-loader',
            options: {
              jsc: {
                parser: { syntax: 'typescript', tsx: true },
                transform: { react: { runtime: 'automatic', development: !production } },
                target: 'es2022',
              },
            },
          },
        },
        bootstrapCssRule(root, MiniCssExtractPlugin.loader, production),
        { test: /\.css$/, exclude: /bootstrap[\\/]dist[\\/]css/, use: [MiniCssExtractPlugin.loader, 'css-loader'] },
        { test: /\.(woff2?|svg|png)$/, type: 'asset/resource' },
      ],
    },
    plugins: [
      new HtmlWebpackPlugin({ template: path.join(root, 'src/client/index.html') }),
      new BlockingScript('theme'),
      new MiniCssExtractPlugin({
        filename: production ? 'assets/[name].[contenthash:10].css' : 'assets/[name].css',
        chunkFilename: production ? 'assets/[name].[contenthash:10].css' : 'assets/[name].css',
      }),
      // Pre-compressed copies let @fastify/static answer with br/gzip without compressing per request.
      ...(production
        ? [
            new CompressionPlugin({
              filename: '[path][base].gz',
              algorithm: smallestGzip,
              test: /\.(js|css|html|svg)$/,
              threshold: 1024,
            }),
            new CompressionPlugin({
              filename: '[path][base].br',
              algorithm: 'brotliCompress',
              test: /\.(js|css|html|svg)$/,
              compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } } as zlib.ZlibOptions,
              threshold: 1024,
            }),
          ]
        : []),
    ],
    optimization: {
      minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify, extractComments: false })],
      // The theme script keeps its modules to itself: it has a runtime of its own, which must not
      // share chunks with the app's (the dev server's client goes into every entry).
      splitChunks: { chunks: (chunk) => chunk.name !== 'theme' },
      runtimeChunk: 'single',
    },
    performance: { hints: false },
    devServer: {
      port: 3000,
      historyApiFallback: true,
      hot: true,
      proxy: [{ context: ['/api'], target: 'http://localhost:8080', changeOrigin: false }],
    },
  };
};

import path from 'node:path';
import zlib from 'node:zlib';
import type { Configuration, Module } from 'webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import TerserPlugin from 'terser-webpack-plugin';
import CompressionPlugin from 'compression-webpack-plugin';
import { smallestGzip } from './webpack.gzip';
import { bootstrapCssRule, firstCutQuery } from './webpack.bootstrapCss';
import { BlockingScript } from './webpack.blockingScript';

const root = __dirname;

/**
 * Where a stylesheet that comes with a chunk goes (run in the browser, as written here). Bootstrap's
 * whole cut goes before the app's own stylesheet (main.css), as Bootstrap did when it was one file,
 * so app.css and the dark scheme still override it; every other one goes last, as by default.
 */
function insertStylesheet(linkTag: HTMLLinkElement): void {
  const main = /\/bootstrap-whole\.[^/]*css$/.test(linkTag.href) && document.querySelector('link[href*="/main."]');
  if (main) main.parentNode!.insertBefore(linkTag, main);
  else document.head.appendChild(linkTag);
}
/** Which of Bootstrap's cuts a module is (its CSS or the extract's stub), if one. */
function bootstrapCut(module: Module): 'first' | 'whole' | undefined {
  const id = module.identifier();
  if (!/bootstrap[\\/]dist[\\/]css[\\/]bootstrap\.min\.css/.test(id)) return undefined;
  return firstCutQuery.test(id) ? 'first' : 'whole';
}

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
        insert: insertStylesheet,
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
      splitChunks: {
        chunks: (chunk) => chunk.name !== 'theme',
        // Bootstrap's two cuts (webpack.bootstrapCss.ts) in files of their own: the first before the
        // app's stylesheet in index.html, the whole one named so that insertStylesheet finds it.
        cacheGroups: {
          bootstrapFirst: {
            test: (module: Module) => bootstrapCut(module) === 'first',
            chunks: 'initial',
            name: 'bootstrap-first',
            enforce: true,
            priority: 20,
          },
          bootstrap: {
            test: (module: Module) => bootstrapCut(module) === 'whole',
            chunks: 'async',
            name: 'bootstrap-whole',
            enforce: true,
            priority: 20,
          },
        },
      },
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

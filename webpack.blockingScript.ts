import HtmlWebpackPlugin from 'html-webpack-plugin';
import type { Compiler } from 'webpack';

/**
 * Loads one entry's script blocking, without `defer`: the page waits for it before it paints. Only
 * for a tiny script that must run before anything shows (the colour scheme).
 */
export class BlockingScript {
  constructor(private readonly entry: string) {}

  apply(compiler: Compiler): void {
    compiler.hooks.compilation.tap('BlockingScript', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTags.tap('BlockingScript', (data) => {
        const files = new Set(compilation.entrypoints.get(this.entry)?.getFiles() ?? []);
        for (const tag of data.assetTags.scripts) {
          const src = String(tag.attributes.src ?? '');
          if ([...files].some((file) => src.endsWith(file))) tag.attributes.defer = false;
        }
        return data;
      });
    });
  }
}

import zlib from 'node:zlib';
import { gzipAsync } from '@gfx/zopfli';

/**
 * The pre-compressed `.gz` copies by Zopfli, or zlib's best level should that be smaller: both write
 * plain gzip that any client inflates. Zopfli searches harder: /login's scripts and stylesheets are
 * 3–6 % smaller (what a browser without brotli downloads on every first load). It costs about ten
 * seconds once per build and nothing per request.
 */
export function smallestGzip(
  input: Buffer,
  _options: unknown,
  callback: (error: Error | null | undefined, result: Buffer) => void,
): void {
  const zlibResult = zlib.gzipSync(input, { level: zlib.constants.Z_BEST_COMPRESSION });
  gzipAsync(input, { numiterations: 15 }).then(
    (zopfli) => callback(null, zopfli.length < zlibResult.length ? Buffer.from(zopfli) : zlibResult),
    (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), Buffer.alloc(0)),
  );
}

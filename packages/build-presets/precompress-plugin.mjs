// Writes brotli (.br) and gzip (.gz) copies of the content-hashed text assets at build time, at
// the highest levels, which are too slow to run per request; the servers' @fastify/static
// (preCompressed) sends them to browsers that accept them. Files that are not content-hashed
// (config.json, remotes.json, remoteEntry.js, index.html) get none: a deployment may replace them,
// and a stale compressed copy beside a new file would be served instead.
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { rspack } from '@rspack/core';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Hashed JS (with the pdf.js worker's .mjs), CSS and SVG under static/ (the preset's output names). */
export const PRECOMPRESSED_ASSET = /^static\/.+\.[0-9a-f]{8,}\.(m?js|css|svg)$/;
/** Below this, compression saves less than its own overhead. */
const MIN_BYTES = 1024;

export class PrecompressPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('PrecompressPlugin', (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        {
          name: 'PrecompressPlugin',
          stage: rspack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER,
        },
        async (assets) => {
          const names = Object.keys(assets).filter((name) => PRECOMPRESSED_ASSET.test(name));
          await Promise.all(
            names.map(async (name) => {
              const source = compilation.getAsset(name)?.source.buffer();
              if (!source || source.length < MIN_BYTES) return;
              const [br, gz] = await Promise.all([
                brotli(source, {
                  params: {
                    [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                    [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
                  },
                }),
                gzipAsync(source, { level: constants.Z_BEST_COMPRESSION }),
              ]);
              const info = { compressed: true, immutable: true };
              compilation.emitAsset(`${name}.br`, new rspack.sources.RawSource(br), info);
              compilation.emitAsset(`${name}.gz`, new rspack.sources.RawSource(gz), info);
            }),
          );
        },
      );
    });
  }
}

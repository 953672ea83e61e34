import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';

const TEXT = /\.(js|css|html|svg|json|txt|map)$/;
const MIN_BYTES = 1024;

const filesUnder = (dir: string): string[] =>
  fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? filesUnder(path.join(dir, e.name)) : [path.join(dir, e.name)]));

/**
 * Writes a Brotli and a gzip copy beside every text file of the build (the prerendered pages
 * included), which the server sends to browsers that accept them (@fastify/static `preCompressed`):
 * a third of the bytes on a phone's connection, with no compression work per request.
 */
export const precompress = (): Plugin => {
  let config: ResolvedConfig;
  return {
    name: 'mawrid-precompress',
    apply: (_, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved: (resolved) => {
      config = resolved;
    },
    // After every plugin's writeBundle, so the prerendered pages are there to compress.
    closeBundle: {
      order: 'post',
      sequential: true,
      handler: () => {
        const outDir = path.resolve(config.root, config.build.outDir);
        for (const file of filesUnder(outDir)) {
          if (!TEXT.test(file)) continue;
          const bytes = fs.readFileSync(file);
          if (bytes.length < MIN_BYTES) continue;
          fs.writeFileSync(`${file}.gz`, zlib.gzipSync(bytes, { level: 9 }));
          fs.writeFileSync(
            `${file}.br`,
            zlib.brotliCompressSync(bytes, {
              params: {
                [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
                [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
              },
            }),
          );
        }
      },
    },
  };
};

import type { Plugin } from 'vite';

type Chunk = { type: 'chunk'; fileName: string; facadeModuleId: string | null; code: string };
type Output = { type: 'asset' } | Chunk;

/**
 * Writes the address of the chunk made from `moduleId` wherever the code holds `marker` (a string
 * literal): code that must ask for that chunk under a new address after a failed fetch
 * (src/overrides/deferred-overlays.tsx). The chunk that holds the marker also imports the chunk by
 * name, so its own hashed name already changes with that address.
 */
export const chunkAddress = (moduleId: string, marker: string): Plugin => {
  let base = '/';
  return {
    name: 'mawrid-chunk-address',
    apply: (_, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved: (config) => void (base = config.base),
    generateBundle(_, bundle) {
      const chunks = Object.values(bundle as unknown as Record<string, Output>).filter(
        (o): o is Chunk => o.type === 'chunk',
      );
      const target = chunks.find((c) => c.facadeModuleId === moduleId);
      const holders = chunks.filter((c) => c.code.includes(marker));
      // A renamed module or marker would leave the retry asking for nothing: the build stops instead.
      if (!target || !holders.length)
        this.error(`chunk-address: no chunk for ${moduleId}, or none holds ${marker}`);
      for (const chunk of holders) chunk.code = chunk.code.replaceAll(marker, `${base}${target.fileName}`);
    },
  };
};

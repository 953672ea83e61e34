import type { Plugin } from 'vite';

const HINT = '//# allFunctionsCalledOnLoad\n';

type Chunk = { type: 'chunk'; name: string; isEntry: boolean; imports: string[]; code: string };
type Output = { type: 'asset' } | Chunk;

/** The chunks named, and every chunk they import statically, by file name. */
const withImports = (bundle: Record<string, Output>, roots: string[]) => {
  const seen = new Set<string>();
  const visit = (file: string) => {
    const chunk = bundle[file];
    if (seen.has(file) || chunk?.type !== 'chunk') return;
    seen.add(file);
    chunk.imports.forEach(visit);
  };
  roots.forEach(visit);
  return seen;
};

/**
 * V8's explicit compile hint (Chrome 136 and later) on the code a signed-in vendor's first list
 * runs: the entry and the dashboard's chunks (`groups`), with what they import. Nearly every
 * function in them runs while that list draws, and V8 compiles a hinted file's functions as it
 * streams in, on a background thread, instead of each on the main thread the first time it is
 * called. The comment must open the file, so it goes in after Vite has added its own first line.
 */
export const compileHints = (groups: string[]): Plugin => ({
  name: 'mawrid-compile-hints',
  apply: (_, env) => env.command === 'build' && !env.isSsrBuild,
  generateBundle: {
    order: 'post',
    handler(_, bundle) {
      const output = bundle as unknown as Record<string, Output>;
      const roots = Object.entries(output)
        .filter(([, o]) => o.type === 'chunk' && (o.isEntry || groups.includes(o.name)))
        .map(([file]) => file);
      for (const file of withImports(output, roots)) {
        const chunk = output[file] as Chunk & { map?: { mappings: string } | null };
        chunk.code = HINT + chunk.code;
        // One more line at the top: every mapping moves down one.
        if (chunk.map) chunk.map.mappings = `;${chunk.map.mappings}`;
      }
    },
  },
});

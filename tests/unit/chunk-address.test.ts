import { describe, expect, it } from 'vitest';
import { chunkAddress } from '../../tools/chunk-address';

const MARKER = 'mawrid:address/overlays';

const chunk = (fileName: string, facadeModuleId: string | null, code: string) => ({
  type: 'chunk' as const,
  fileName,
  facadeModuleId,
  code,
});

/** Runs the plugin's bundle hook as Vite would, with `base` resolved, and returns the bundle. */
const run = (bundle: Record<string, ReturnType<typeof chunk>>, base = '/') => {
  const plugin = chunkAddress('\0mawrid:mui/overlays', MARKER);
  (plugin.configResolved as (config: { base: string }) => void)({ base });
  const context = {
    error: (message: string) => {
      throw new Error(message);
    },
  };
  (plugin.generateBundle as (this: unknown, options: unknown, bundle: unknown) => void).call(
    context,
    {},
    bundle,
  );
  return bundle;
};

describe('chunk address', () => {
  it('writes the chunk’s address where the code names it, and changes nothing else', () => {
    const bundle = run(
      {
        'assets/overlays-a.js': chunk('assets/overlays-a.js', '\0mawrid:mui/overlays', 'export{}'),
        'assets/dashboard-b.js': chunk(
          'assets/dashboard-b.js',
          null,
          `const a=\`${MARKER}\`;import(\`./overlays-a.js\`);import(\`\${a}?try=2\`)`,
        ),
        'assets/App-c.js': chunk('assets/App-c.js', null, 'export const x=1'),
      },
      '/app/',
    );
    expect(bundle['assets/dashboard-b.js'].code).toBe(
      'const a=`/app/assets/overlays-a.js`;import(`./overlays-a.js`);import(`${a}?try=2`)',
    );
    expect(bundle['assets/App-c.js'].code).toBe('export const x=1');
  });

  it('stops the build when the chunk or the marker is missing', () => {
    expect(() =>
      run({ 'assets/dashboard-b.js': chunk('assets/dashboard-b.js', null, `const a="${MARKER}"`) }),
    ).toThrow(/no chunk for/);
    expect(() =>
      run({ 'assets/overlays-a.js': chunk('assets/overlays-a.js', '\0mawrid:mui/overlays', 'export{}') }),
    ).toThrow(/none holds/);
  });
});

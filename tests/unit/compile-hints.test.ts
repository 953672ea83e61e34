import { describe, expect, it } from 'vitest';
import { compileHints } from '../../tools/compile-hints';

const HINT = '//# allFunctionsCalledOnLoad\n';

const chunk = (name: string, imports: string[] = [], isEntry = false) => ({
  type: 'chunk' as const,
  name,
  isEntry,
  imports,
  code: `const __vite__mapDeps=()=>[];\nexport const ${name.replace(/\W/g, '_')} = 1;`,
  map: { mappings: 'AAAA;AACA' },
});

/** A build as Rolldown hands it over: an entry, the dashboard's chunk, what they share, and more. */
const bundle = () => ({
  'index-a.js': chunk('index', ['react-b.js'], true),
  'react-b.js': chunk('react'),
  'dashboard-c.js': chunk('dashboard', ['shared-d.js', 'react-b.js']),
  'shared-d.js': chunk('shared', ['deep-e.js']),
  'deep-e.js': chunk('deep'),
  'PublicSite-f.js': chunk('PublicSite', ['react-b.js']),
  'BulkUpload-g.js': chunk('BulkUpload', ['shared-d.js']),
  'index-h.css': { type: 'asset' as const, name: 'index.css', source: 'body{}' },
});

const run = (groups: string[]) => {
  const output = bundle();
  const plugin = compileHints(groups);
  const hook = plugin.generateBundle as { handler: (options: unknown, bundle: unknown) => void };
  hook.handler({}, output);
  return output;
};

describe('compile hints', () => {
  it('open the entry, the groups named and every chunk they import, and no other file', () => {
    const output = run(['dashboard']);
    const hinted = Object.entries(output)
      .filter(([, o]) => o.type === 'chunk' && o.code.startsWith(HINT))
      .map(([file]) => file)
      .sort();
    expect(hinted).toEqual(['dashboard-c.js', 'deep-e.js', 'index-a.js', 'react-b.js', 'shared-d.js']);
    expect(output['PublicSite-f.js'].code).not.toContain('allFunctionsCalledOnLoad');
    expect(output['BulkUpload-g.js'].code).not.toContain('allFunctionsCalledOnLoad');
    expect(output['index-h.css'].source).toBe('body{}');
  });

  it('come before the first line Vite writes, once, and move the source map down a line', () => {
    const output = run(['dashboard']);
    const { code, map } = output['react-b.js'];
    expect(code).toBe(`${HINT}const __vite__mapDeps=()=>[];\nexport const react = 1;`);
    expect(code.split('allFunctionsCalledOnLoad')).toHaveLength(2);
    expect(map.mappings).toBe(';AAAA;AACA');
  });

  it('without groups, the entry and its imports only', () => {
    const output = run([]);
    expect(output['index-a.js'].code.startsWith(HINT)).toBe(true);
    expect(output['react-b.js'].code.startsWith(HINT)).toBe(true);
    expect(output['dashboard-c.js'].code.startsWith(HINT)).toBe(false);
  });
});

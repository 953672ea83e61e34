import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { moduleUses, type ModuleFacts } from '../../tools/module-uses';

// A small project on disk (the packages' manifests are read from it) and its module graph, as
// the bundler would describe it.
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'module-uses-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

const lib = path.join(root, 'node_modules/lib');
const cjs = path.join(root, 'node_modules/cjs');
fs.mkdirSync(lib, { recursive: true });
fs.mkdirSync(cjs, { recursive: true });
fs.writeFileSync(
  path.join(lib, 'package.json'),
  JSON.stringify({ exports: { '.': { import: './index.js' } } }),
);
fs.writeFileSync(path.join(cjs, 'package.json'), JSON.stringify({ main: 'main.js' }));

const at = (file: string) => path.join(root, file);
const graph: Record<string, { code: string; imports?: string[]; lazy?: string[] }> = {
  [at('src/app.tsx')]: {
    code: `import { List, type Props, SomeType } from 'lib';\nimport value from 'cjs';\nexport const App = () => [List, value, import('./lazy')];`,
    imports: [at('node_modules/lib/index.js'), at('node_modules/cjs/main.js')],
    lazy: [at('src/lazy.tsx')],
  },
  [at('src/lazy.tsx')]: {
    code: `import { Form } from 'lib';\nexport default Form;`,
    imports: [at('node_modules/lib/index.js')],
  },
  [at('node_modules/lib/index.js')]: {
    code: `export * from './list.js';\nexport * from './form.js';\nexport { default as Button } from './button.js';`,
    imports: [
      at('node_modules/lib/list.js'),
      at('node_modules/lib/form.js'),
      at('node_modules/lib/button.js'),
    ],
  },
  [at('node_modules/lib/list.js')]: {
    code: `import { helper } from './util.js';\nexport const List = helper;`,
    imports: [at('node_modules/lib/util.js')],
  },
  [at('node_modules/lib/util.js')]: { code: `export const helper = 1;` },
  [at('node_modules/lib/form.js')]: { code: `export const Form = 2;` },
  [at('node_modules/lib/button.js')]: { code: `export default 3;` },
  [at('node_modules/cjs/main.js')]: {
    code: `module.exports = require('./dep.js');`,
    imports: [at('node_modules/cjs/dep.js')],
  },
  [at('node_modules/cjs/dep.js')]: { code: `module.exports = 4;` },
};
const getInfo = (id: string): ModuleFacts => {
  const m = graph[id];
  return m ? { code: m.code, importedIds: m.imports ?? [], dynamicallyImportedIds: m.lazy ?? [] } : null;
};
const short = (ids: Set<string>) => [...ids].map((id) => path.relative(root, id)).sort();

describe('the modules a page uses, as tree-shaking sees them', () => {
  it('goes through a barrel only to the modules that define the names taken', () => {
    expect(short(moduleUses(getInfo)([at('src/app.tsx')]))).toEqual([
      'node_modules/cjs/dep.js',
      'node_modules/cjs/main.js',
      'node_modules/lib/index.js',
      'node_modules/lib/list.js',
      'node_modules/lib/util.js',
      'src/app.tsx',
    ]);
  });

  it('follows dynamic imports only where asked, and never into a stop', () => {
    const uses = moduleUses(getInfo);
    expect(short(uses([at('src/app.tsx')], { follow: () => true }))).toContain('node_modules/lib/form.js');
    expect(short(uses([at('src/app.tsx')], { follow: () => true }))).not.toContain(
      'node_modules/lib/button.js',
    );
    expect(
      short(uses([at('src/app.tsx')], { follow: () => true, stop: new Set([at('src/lazy.tsx')]) })),
    ).not.toContain('node_modules/lib/form.js');
  });

  it('counts a module whole when it cannot read it, as the graph says', () => {
    const unreadable = (id: string): ModuleFacts => {
      const info = getInfo(id);
      return info && id.endsWith('index.js') ? { ...info, code: null } : info;
    };
    expect(short(moduleUses(unreadable)([at('src/app.tsx')]))).toContain('node_modules/lib/button.js');
  });
});

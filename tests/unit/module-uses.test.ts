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
const effects = path.join(root, 'node_modules/effects');
for (const dir of [lib, cjs, effects]) fs.mkdirSync(dir, { recursive: true });
fs.writeFileSync(path.join(effects, 'package.json'), JSON.stringify({ exports: './index.js' }));
fs.writeFileSync(
  path.join(lib, 'package.json'),
  JSON.stringify({ exports: { '.': { import: './index.js' } }, sideEffects: false }),
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
  // What only development runs; what a module imports and passes on; what runs when imported.
  [at('src/error.tsx')]: {
    code: [
      `import { List, Form } from 'lib';`,
      `import { polyfill } from 'effects';`,
      `export const Error = () => [List, process.env.NODE_ENV !== 'production' && <Form />];`,
    ].join('\n'),
    imports: [at('node_modules/lib/index.js'), at('node_modules/effects/index.js')],
  },
  [at('src/barrel.ts')]: {
    code: `import Button from './button';\nimport { Page } from './page';\nexport { Button, Page };`,
    imports: [at('src/button.ts'), at('src/page.ts')],
  },
  [at('src/button.ts')]: { code: `export default 5;` },
  [at('src/page.ts')]: { code: `export const Page = 6;` },
  [at('src/uses-button.ts')]: {
    code: `import { Button } from './barrel';\nexport const x = Button;`,
    imports: [at('src/barrel.ts')],
  },
  [at('node_modules/effects/index.js')]: {
    code: `import './patch.js';\nexport const polyfill = 7;`,
    imports: [at('node_modules/effects/patch.js')],
  },
  [at('node_modules/effects/patch.js')]: { code: `globalThis.patched = true;` },
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

  it('leaves out what only code the build drops names, but not a module that runs when imported', () => {
    const production = moduleUses(getInfo, { 'process.env.NODE_ENV': 'production' });
    expect(short(production([at('src/error.tsx')]))).toEqual([
      'node_modules/effects/index.js',
      'node_modules/effects/patch.js',
      'node_modules/lib/index.js',
      'node_modules/lib/list.js',
      'node_modules/lib/util.js',
      'src/error.tsx',
    ]);
    const development = moduleUses(getInfo, { 'process.env.NODE_ENV': 'development' });
    expect(short(development([at('src/error.tsx')]))).toContain('node_modules/lib/form.js');
  });

  it('counts an import that a module only passes on by the names taken, when its package is pure', () => {
    const used = short(moduleUses(getInfo)([at('src/uses-button.ts')]));
    // Our own modules may have side effects: importing one runs it, as the bundler keeps it.
    expect(used).toEqual(['src/barrel.ts', 'src/button.ts', 'src/page.ts', 'src/uses-button.ts']);
    expect(short(moduleUses(getInfo)([at('src/error.tsx')]))).not.toContain('node_modules/lib/button.js');
  });

  it('counts a module whole when it cannot read it, as the graph says', () => {
    const unreadable = (id: string): ModuleFacts => {
      const info = getInfo(id);
      return info && id.endsWith('index.js') ? { ...info, code: null } : info;
    };
    expect(short(moduleUses(unreadable)([at('src/app.tsx')]))).toContain('node_modules/lib/button.js');
  });
});

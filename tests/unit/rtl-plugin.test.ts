import { readFile } from 'node:fs/promises';
import fc from 'fast-check';
import { compile, middleware, prefixer, serialize, stringify, type Middleware } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';
import { describe, expect, it } from 'vitest';
import { rtlWhereNeeded } from '../../src/theme/rtl-plugin';

/** CSS through stylis as our right-to-left emotion cache runs it. */
const styled = (css: string, rtl: Middleware) =>
  serialize(compile(css), middleware([prefixer, rtl, stringify]));

const PROPERTIES = [
  'margin',
  'padding',
  'border-width',
  'border-style',
  'border-color',
  'border-top-color',
  'background',
  'background-position',
  'background-position-x',
  'background-color',
  'color',
  'border-radius',
  'border-top-left-radius',
  'box-shadow',
  'text-shadow',
  'transform',
  'cursor',
  'float',
  'clear',
  'text-align',
  'direction',
  'left',
  'right',
  'margin-left',
  'padding-inline-start',
  'inset',
  'width',
  'font-size',
  'transition',
  'user-select',
  'display',
];

const TOKENS = [
  '0',
  '0px',
  '-0px',
  '0.0em',
  'inset',
  '4px',
  '-8px',
  '1.5rem',
  '50%',
  '0.2em',
  'auto',
  'inherit',
  'left',
  'right',
  'center',
  'top',
  'e-resize',
  'nw-resize',
  'ltr',
  'rtl',
  'solid',
  'dashed',
  '#fff',
  'red',
  'rgba(0, 0, 0, 0.2)',
  'rgba(0,0,0,0.14),0px',
  'translateX(10px)',
  'translate(5px, 3px)',
  'rotate(45deg)',
  'url(arrow-left.png)',
  'calc(100% - 8px)',
  'calc((100% - 8px) / 2)',
  'calc(((1px)))',
  'flex',
  'none',
  'none;',
  '!important',
];

const SELECTORS = ['.mui-rtl-1x', '.css-1x', '.MuiButton-root', '.MuiDrawer-left', '.a > .b', '.x:hover'];

const rule = fc
  .tuple(
    fc.constantFrom(...SELECTORS),
    fc.array(
      fc.tuple(
        fc.constantFrom(...PROPERTIES),
        fc.array(fc.constantFrom(...TOKENS), { minLength: 1, maxLength: 5 }),
      ),
      { minLength: 1, maxLength: 4 },
    ),
    fc.boolean(),
  )
  .map(
    ([selector, declarations, media]) =>
      `${media ? '@media (min-width: 600px){' : ''}${selector}{${declarations
        .map(([p, values]) => `${p}: ${values.join(' ')};`)
        .join('')}}${media ? '}' : ''}`,
  );

const declarations = fc
  .array(
    fc.tuple(
      fc.constantFrom(...PROPERTIES),
      fc.array(fc.constantFrom(...TOKENS), { minLength: 1, maxLength: 5 }),
    ),
    { minLength: 1, maxLength: 3 },
  )
  .map((list) => list.map(([p, values]) => `${p}: ${values.join(' ')};`).join(''));

const keyframes = fc
  .tuple(
    fc.constantFrom('mui-auto-fill', 'slide-left', 'pulsate', 'enter'),
    fc.array(fc.tuple(fc.constantFrom('from', 'to', '0%', '50%', '100%'), declarations), {
      minLength: 1,
      maxLength: 3,
    }),
  )
  .map(([name, steps]) => `@keyframes ${name}{${steps.map(([at, body]) => `${at}{${body}}`).join('')}}`);

describe('the right-to-left styles', () => {
  it('come out as stylis-plugin-rtl makes them, for any rule', () => {
    fc.assert(
      fc.property(rule, (css) => {
        expect(styled(css, rtlWhereNeeded)).toBe(styled(css, rtlPlugin));
      }),
      { numRuns: 3000 },
    );
  });

  it('come out as stylis-plugin-rtl makes them, for any @keyframes', () => {
    fc.assert(
      fc.property(keyframes, (css) => {
        expect(styled(css, rtlWhereNeeded)).toBe(styled(css, rtlPlugin));
      }),
      { numRuns: 2000 },
    );
  });

  it('flip what has a side, and leave alone what has none', () => {
    expect(styled('.a{margin-left:8px;padding:1px 2px 3px 4px;}', rtlWhereNeeded)).toBe(
      '.a{margin-right:8px;padding:1px 4px 3px 2px;}',
    );
    expect(styled('.a{border-radius:4px 0 0 4px;float:left;}', rtlWhereNeeded)).toBe(
      '.a{border-radius:0 4px 4px 0;float:right;}',
    );
    expect(styled('.a{color:red;padding:8px 16px;margin:0 auto;}', rtlWhereNeeded)).toBe(
      '.a{color:red;padding:8px 16px;margin:0 auto;}',
    );
    expect(styled('@keyframes s{from{left:0;}to{left:8px;}}', rtlWhereNeeded)).toContain('right:8px');
    expect(styled('@keyframes s{from{left:0;}to{left:8px;}}', rtlWhereNeeded)).toBe(
      styled('@keyframes s{from{left:0;}to{left:8px;}}', rtlPlugin),
    );
    expect(styled('.a{/* @noflip */margin-left:8px;}', rtlWhereNeeded)).toBe(
      styled('.a{/* @noflip */margin-left:8px;}', rtlPlugin),
    );
  });
});

describe('stylis', () => {
  // Emotion pins stylis 4.2.0. Our plugins on another version put a second copy of stylis in the
  // dashboard's first list and the sign-in page (about 2.5 KB gzipped), and stylis-plugin-rtl parsed
  // the rules emotion had compiled again with that other version.
  it('is installed once, in the version emotion pins', async () => {
    const lock = JSON.parse(await readFile('package-lock.json', 'utf8')) as {
      packages: Record<string, { version?: string; dependencies?: Record<string, string> }>;
    };
    const copies = Object.entries(lock.packages).filter(([where]) =>
      /(^|\/)node_modules\/stylis$/.test(where),
    );
    expect(copies.map(([where]) => where)).toEqual(['node_modules/stylis']);
    expect(copies[0][1].version).toBe(lock.packages['node_modules/@emotion/cache'].dependencies?.stylis);
  });
});

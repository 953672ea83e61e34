import fs from 'node:fs';
import path from 'node:path';
import { parseAst } from 'rolldown/parseAst';

/** What the bundler knows of a module, as `getModuleInfo` gives it. */
export type ModuleFacts = {
  code: string | null;
  importedIds: readonly string[];
  dynamicallyImportedIds: readonly string[];
  /** The modules that fetch it by `import()`. */
  dynamicImporters?: readonly string[];
} | null;

type Shape = {
  /** Imports by source that the module's own live code uses: the names, or '*' for all of it. */
  imports: { source: string; names: string[] | '*' }[];
  /** Every source the module imports statically, used or not: they name its graph edges. */
  sources: string[];
  /** `export { a as b } from './x'`, or `import { a } from './x'; export { a as b }`: b → (x, a). */
  reexports: Map<string, { source: string; name: string }>;
  /** `export * from './x'`. */
  stars: string[];
  /** Names the module exports from its own code. */
  own: Set<string>;
  /** `import('./x')` with a literal source, in live code. */
  lazy: string[];
};

/** Expressions the build replaces with a value (`process.env.NODE_ENV`), by their dotted text. */
export type Defines = Record<string, string | boolean>;

type Node = { type: string; [key: string]: unknown };
const nameOf = (n: unknown) => {
  const node = n as { name?: string; value?: string };
  return node.name ?? node.value ?? '';
};

const dotted = (n: Node): string | null => {
  if (n.type === 'Identifier') return nameOf(n);
  if (n.type === 'MetaProperty') return 'import.meta';
  if (n.type !== 'MemberExpression' || n.computed) return null;
  const object = dotted(n.object as Node);
  return object === null ? null : `${object}.${nameOf(n.property)}`;
};

/** The value of an expression the minifier folds (literals, defines, comparisons), else null. */
const constant = (n: Node, defines: Defines): { value: unknown } | null => {
  switch (n.type) {
    case 'Literal':
      return { value: n.value };
    case 'Identifier':
    case 'MemberExpression': {
      const key = dotted(n);
      return key !== null && Object.hasOwn(defines, key) ? { value: defines[key] } : null;
    }
    case 'UnaryExpression': {
      const c = n.operator === '!' ? constant(n.argument as Node, defines) : null;
      return c && { value: !c.value };
    }
    case 'BinaryExpression': {
      const l = constant(n.left as Node, defines);
      const r = constant(n.right as Node, defines);
      if (!l || !r) return null;
      if (n.operator === '===' || n.operator === '==') return { value: l.value === r.value };
      if (n.operator === '!==' || n.operator === '!=') return { value: l.value !== r.value };
      return null;
    }
    default:
      return null;
  }
};

/**
 * The names the code under `roots` refers to, and its `import()`s, leaving out branches the build
 * drops (`process.env.NODE_ENV !== 'production' && …`): what they name is never bundled. Property
 * names count too; that only ever keeps a module in, which costs bytes, never correctness.
 */
const liveReferences = (roots: unknown[], defines: Defines) => {
  const names = new Set<string>();
  const lazy: string[] = [];
  const stack = [...roots];
  while (stack.length) {
    const node = stack.pop();
    if (!node || typeof node !== 'object') continue;
    if (Array.isArray(node)) {
      stack.push(...node);
      continue;
    }
    const n = node as Node;
    if (n.type === 'Identifier' || n.type === 'JSXIdentifier') {
      names.add(nameOf(n));
      continue;
    }
    if (n.type === 'ImportExpression') {
      const source = n.source as Node;
      if (source.type === 'Literal' && typeof source.value === 'string') lazy.push(source.value);
    }
    if (n.type === 'LogicalExpression') {
      const left = constant(n.left as Node, defines);
      if (left) {
        const rightRuns =
          n.operator === '&&' ? Boolean(left.value) : n.operator === '||' ? !left.value : left.value == null;
        if (rightRuns) stack.push(n.right);
        continue;
      }
    }
    if (n.type === 'ConditionalExpression' || n.type === 'IfStatement') {
      const test = constant(n.test as Node, defines);
      if (test) {
        stack.push(test.value ? n.consequent : n.alternate);
        continue;
      }
    }
    for (const key in n) if (key !== 'type') stack.push(n[key]);
  }
  return { names, lazy };
};

const shapeOf = (code: string, id: string, defines: Defines): Shape | null => {
  let body: Node[];
  try {
    body = parseAst(code, { lang: /\.tsx$/.test(id) ? 'tsx' : /\.ts$/.test(id) ? 'ts' : 'jsx' }, id)
      .body as unknown as Node[];
  } catch {
    return null;
  }
  const shape: Shape = {
    imports: [],
    sources: [],
    reexports: new Map(),
    stars: [],
    own: new Set(),
    lazy: [],
  };
  /** Imported bindings by local name: their source and the name (or '*') they take. */
  const bindings = new Map<string, { source: string; name: string }>();
  /** `export { local as exported }` with no source. */
  const localExports: [local: string, exported: string][] = [];
  const ownCode: unknown[] = [];
  for (const n of body) {
    const source = (n.source as { value?: string } | null)?.value;
    if (n.type === 'ImportDeclaration') {
      if ((n as { importKind?: string }).importKind === 'type') continue;
      shape.sources.push(source!);
      const specifiers = n.specifiers as Node[];
      // Imported for its effects: all of it runs.
      if (specifiers.length === 0) shape.imports.push({ source: source!, names: '*' });
      for (const s of specifiers) {
        if ((s as { importKind?: string }).importKind === 'type') continue;
        const name =
          s.type === 'ImportNamespaceSpecifier'
            ? '*'
            : s.type === 'ImportDefaultSpecifier'
              ? 'default'
              : nameOf(s.imported);
        bindings.set(nameOf(s.local), { source: source!, name });
      }
    } else if (n.type === 'ExportAllDeclaration') {
      shape.sources.push(source!);
      if (n.exported) shape.reexports.set(nameOf(n.exported), { source: source!, name: '*' });
      else shape.stars.push(source!);
    } else if (n.type === 'ExportNamedDeclaration' && source) {
      if ((n as { exportKind?: string }).exportKind === 'type') continue;
      shape.sources.push(source);
      for (const s of n.specifiers as Node[])
        shape.reexports.set(nameOf(s.exported), { source, name: nameOf(s.local) });
    } else if (n.type === 'ExportNamedDeclaration') {
      if ((n as { exportKind?: string }).exportKind === 'type') continue;
      for (const s of (n.specifiers as Node[]) ?? [])
        localExports.push([nameOf(s.local), nameOf(s.exported)]);
      const declaration = n.declaration as Node | null;
      if (declaration?.id) shape.own.add(nameOf(declaration.id));
      for (const d of (declaration?.declarations as Node[]) ?? [])
        if ((d.id as Node).type === 'Identifier') shape.own.add(nameOf(d.id));
      ownCode.push(declaration);
    } else {
      if (n.type === 'ExportDefaultDeclaration') shape.own.add('default');
      ownCode.push(n);
    }
  }
  const live = liveReferences(ownCode, defines);
  shape.lazy = live.lazy;
  const used = new Map<string, Set<string>>();
  for (const [local, { source, name }] of bindings) {
    if (!live.names.has(local)) continue;
    const names = used.get(source) ?? new Set();
    used.set(source, names.add(name));
  }
  for (const [local, exported] of localExports) {
    const binding = bindings.get(local);
    // An import passed on as it is counts by the names taken, as `export … from` does.
    if (binding && binding.name !== '*') shape.reexports.set(exported, binding);
    else {
      shape.own.add(exported);
      if (binding) used.set(binding.source, (used.get(binding.source) ?? new Set()).add('*'));
    }
  }
  for (const [source, names] of used)
    shape.imports.push({ source, names: names.has('*') ? '*' : [...names] });
  return shape;
};

const manifests = new Map<string, Record<string, unknown> | null>();
const manifest = (dir: string) => {
  if (!manifests.has(dir)) {
    try {
      manifests.set(dir, JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')));
    } catch {
      manifests.set(dir, null);
    }
  }
  return manifests.get(dir);
};

const strings = (value: unknown): string[] =>
  typeof value === 'string'
    ? [value]
    : value && typeof value === 'object'
      ? Object.values(value).flatMap(strings)
      : [];

/** Every file a package's manifest maps `pkg/sub` to (exports, module, main). */
const entryFiles = (dir: string, sub: string) => {
  const m = manifest(dir);
  if (!m) return new Set<string>();
  const exportsMap = m.exports as Record<string, unknown> | string | undefined;
  const key = sub ? `./${sub}` : '.';
  const named =
    typeof exportsMap === 'object' && exportsMap && Object.keys(exportsMap).some((k) => k.startsWith('.'))
      ? exportsMap[key]
      : sub
        ? undefined
        : exportsMap;
  const files = [...strings(named), ...(sub ? [] : strings([m.module, m.main, m.browser]))];
  return new Set(files.map((f) => path.resolve(dir, f)));
};

/** Whether the package a module belongs to says none of its modules has side effects. */
const declaredPure = (id: string) => {
  const file = id.replace(/^\0/, '').replace(/\?.*$/, '');
  const at = file.lastIndexOf('/node_modules/');
  if (at < 0) return false;
  const [scope, name] = file.slice(at + '/node_modules/'.length).split('/');
  const dir = file.slice(0, at) + `/node_modules/${scope.startsWith('@') ? `${scope}/${name}` : scope}`;
  return manifest(dir)?.sideEffects === false;
};

/**
 * The modules a set of modules uses, named export by named export, as the bundler's tree-shaking
 * sees them: through a barrel (`export * from …`, `export { x } from …`) only to the modules that
 * define the names taken. The graph's own edges go to every module a barrel re-exports, which
 * would make one `import { List } from 'react-admin'` reach all of react-admin. An import that only
 * code the build drops refers to (`defines` says which) takes nothing, as the bundler sees it too:
 * react-admin's error page would otherwise bring MUI's accordion into every list.
 */
export const moduleUses = (getInfo: (id: string) => ModuleFacts, defines: Defines = {}) => {
  const shapes = new Map<string, Shape | null>();
  const shape = (id: string) => {
    if (!shapes.has(id)) {
      const code = getInfo(id)?.code;
      shapes.set(id, code == null ? null : shapeOf(code, id, defines));
    }
    return shapes.get(id)!;
  };

  /** The module `source` names, among those `importer` imports; null when it cannot tell. */
  const resolvePath = (importer: string, source: string, dynamic = false): string | null => {
    const info = getInfo(importer);
    if (!info) return null;
    const ids = dynamic ? info.dynamicallyImportedIds : info.importedIds;
    const plain = (id: string) => id.replace(/^\0/, '').replace(/\?.*$/, '');
    let candidates: readonly string[];
    if (source.startsWith('.') || source.startsWith('/')) {
      const base = source.startsWith('/')
        ? path.join(process.cwd(), source)
        : path.resolve(path.dirname(plain(importer)), source);
      candidates = ids.filter((id) => {
        const p = plain(id);
        return p === base || p.startsWith(`${base}.`) || p.startsWith(`${base}/index.`);
      });
    } else {
      const [scope, name, ...rest] = source.split('/');
      const pkg = scope.startsWith('@') ? `${scope}/${name}` : scope;
      const sub = (scope.startsWith('@') ? rest : [name, ...rest]).filter(Boolean).join('/');
      const inPackage = ids.flatMap((id) => {
        const at = plain(id).lastIndexOf(`/node_modules/${pkg}/`);
        return at < 0 ? [] : [{ id, dir: plain(id).slice(0, at + `/node_modules/${pkg}/`.length) }];
      });
      if (!inPackage.length) return null;
      // The files the package's manifest names for this import, whichever conditions the build used.
      const entries = entryFiles(inPackage[0].dir, sub);
      candidates = inPackage.filter(({ id }) => entries.has(plain(id))).map(({ id }) => id);
      if (!candidates.length && sub)
        candidates = inPackage
          .filter(({ id, dir }) => {
            const inside = plain(id).slice(dir.length);
            return inside === sub || inside.startsWith(`${sub}/index.`) || inside.startsWith(`${sub}.`);
          })
          .map(({ id }) => id);
    }
    return candidates.length === 1 ? candidates[0] : null;
  };

  /** Each source of a module with the module it names; one left over takes the one id left over. */
  const targets = new Map<string, { bySource: Map<string, string | null>; rest: string[] }>();
  const targetsOf = (id: string) => {
    let t = targets.get(id);
    if (!t) {
      const s = shape(id);
      const sources = s?.sources ?? [];
      const bySource = new Map(sources.map((source) => [source, resolvePath(id, source)]));
      const claimed = new Set(bySource.values());
      let rest = (getInfo(id)?.importedIds ?? []).filter((dep) => !claimed.has(dep));
      const open = [...bySource].filter(([, target]) => target === null);
      if (open.length === 1 && rest.length === 1) {
        bySource.set(open[0][0], rest[0]);
        rest = [];
      }
      t = { bySource, rest };
      targets.set(id, t);
    }
    return t;
  };
  const resolve = (importer: string, source: string, dynamic = false) =>
    dynamic ? resolvePath(importer, source, true) : (targetsOf(importer).bySource.get(source) ?? null);
  const unclaimed = (id: string) => targetsOf(id).rest;

  const exportsOf = new Map<string, Set<string>>();
  const namesOf = (id: string, seen = new Set<string>()): Set<string> => {
    const known = exportsOf.get(id);
    if (known) return known;
    const s = shape(id);
    const names = new Set<string>([...(s?.own ?? []), ...(s?.reexports.keys() ?? [])]);
    if (s && !seen.has(id)) {
      seen.add(id);
      for (const star of s.stars) {
        const target = resolve(id, star);
        if (target) for (const n of namesOf(target, seen)) if (n !== 'default') names.add(n);
      }
    }
    exportsOf.set(id, names);
    return names;
  };

  /**
   * Every module the `roots` use by static imports, and by dynamic ones where `follow(id)` says so.
   * A module's own code counts whole once any of its names is used; what it re-exports counts by
   * the names taken. A module imported counts as run unless its package declares it free of side
   * effects: placing a module that runs in a group's chunk when the page never loads that chunk
   * would break the page, while a pure module left out only costs bytes.
   */
  return (roots: string[], { follow = (_id: string): boolean => false, stop = new Set<string>() } = {}) => {
    const used = new Set<string>();
    const taken = new Set<string>();
    const todo: [string, string][] = roots.filter((r) => !stop.has(r)).map((r) => [r, '*']);
    const take = (id: string | null, name: string, from: string) => {
      if (id === null) {
        // Unknown: what `from` imports that no source of it names counts whole.
        for (const dep of unclaimed(from)) if (!stop.has(dep)) todo.push([dep, '*']);
        return;
      }
      if (!stop.has(id)) todo.push([id, name]);
    };
    while (todo.length) {
      const [id, name] = todo.pop()!;
      const key = `${id}\n${name}`;
      if (taken.has(key) || taken.has(`${id}\n*`)) continue;
      taken.add(key);
      const s = shape(id);
      used.add(id);
      if (!s) {
        const info = getInfo(id);
        const deps = [
          ...(info?.importedIds ?? []),
          ...(follow(id) ? (info?.dynamicallyImportedIds ?? []) : []),
        ];
        for (const dep of deps) if (!stop.has(dep)) todo.push([dep, '*']);
        continue;
      }
      // Its own code runs whole once any of it is used: what that code imports counts.
      if (!taken.has(`${id}\n(own)`)) {
        taken.add(`${id}\n(own)`);
        // Importing a module runs it, whatever names are taken, unless its package declares it
        // free of side effects: then the bundler leaves it out when nothing of it is used.
        for (const source of s.sources) {
          const target = resolve(id, source);
          if (target && !declaredPure(target)) take(target, '(runs)', id);
        }
        for (const i of s.imports) {
          const target = resolve(id, i.source);
          if (i.names === '*') take(target, '*', id);
          else for (const n of i.names) take(target, n, id);
        }
        // What it takes otherwise (`require`, in CommonJS) counts whole.
        for (const dep of unclaimed(id)) take(dep, '*', id);
        if (follow(id))
          for (const source of s.lazy) {
            const target = resolve(id, source, true);
            if (target && !stop.has(target)) todo.push([target, '*']);
          }
      }
      // What it passes on from other modules counts by name: a barrel leads to the modules that
      // define the names taken from it.
      if (name === '*') {
        for (const [, r] of s.reexports) take(resolve(id, r.source), r.name, id);
        for (const star of s.stars) take(resolve(id, star), '*', id);
        continue;
      }
      if (s.own.has(name)) continue;
      const r = s.reexports.get(name);
      if (r) {
        take(resolve(id, r.source), r.name, id);
        continue;
      }
      // A name no star passes on is a type, which the build erases. A module left out here is only
      // left to automatic splitting: a name missed costs bytes, never correctness.
      for (const star of s.stars) {
        const target = resolve(id, star);
        if (target && namesOf(target).has(name)) take(target, name, id);
      }
    }
    return used;
  };
};

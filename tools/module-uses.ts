import fs from 'node:fs';
import path from 'node:path';
import { parseAst } from 'rolldown/parseAst';

/** What the bundler knows of a module, as `getModuleInfo` gives it. */
export type ModuleFacts = {
  code: string | null;
  importedIds: readonly string[];
  dynamicallyImportedIds: readonly string[];
} | null;

type Shape = {
  /** Imports by source: the names taken, or '*' for all of it (a namespace, or for its effects). */
  imports: { source: string; names: string[] | '*' }[];
  /** `export { a as b } from './x'`: b → (x, a). */
  reexports: Map<string, { source: string; name: string }>;
  /** `export * from './x'`. */
  stars: string[];
  /** Names the module exports from its own code. */
  own: Set<string>;
  /** `import('./x')` with a literal source. */
  lazy: string[];
};

type Node = { type: string; [key: string]: unknown };
const nameOf = (n: unknown) => {
  const node = n as { name?: string; value?: string };
  return node.name ?? node.value ?? '';
};

const lazyImports = (root: unknown, out: string[]) => {
  const stack = [root];
  while (stack.length) {
    const node = stack.pop();
    if (!node || typeof node !== 'object') continue;
    if (Array.isArray(node)) {
      stack.push(...node);
      continue;
    }
    const n = node as Node;
    if (n.type === 'ImportExpression') {
      const source = n.source as Node;
      if (source.type === 'Literal' && typeof source.value === 'string') out.push(source.value);
    }
    for (const key in n) if (key !== 'type') stack.push(n[key]);
  }
};

const shapeOf = (code: string, id: string): Shape | null => {
  let body: Node[];
  try {
    body = parseAst(code, { lang: /\.tsx$/.test(id) ? 'tsx' : /\.ts$/.test(id) ? 'ts' : 'jsx' }, id)
      .body as unknown as Node[];
  } catch {
    return null;
  }
  const shape: Shape = {
    imports: [],
    reexports: new Map(),
    stars: [],
    own: new Set(),
    lazy: [],
  };
  for (const n of body) {
    const source = (n.source as { value?: string } | null)?.value;
    if (n.type === 'ImportDeclaration') {
      if ((n as { importKind?: string }).importKind === 'type') continue;
      const specifiers = n.specifiers as Node[];
      const names: string[] = [];
      let all = specifiers.length === 0;
      for (const s of specifiers) {
        if (s.type === 'ImportNamespaceSpecifier') all = true;
        else if (s.type === 'ImportDefaultSpecifier') names.push('default');
        else if ((s as { importKind?: string }).importKind !== 'type') names.push(nameOf(s.imported));
      }
      shape.imports.push({ source: source!, names: all ? '*' : names });
    } else if (n.type === 'ExportAllDeclaration') {
      if (n.exported) shape.reexports.set(nameOf(n.exported), { source: source!, name: '*' });
      else shape.stars.push(source!);
    } else if (n.type === 'ExportNamedDeclaration' && source) {
      for (const s of n.specifiers as Node[])
        shape.reexports.set(nameOf(s.exported), { source, name: nameOf(s.local) });
    } else {
      if (n.type === 'ExportDefaultDeclaration') shape.own.add('default');
      if (n.type === 'ExportNamedDeclaration') {
        for (const s of (n.specifiers as Node[]) ?? []) shape.own.add(nameOf(s.exported));
        const declaration = n.declaration as Node | null;
        if (declaration?.id) shape.own.add(nameOf(declaration.id));
        for (const d of (declaration?.declarations as Node[]) ?? [])
          if ((d.id as Node).type === 'Identifier') shape.own.add(nameOf(d.id));
      }
      lazyImports(n, shape.lazy);
    }
  }
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

/**
 * The modules a set of modules uses, named export by named export, as the bundler's tree-shaking
 * sees them: through a barrel (`export * from …`, `export { x } from …`) only to the modules that
 * define the names taken. The graph's own edges go to every module a barrel re-exports, which
 * would make one `import { List } from 'react-admin'` reach all of react-admin.
 */
export const moduleUses = (getInfo: (id: string) => ModuleFacts) => {
  const shapes = new Map<string, Shape | null>();
  const shape = (id: string) => {
    if (!shapes.has(id)) {
      const code = getInfo(id)?.code;
      shapes.set(id, code == null ? null : shapeOf(code, id));
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
      const sources = s
        ? [...s.imports.map((i) => i.source), ...[...s.reexports.values()].map((r) => r.source), ...s.stars]
        : [];
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
   * the names taken.
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

import path from 'node:path';
import { moduleUses, type ModuleFacts } from './module-uses';

type Territories = {
  /** The module every page starts from. */
  entry: string;
  /** What the dashboard's first list runs: the dashboard, and what it fetches alongside. */
  dashboard: string[];
  /** Modules that fetch the dashboard's code: their dynamic imports lead into the dashboard. */
  doors: string[];
  /** The sign-in and registration pages. */
  auth: string[];
};

/**
 * The code a signed-in vendor's first list runs, in two chunks instead of the forty or so that
 * automatic splitting makes of it along the lines of every lazy page: each chunk is compressed
 * alone and imports the others by name: the first list loaded 379 KB gz in 53 files, and now loads
 * 356 KB in 17.
 *
 * Of what the dashboard uses by static imports, and every page does not already run:
 * - what only the dashboard uses is the chunk `dashboard`;
 * - what it shares with the sign-in and registration pages only is `dashboard-auth`, which those
 *   pages load as well;
 * - what a public page also uses stays with automatic splitting, so the public pages never fetch
 *   the dashboard's code.
 * A chunk imports only from chunks later in that list, so the modules' dependencies need not be
 * pulled into their group (`includeDependenciesRecursively: false`).
 */
export const dashboardChunks = (root: string, files: Territories) => {
  const abs = (list: string[]) => list.map((file) => path.resolve(root, file));
  let chunkOf: Map<string, string> | null = null;
  const chunksOf = (getInfo: (id: string) => ModuleFacts) => {
    const uses = moduleUses(getInfo);
    const [entry] = abs([files.entry]);
    const dashboard = abs(files.dashboard);
    const auth = abs(files.auth);
    const initial = uses([entry]);
    const own = [...uses(dashboard)].filter((id) => !initial.has(id));
    // The dynamic imports of the dashboard's own modules, and of its doors, lead into the dashboard.
    const inside = new Set([...own, ...abs(files.doors)]);
    const follow = (id: string) => !inside.has(id);
    const publicPages = uses([entry], { stop: new Set([...dashboard, ...auth]), follow });
    // The sign-in page loads what the auth pages run at once, not what their later steps fetch.
    const authFirst = uses(auth, { stop: new Set(dashboard) });
    const authLater = uses(auth, { stop: new Set(dashboard), follow });
    const chunks = new Map<string, string>();
    for (const id of own) {
      if (publicPages.has(id)) continue;
      if (authFirst.has(id)) chunks.set(id, 'dashboard-auth');
      else if (!authLater.has(id)) chunks.set(id, 'dashboard');
    }
    return chunks;
  };
  return {
    name: (id: string, ctx: { getModuleInfo: (id: string) => ModuleFacts }) => {
      chunkOf ??= chunksOf((m) => ctx.getModuleInfo(m));
      return chunkOf.get(id) ?? null;
    },
    includeDependenciesRecursively: false,
  };
};

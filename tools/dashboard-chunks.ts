import path from 'node:path';
import { moduleUses, type Defines, type ModuleFacts } from './module-uses';

type Territories = {
  /** The module every page starts from. */
  entry: string;
  /** What the dashboard's first list runs: the dashboard, and the code it fetches at once. */
  dashboard: string[];
  /** Modules that fetch the dashboard's code: their dynamic imports lead into the dashboard. */
  doors: string[];
  /** The sign-in and registration pages. */
  auth: string[];
  /** What the dashboard fetches before its own code, to start its first requests while that loads. */
  early: string[];
};

/**
 * The dashboard's chunks: what the early requests use, what sign-in shares, what the registration's
 * later steps share, the rest.
 */
export const DASHBOARD_CHUNKS = ['dashboard-early', 'dashboard-auth', 'dashboard-shared', 'dashboard'];
const [EARLY, AUTH, SHARED, OWN] = DASHBOARD_CHUNKS;
/** What every page runs at start, beside the entry's own module. */
const BOOT_CHUNK = 'boot';

/**
 * The code a signed-in vendor's first list runs, in four chunks instead of the fifty or so that
 * automatic splitting makes of it along the lines of every lazy page: each chunk is compressed
 * alone and imports the others by name. The first list loaded 379 KB gz in 53 files; it now
 * loads 330 KB in 15.
 *
 * What every page runs at start (the entry's static imports) is one chunk, `boot`, rather than
 * the seven that automatic splitting cut from it, each shared with some lazy chunk: every page
 * fetched eight files before anything could run, and each compressed alone.
 *
 * Of what the dashboard uses by static imports, and every page does not already run:
 * - what the early requests' code uses (`early`), and no public or auth page, is `dashboard-early`:
 *   those requests leave before the rest of the dashboard's code has come;
 * - what the dashboard shares with the sign-in and registration pages' first render, or with what
 *   the later auth steps run at once, is `dashboard-auth`, which those pages load as well;
 * - what it shares with code a later auth step fetches in its turn (MUI's Chip, List, transitions
 *   and the like, some of which the registration's date picker uses), is `dashboard-shared`: one
 *   file for the dashboard, where automatic splitting made eight, and none for the sign-in page,
 *   which does not run that code;
 * - what only the dashboard uses is `dashboard`;
 * - what a public page also uses stays with automatic splitting, so those pages never fetch the
 *   dashboard's code.
 * Every module a group's module uses has a chunk of its own already (a group, `boot` or automatic
 * splitting), which the group's chunk imports by name: the modules' dependencies need not be pulled
 * into their group (`includeDependenciesRecursively: false`).
 */
export const dashboardChunks = (root: string, files: Territories, defines: Defines = {}) => {
  const abs = (list: string[]) => list.map((file) => path.resolve(root, file));
  let chunkOf: Map<string, string> | null = null;
  const chunksOf = (getInfo: (id: string) => ModuleFacts) => {
    const uses = moduleUses(getInfo, defines);
    const [entry] = abs([files.entry]);
    const dashboard = abs(files.dashboard);
    const auth = abs(files.auth);
    const initial = uses([entry]);
    const own = [...uses(dashboard)].filter((id) => !initial.has(id));
    // The dynamic imports of the dashboard's own modules, and of its doors, lead into the dashboard.
    const inside = new Set([...own, ...abs(files.doors)]);
    const follow = (id: string) => !inside.has(id);
    const early = abs(files.early);
    const publicPages = uses([entry], { stop: new Set([...dashboard, ...auth, ...early]), follow });
    const earlyUses = uses(early);
    // The sign-in page loads what the auth pages run at once, not what their later steps fetch.
    const authFirst = uses(auth, { stop: new Set(dashboard) });
    const authLater = uses(auth, { stop: new Set(dashboard), follow });
    // The later steps (the auth pages' dynamic imports) open from a page that has loaded
    // `dashboard-auth`: what they run at once and share with the dashboard goes there too, rather
    // than to chunks of its own that the dashboard would fetch as more files.
    const steps = auth.flatMap((id) => getInfo(id)?.dynamicallyImportedIds ?? []).filter(follow);
    const authSteps = uses(steps, { stop: new Set(dashboard) });
    const elsewhere = (id: string) => initial.has(id) || publicPages.has(id) || authLater.has(id);
    const chunks = new Map<string, string>();
    // A module fetched by a dynamic import keeps a chunk of its own: rolldown 1.2 can leave out the
    // namespace it exports when the module sits in a group ("App_exports is not defined").
    const entries = new Set([...dashboard, ...early]);
    for (const id of initial)
      if (id !== entry && !getInfo(id)?.dynamicImporters?.length) chunks.set(id, BOOT_CHUNK);
    for (const id of earlyUses)
      if (!entries.has(id) && !elsewhere(id) && !authFirst.has(id)) chunks.set(id, EARLY);
    for (const id of own) {
      if (entries.has(id) || earlyUses.has(id) || publicPages.has(id)) continue;
      if (authFirst.has(id) || authSteps.has(id)) chunks.set(id, AUTH);
      else chunks.set(id, authLater.has(id) ? SHARED : OWN);
    }
    return chunks;
  };
  return {
    name: (id: string, ctx: { getModuleInfo: (id: string) => ModuleFacts }) => {
      chunkOf ??= chunksOf((m) => ctx.getModuleInfo(m));
      return chunkOf.get(id) ?? null;
    },
    includeDependenciesRecursively: false,
    debugName: 'dashboard-chunks',
  };
};

import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { chunkAddress } from './tools/chunk-address';
import { compileHints } from './tools/compile-hints';
import { DASHBOARD_CHUNKS, dashboardChunks } from './tools/dashboard-chunks';
import { precompress } from './tools/precompress';
import { prerenderPages } from './tools/prerender';
import { schemaValidators } from './tools/schema-validators';

/** MUI components that draw nothing until something opens, or never, fetched when first needed (src/overrides/mui-overlays.tsx). */
const OVERLAYS = [
  'Popper',
  'Modal',
  'Dialog',
  'Menu',
  'Snackbar',
  'DialogTitle',
  'DialogContent',
  'DialogContentText',
  'DialogActions',
  'Input',
  'FilledInput',
  'Grow',
];
const OVERLAYS_MODULE = 'mawrid:mui/overlays';
/** Where src/overrides/deferred-overlays.tsx finds the overlays' address, for a second try. */
const OVERLAYS_ADDRESS = 'mawrid:address/overlays';
/** What stands in for one of MUI's files: `mawrid:mui/deferred/Popper`. */
const DEFERRED = 'mawrid:mui/deferred/';

/**
 * Our copies of react-admin components that need a fix it has not made, and the deferred overlays
 * (see each file's comment).
 */
const OVERRIDES: Record<string, string> = {
  'ra-ui-materialui/dist/list/datatable/SelectRowCheckbox.js': '/src/overrides/SelectRowCheckbox.tsx',
  'ra-ui-materialui/dist/list/datatable/DataTableLoading.js': '/src/overrides/DataTableLoading.tsx',
  'ra-ui-materialui/dist/layout/Loading.js': '/src/overrides/Loading.tsx',
  'ra-core/dist/export/defaultExporter.js': '/src/overrides/defaultExporter.ts',
  ...Object.fromEntries(OVERLAYS.map((n) => [`@mui/material/${n}/${n}.mjs`, `${DEFERRED}${n}`])),
};
/** Files of a package that an override imports by name, since the package exports only its index. */
const PACKAGE_FILES: Record<string, [string, string]> = {
  'mawrid:ra-core/downloadCSV': ['ra-core', 'export/downloadCSV.js'],
  'mawrid:ra-ui-materialui/DataTableLoading': ['ra-ui-materialui', 'list/datatable/DataTableLoading.js'],
};
const raOverrides = (): Plugin => ({
  name: 'mawrid-ra-overrides',
  enforce: 'pre',
  async resolveId(id, importer, options) {
    if (id === OVERLAYS_MODULE) return `\0${OVERLAYS_MODULE}`;
    if (Object.hasOwn(PACKAGE_FILES, id)) {
      const [pkg, file] = PACKAGE_FILES[id];
      const index = await this.resolve(pkg, importer, { ...options, skipSelf: true });
      return index && path.join(path.dirname(index.id), file);
    }
    if (!importer || !id.startsWith('.')) return null;
    const resolved = await this.resolve(id, importer, { ...options, skipSelf: true });
    const key = Object.keys(OVERRIDES).find((k) => resolved?.id.endsWith(k));
    if (!key) return null;
    const target = OVERRIDES[key];
    return target.startsWith(DEFERRED) ? `\0${target}` : this.resolve(target, undefined, { skipSelf: true });
  },
  async load(id) {
    if (id.startsWith(`\0${DEFERRED}`)) {
      const name = id.slice(DEFERRED.length + 1);
      const file = path.resolve(import.meta.dirname, 'src/overrides/mui-overlays.tsx');
      return `export { ${name} as default } from ${JSON.stringify(file)};`;
    }
    // The real overlays, by their files' paths, which the overrides above (relative imports) leave alone.
    if (id !== `\0${OVERLAYS_MODULE}`) return null;
    const mui = await this.resolve('@mui/material', undefined, { skipSelf: true });
    if (!mui) throw new Error('@mui/material not found');
    const dir = path.dirname(mui.id);
    return OVERLAYS.map(
      (n) => `export { default as ${n} } from ${JSON.stringify(path.join(dir, n, `${n}.mjs`))};`,
    ).join('\n');
  },
});

const apiPort = process.env.API_PORT ?? '3001';

export default defineConfig(({ isSsrBuild, mode }) => ({
  plugins: [
    raOverrides(),
    react(),
    schemaValidators(),
    compileHints(DASHBOARD_CHUNKS),
    chunkAddress(`\0${OVERLAYS_MODULE}`, OVERLAYS_ADDRESS),
    prerenderPages(),
    precompress(),
  ],
  // The spreadsheet checker runs in a module worker, with the same precompiled validators as the forms.
  worker: { format: 'es', plugins: () => [schemaValidators()] },
  build: {
    // No inline scripts or styles may be needed by the CSP, and fonts stay files of their own.
    assetsInlineLimit: 0,
    sourcemap: false,
    // react-admin and MUI are one chunk by design (see npm run bench); the public pages stay apart.
    chunkSizeWarningLimit: 700,
    // The overlays' file is fetched alone, and what it imports only once it has come: with the
    // network gone, no part of it is marked failed but the file itself, which its second try asks
    // for under a new address (most browsers keep a failed module fetch for the page's life).
    modulePreload: {
      resolveDependencies: (file, deps) => (/(^|\/)overlays-[\w-]+\.js$/.test(file) ? [] : deps),
    },
    // The dashboard's first list in two chunks of its own (tools/dashboard-chunks.ts); the
    // prerendering's server build keeps plain splitting.
    rolldownOptions: isSsrBuild
      ? {}
      : {
          output: {
            codeSplitting: {
              groups: [
                dashboardChunks(
                  import.meta.dirname,
                  {
                    entry: 'src/main.tsx',
                    // Not src/first-page-data.ts: its requests leave while this code loads.
                    dashboard: ['src/App.tsx', 'src/bulk-upload/CatalogueExport.tsx'],
                    doors: [
                      'src/dashboard-code.ts',
                      'src/dashboard-pages.ts',
                      'src/resources/orders/index.ts',
                    ],
                    auth: ['src/pages/auth/AuthPages.tsx', 'src/pages/auth/ahead.ts'],
                    early: ['src/first-page-data.ts'],
                  },
                  // What the build replaces, so that code only development runs draws no module in.
                  {
                    'process.env.NODE_ENV': mode === 'production' ? 'production' : 'development',
                    'import.meta.env.DEV': mode !== 'production',
                    'import.meta.env.PROD': mode === 'production',
                  },
                ),
              ],
            },
          },
        },
  },
  server: { proxy: { '/api': `http://127.0.0.1:${apiPort}` } },
}));

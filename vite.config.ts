import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { standaloneValidators } from './schemas/standalone';
import { precompress } from './tools/precompress';
import { prerenderPublicPages } from './tools/prerender';

/** `virtual:schema-validators`: the schemas' ajv validators as code, so the browser never evaluates strings. */
const schemaValidators = (): Plugin => ({
  name: 'mawrid-schema-validators',
  resolveId: (id) => (id === 'virtual:schema-validators' ? '\0virtual:schema-validators' : null),
  load: (id) => (id === '\0virtual:schema-validators' ? standaloneValidators() : null),
});

/** Our copies of react-admin components that need a fix it has not made (see each file's comment). */
const OVERRIDES: Record<string, string> = {
  'ra-ui-materialui/dist/list/datatable/SelectRowCheckbox.js': '/src/overrides/SelectRowCheckbox.tsx',
  'ra-ui-materialui/dist/layout/Loading.js': '/src/overrides/Loading.tsx',
};
const raOverrides = (): Plugin => ({
  name: 'mawrid-ra-overrides',
  enforce: 'pre',
  async resolveId(id, importer, options) {
    if (!importer || !id.startsWith('.')) return null;
    const resolved = await this.resolve(id, importer, { ...options, skipSelf: true });
    const key = Object.keys(OVERRIDES).find((k) => resolved?.id.endsWith(k));
    return key ? this.resolve(OVERRIDES[key], undefined, { skipSelf: true }) : null;
  },
});

const apiPort = process.env.API_PORT ?? '3001';

export default defineConfig({
  plugins: [raOverrides(), react(), schemaValidators(), prerenderPublicPages(), precompress()],
  // The spreadsheet checker runs in a module worker, with the same precompiled validators as the forms.
  worker: { format: 'es', plugins: () => [schemaValidators()] },
  build: {
    // No inline scripts or styles may be needed by the CSP, and fonts stay files of their own.
    assetsInlineLimit: 0,
    sourcemap: false,
    // react-admin and MUI are one chunk by design (see npm run bench); the public pages stay apart.
    chunkSizeWarningLimit: 700,
  },
  server: { proxy: { '/api': `http://127.0.0.1:${apiPort}` } },
});

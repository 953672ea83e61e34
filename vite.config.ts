import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiPort = process.env.API_PORT ?? '3001';

export default defineConfig({
  plugins: [react()],
  build: {
    // No inline scripts or styles may be needed by the CSP, and fonts stay files of their own.
    assetsInlineLimit: 0,
    sourcemap: false,
    // react-admin and MUI are one chunk by design (see npm run bench); the public pages stay apart.
    chunkSizeWarningLimit: 700,
  },
  server: { proxy: { '/api': `http://127.0.0.1:${apiPort}` } },
});

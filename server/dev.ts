// `npm run dev`: the API on API_PORT (3001) and Vite with hot reload on PORT (5173), which
// proxies /api to it (vite.config.ts).
import { spawn } from 'node:child_process';

const apiPort = process.env.API_PORT ?? '3001';
const env = { ...process.env, PORT: apiPort, HOST: '127.0.0.1', DIST_DIR: '/nonexistent', API_PORT: apiPort };
const children = [
  spawn('node_modules/.bin/tsx', ['watch', 'server/server.ts'], { stdio: 'inherit', env }),
  spawn('node_modules/.bin/vite', ['--port', process.env.PORT ?? '5173'], {
    stdio: 'inherit',
    env: { ...process.env, API_PORT: apiPort },
  }),
];
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
children.forEach((c) => c.on('exit', (code) => (stop(), process.exit(code ?? 0))));

/**
 * npm run dev: the API on :3001, restarted when server code changes, and Vite on :3000 with hot
 * reload, forwarding /api to the API. Open http://localhost:3000.
 */
import { spawn } from 'node:child_process';
import { createServer } from 'vite';

const api = spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'src/server/main.ts'], {
  stdio: 'inherit',
  env: { ...process.env, PORT: '3001', PUBLIC_URL: process.env.PUBLIC_URL ?? 'http://localhost:3000' },
});

const vite = await createServer({ configFile: 'vite.config.ts' });
await vite.listen();
vite.printUrls();

const stop = () => {
  api.kill('SIGTERM');
  void vite.close().then(() => process.exit(0));
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);

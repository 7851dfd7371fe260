import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The client lives in src/client and is built to dist/client, which the Fastify server serves.
export default defineConfig({
  root: 'src/client',
  plugins: [react()],
  build: {
    outDir: '../../dist/client',
    emptyOutDir: true,
    sourcemap: false,
    target: 'es2022',
  },
  server: {
    port: 3000,
    strictPort: true,
    // npm run dev: the API runs on 3001 and Vite forwards /api to it.
    proxy: { '/api': { target: 'http://127.0.0.1:3001', changeOrigin: false } },
  },
});

import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

/**
 * Writes .br and .gz beside every text file of the build, once, at build time: the server sends
 * them as they are (@fastify/static preCompressed) instead of compressing on every request.
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'renouveau-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const walk = (dir: string): string[] =>
        fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
          const full = path.join(dir, entry.name);
          return entry.isDirectory() ? walk(full) : [full];
        });
      for (const file of walk(outDir)) {
        if (!/\.(js|css|html|svg|json)$/.test(file) || file.includes(`${path.sep}.vite${path.sep}`)) continue;
        const content = fs.readFileSync(file);
        if (content.length < 1024) continue;
        fs.writeFileSync(`${file}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
        fs.writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
      }
    },
  };
}

/**
 * The installable app (issue 30): our own service worker (src/client/sw.ts, Workbox precaching,
 * no runtime caching: API answers are never stored) and the web app manifest. Registered by the
 * app itself, after the page has loaded (src/client/pwa/), so the landing page stays in budget.
 */
const pwa = VitePWA({
  strategies: 'injectManifest',
  srcDir: '.',
  filename: 'sw.ts',
  registerType: 'prompt',
  injectRegister: false,
  manifestFilename: 'manifest.webmanifest',
  includeAssets: ['favicon.svg', 'apple-touch-icon.png'],
  injectManifest: {
    // The app shell and every screen's chunk (each route is a lazy chunk), the icons; never the
    // precompressed copies (.br/.gz) the server sends on its own.
    globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
    globIgnores: ['**/.vite/**'],
    // The largest chunk (the chat's) must be in the cache too.
    maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
  },
  manifest: {
    name: 'Renouveau',
    short_name: 'Renouveau',
    description: 'Renouveau t’accompagne après une rupture amoureuse : un journal, tes progrès, et Janne pour en parler.',
    lang: 'fr',
    dir: 'ltr',
    id: '/dashboard',
    start_url: '/dashboard',
    scope: '/',
    display: 'standalone',
    // src/client/styles.css: --rose-600 (the header, the buttons) and --paper (the page).
    theme_color: '#a8325e',
    background_color: '#fffaf7',
    icons: [
      { src: '/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
});

// The client lives in src/client and is built to dist/client, which the Fastify server serves.
export default defineConfig({
  root: 'src/client',
  plugins: [react(), pwa, precompress()],
  build: {
    outDir: '../../dist/client',
    emptyOutDir: true,
    sourcemap: false,
    // Read by scripts/check-bundle-size.ts to know which files each screen needs.
    manifest: true,
    target: 'es2022',
  },
  server: {
    port: 3000,
    strictPort: true,
    // npm run dev: the API runs on 3001 and Vite forwards /api to it.
    proxy: { '/api': { target: 'http://127.0.0.1:3001', changeOrigin: false } },
  },
});

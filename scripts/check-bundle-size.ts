/**
 * npm run test:size — the JavaScript each screen needs, gzipped, against its budget: 100 KB for
 * the landing page, 200 KB for any screen. A test, not a benchmark: the build output is
 * deterministic. Reads the Vite manifest of dist/client (npm run build first).
 */
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
  isDynamicEntry?: boolean;
}

const DIST = path.resolve(import.meta.dirname, '../dist/client');
const manifest = JSON.parse(fs.readFileSync(path.join(DIST, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
const KB = 1000;
const BUDGETS = { landing: 100 * KB, screen: 200 * KB };

const gzipSize = new Map<string, number>();
const sizeOf = (file: string) => {
  if (!gzipSize.has(file)) gzipSize.set(file, gzipSync(fs.readFileSync(path.join(DIST, file)), { level: 9 }).length);
  return gzipSize.get(file) ?? 0;
};

/** The chunk and everything it imports statically: what the browser must load to run it. */
function closure(key: string, seen = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return seen;
  seen.add(key);
  for (const imported of chunk.imports ?? []) closure(imported, seen);
  return seen;
}

const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
if (!entry) throw new Error('no entry in the Vite manifest');
const screens = Object.keys(manifest).filter((key) => key.startsWith('routes/') && manifest[key]?.isDynamicEntry);
if (screens.length < 10) throw new Error(`expected a chunk per screen, found ${screens.length}`);

let failed = false;
console.log(`JavaScript per screen (gzip), entry + screen chunk + their static imports:`);
for (const screen of screens.sort()) {
  const files = new Set([...closure(entry), ...closure(screen)].map((key) => manifest[key]?.file ?? ''));
  const total = [...files].filter((file) => file.endsWith('.js')).reduce((sum, file) => sum + sizeOf(file), 0);
  const name = path.basename(screen, '.tsx');
  const budget = name === 'landing' ? BUDGETS.landing : BUDGETS.screen;
  const ok = total <= budget;
  failed ||= !ok;
  console.log(`  ${name.padEnd(12)} ${(total / KB).toFixed(1).padStart(6)} KB  / ${budget / KB} KB  ${ok ? 'ok' : 'OVER BUDGET'}`);
}
if (failed) {
  console.error('A screen needs more JavaScript than its budget allows.');
  process.exit(1);
}
console.log(`${screens.length} passed, 0 failed`);

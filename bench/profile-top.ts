/**
 * The top frames of a V8 CPU profile (issue 17):
 * `npx tsx bench/profile-top.ts <file.cpuprofile> [N] [--last SECONDS]` — with --last, only the
 * samples of the profile's last SECONDS (bench/profile.ts stops the server right after its load).
 * Self time per function (name, file and line), and the share of the profile spent under each
 * file group (the embedded database's WebAssembly, better-auth, drizzle, fastify, the app).
 */
import fs from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  endTime: number;
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

const args = process.argv.slice(2);
const lastIndex = args.indexOf('--last');
const lastS = lastIndex >= 0 ? Number(args.splice(lastIndex, 2)[1]) : Number.POSITIVE_INFINITY;
const [file, count = '25'] = args;
if (!file) throw new Error('usage: tsx bench/profile-top.ts <file.cpuprofile> [N]');
const profile = JSON.parse(fs.readFileSync(file, 'utf8')) as Profile;

// Time per sample: the delta that follows it (V8's own convention in DevTools).
const selfMs = new Map<number, number>();
const from = profile.endTime - lastS * 1e6;
let at = profile.startTime;
profile.samples.forEach((id, index) => {
  at += profile.timeDeltas[index] ?? 0;
  if (at < from) return;
  selfMs.set(id, (selfMs.get(id) ?? 0) + (profile.timeDeltas[index + 1] ?? 0) / 1000);
});
const total = [...selfMs.values()].reduce((sum, value) => sum + value, 0);

const shortUrl = (url: string) => url.replace(/^file:\/\/.*?\/node_modules\//, '').replace(/^file:\/\/.*?\/src\//, 'src/');
const byFrame = new Map<string, number>();
const byGroup = new Map<string, number>();
for (const node of profile.nodes) {
  const ms = selfMs.get(node.id) ?? 0;
  if (ms === 0) continue;
  const { functionName, url, lineNumber } = node.callFrame;
  const key = `${functionName || '(anonymous)'}  ${shortUrl(url)}${url ? `:${lineNumber + 1}` : ''}`;
  byFrame.set(key, (byFrame.get(key) ?? 0) + ms);
  const short = shortUrl(url);
  const group = !url
    ? functionName.startsWith('(')
      ? functionName
      : '(native / V8)'
    : short.startsWith('src/')
      ? 'src/ (the app)'
      : (/^(@[^/]+\/[^/]+|[^/]+)/.exec(short)?.[1] ?? short);
  byGroup.set(group, (byGroup.get(group) ?? 0) + ms);
}

const pct = (ms: number) => `${((100 * ms) / total).toFixed(1).padStart(5)} %`;
console.log(`profile: ${(total / 1000).toFixed(1)} s sampled`);
console.log('\nself time by package');
for (const [group, ms] of [...byGroup].sort((a, b) => b[1] - a[1]).slice(0, 12)) console.log(`  ${pct(ms)}  ${group}`);
console.log(`\ntop ${count} frames by self time`);
for (const [frame, ms] of [...byFrame].sort((a, b) => b[1] - a[1]).slice(0, Number(count))) console.log(`  ${pct(ms)}  ${frame}`);

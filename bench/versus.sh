#!/usr/bin/env bash
# This version of the library against another one (a git ref), side by side in one process: the fast path and the
# immutable path of every game both versions have, in alternating rounds of CPU time, medians of the per-round ratios.
#   bench/versus.sh <ref>                 e.g. bench/versus.sh v0.1.0, bench/versus.sh HEAD~5
#   VERSUS_SECONDS=4 bench/versus.sh <ref>   (CPU seconds per game, path and version; default 2)
set -euo pipefail
cd "$(dirname "$0")/.."
ref=${1:?usage: bench/versus.sh <git ref>}
work=$(mktemp -d)
trap 'git worktree remove --force "$work/old" >/dev/null 2>&1 || true; rm -rf "$work"' EXIT
git worktree add --quiet --detach "$work/old" "$ref"
ln -s "$PWD/node_modules" "$work/old/node_modules"
cp bench/versus-driver.ts "$work/old/bench/versus-driver.ts"
bundle() { npx esbuild "$1/bench/versus-driver.ts" --bundle --platform=node --format=esm --target=node20 --log-level=error --outfile="$2"; }
bundle "$work/old" "$work/old.mjs"
bundle "$PWD" "$work/new.mjs"
node bench/versus-run.mjs "$work/old.mjs" "$work/new.mjs" "$ref"

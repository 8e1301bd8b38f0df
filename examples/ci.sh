#!/usr/bin/env bash
# The examples and the browser end-to-end suite, from a fresh clone, after `npm ci && npm run build`.
# Every example is installed from its own lock file and run with its one documented command.
set -euo pipefail
cd "$(dirname "$0")/.."
start=$(date +%s)
step() { printf '\n--- %s (%ss)\n' "$1" "$(( $(date +%s) - start ))"; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

step "Debian's chromium for the browser tests"
if ! command -v chromium >/dev/null 2>&1; then
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq && apt-get install -y -qq chromium >/dev/null
fi
chromium --version

step "install the examples and the e2e runner (each from its lock file)"
for dir in examples/node-quickstart examples/move-server examples/research examples/web examples/custom-game test/e2e; do
  npm --prefix "$dir" ci --no-audit --no-fund --loglevel=error
done

step "typecheck the examples against the built package's types"
for dir in examples/node-quickstart examples/move-server examples/research examples/web examples/custom-game; do
  npm --prefix "$dir" run typecheck --silent
done

step "examples/node-quickstart"
npm --prefix examples/node-quickstart start --silent

step "examples/research (a short tournament; CSV and SVG)"
npm --prefix examples/research start --silent -- --games 60 --out "$work/research"
test -s "$work/research/results.csv" && test -s "$work/research/win-rates.svg"

step "examples/move-server under a bounded load on loopback"
npm --prefix examples/move-server run load --silent -- --seconds 10 --clients 32 --games 128

step "examples/custom-game: its tests, a bot match, and the built game in the cardrules command by module reference"
npm --prefix examples/custom-game test --silent
npm --prefix examples/custom-game start --silent
npm --prefix examples/custom-game run build --silent
(
  cd examples/custom-game
  printf '1\n1\n1\nq\n' | npx cardrules play ./dist/index.js#crazyEights --seed 7 --bots random >"$work/eights-play.txt"
  grep -q '^Crazy Eights · 3 seats · seed 7$' "$work/eights-play.txt"
  ! npx cardrules play ./dist/index.js#crazyEights --seats 6 2>"$work/eights-refused.txt"
  grep -q '^cardrules play: Crazy Eights refuses this table:$' "$work/eights-refused.txt"
  npx cardrules sim ./dist/index.js#crazyEights --bots heuristic,random --seats 3 --games 60 --workers 2 \
    --no-progress --out "$work/eights.jsonl"
  npx cardrules replay "$work/eights.jsonl" --game 5 >"$work/eights-replay.txt"
  printf '%s\n' '{"id":1,"cmd":"start","game":"crazy-eights","seats":3,"seed":7}' '{"id":2,"cmd":"quit"}' |
    npx cardrules engine --game ./dist/index.js#crazyEights >"$work/eights-engine.txt"
  grep -q '^{"id":1,"ok":true' "$work/eights-engine.txt"
)

step "examples/web builds"
npm --prefix examples/web run build --silent

step "browser end-to-end tests (headless chromium)"
npm run test:e2e -- --reporter=default --reporter=json --outputFile.json=.tmp/vitest-e2e.json

step "examples done"

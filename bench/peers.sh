#!/usr/bin/env bash
# The immutable path against boardgame.io's bare reducer, side by side: see bench/peers.ts.
#   bench/peers.sh [peers-folder]      (default: ../shared/peers next to the repository); PEERS_SECONDS=10
set -euo pipefail
cd "$(dirname "$0")/.."
npx tsup bench/peers.ts --no-config --format esm --platform node --target node20 --out-dir .tmp/bench --silent
# boardgame.io's best case (it skips a development-only check of every move); the engine is the same either way.
NODE_ENV=production exec node .tmp/bench/peers.js "$@"

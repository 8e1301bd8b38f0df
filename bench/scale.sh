#!/usr/bin/env bash
# Scaling measurements of docs/performance.md, run from the bundled sources (as the published build runs):
#   bench/scale.sh scaling            throughput and memory for 1 and 2 workers (bench/scaling.ts)
#   bench/scale.sh records [game…]    bytes per recorded game and the live heap of a long run (bench/records.ts)
#   bench/scale.sh cost               CPU with and without records, side by side, and peak memory per worker count (bench/cost.ts)
#   bench/scale.sh slurm              the Slurm recipe's overhead per job, on a one-node cluster (bench/slurm-overhead.ts; root)
set -euo pipefail
cd "$(dirname "$0")/.."
what=${1:?usage: bench/scale.sh scaling|records|cost|slurm [args]}
shift
case $what in
  scaling | records | cost) entry=bench/$what.ts ;;
  slurm) entry=bench/slurm-overhead.ts ;;
  *) echo "bench/scale.sh: no measurement '$what' (scaling, records, cost, slurm)" >&2; exit 2 ;;
esac
# The worker thread's entry is bundled next to the script, where the tournament runner looks for it.
name=$(basename "${entry%.ts}")
npx tsup --entry."$name" "$entry" --entry.worker src/sim/worker.ts --no-config --format esm --platform node --target node20 --out-dir .tmp/scale --silent
exec node ".tmp/scale/$name.js" "$@"

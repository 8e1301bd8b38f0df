#!/usr/bin/env bash
# Submits a tournament as a Slurm job array of SHARDS shards, and a merge job that runs when all of them succeed.
#
#   GAME=dalmuti BOTS=ismcts:200,heuristic GAMES=100000 SHARDS=20 OUT=$PWD/run-1 examples/slurm/submit.sh
#   SIM_ARGS="--seats 5" CARDRULES="node $PWD/packages/cli/bin/cardrules.js" ... examples/slurm/submit.sh
#   SBATCH_ARGS="--partition=short --time=01:00:00" ... examples/slurm/submit.sh   # options for both jobs
#
# Prints the two job ids (array, merge) on one line. The results end up in $OUT/results.json, the records in
# $OUT/games-K.jsonl.gz, the logs in $OUT/slurm-*.out.
set -euo pipefail

here=$(cd "$(dirname "$0")" && pwd)
: "${GAME:?set GAME}" "${BOTS:?set BOTS}" "${GAMES:?set GAMES}" "${OUT:?set OUT}"
SHARDS=${SHARDS:-8}
mkdir -p "$OUT"
read -r -a sbatch_args <<<"${SBATCH_ARGS:-}"
export GAME BOTS GAMES OUT SHARDS SEED SIM_ARGS CARDRULES

array=$(sbatch --parsable --array="0-$((SHARDS - 1))" --chdir="$OUT" --output="$OUT/slurm-%A_%a.out" \
  "${sbatch_args[@]}" "$here/tournament.sbatch")
array=${array%%;*}
merge=$(sbatch --parsable --dependency="afterok:$array" --kill-on-invalid-dep=yes --chdir="$OUT" \
  --output="$OUT/slurm-%j-merge.out" "${sbatch_args[@]}" "$here/merge.sbatch")
merge=${merge%%;*}
echo "$array $merge"
echo "submitted: tournament array $array ($SHARDS shards of $GAMES games of $GAME), merge job $merge after it;" \
  "results: $OUT/results.json" >&2

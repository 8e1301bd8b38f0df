#!/usr/bin/env bash
# Submits a tournament as a Slurm job array of SHARDS shards, and a merge job that runs when all of them succeed.
#
#   GAME=dalmuti BOTS=ismcts:200,heuristic GAMES=100000 SHARDS=20 OUT=$PWD/run-1 examples/slurm/submit.sh
#   SIM_ARGS="--seats 5" CARDRULES="node $PWD/packages/cli/bin/cardrules.js" ... examples/slurm/submit.sh
#   SBATCH_ARGS="--partition=short --time=01:00:00" ... examples/slurm/submit.sh   # options for both jobs
#   CPUS=8 ... examples/slurm/submit.sh          # worker threads per shard; the memory asked for follows from it
#   ONLY=7 ... examples/slurm/submit.sh          # rerun shard 7 alone (or ONLY=3,7), same variables, then merge
#
# Prints the two job ids (array, merge) on one line. The results end up in $OUT/results.json, the records in
# $OUT/games-K.jsonl.gz, the logs in $OUT/slurm-*.out.
set -euo pipefail

here=$(cd "$(dirname "$0")" && pwd)
: "${GAME:?set GAME}" "${BOTS:?set BOTS}" "${GAMES:?set GAMES}" "${OUT:?set OUT}"
SHARDS=${SHARDS:-8}
CPUS=${CPUS:-1}
case $SHARDS in '' | *[!0-9]* | 0) echo "submit.sh: SHARDS must be a whole number ≥ 1, not '$SHARDS'" >&2; exit 2 ;; esac
case $CPUS in '' | *[!0-9]* | 0) echo "submit.sh: CPUS must be a whole number ≥ 1, not '$CPUS'" >&2; exit 2 ;; esac
# The jobs do not start in this directory: OUT is made absolute here, and must be a directory we can write.
case $OUT in
  /*) ;;
  *)
    echo "submit.sh: OUT=$OUT is relative; the jobs use $PWD/$OUT" >&2
    OUT=$PWD/$OUT
    ;;
esac
if ! mkdir -p "$OUT" 2>/dev/null || ! [ -w "$OUT" ]; then
  echo "submit.sh: cannot write to OUT=$OUT (it must be a directory on a file system the compute nodes share); nothing submitted" >&2
  exit 2
fi
array_spec="0-$((SHARDS - 1))"
if [ -n "${ONLY:-}" ]; then
  for k in ${ONLY//,/ }; do
    case $k in *[!0-9]* | '') echo "submit.sh: ONLY lists shard numbers (0–$((SHARDS - 1))), not '$k'" >&2; exit 2 ;; esac
    if [ "$k" -ge "$SHARDS" ]; then
      echo "submit.sh: there is no shard $k of $SHARDS (shards are 0–$((SHARDS - 1))); nothing submitted" >&2
      exit 2
    fi
  done
  array_spec=$ONLY
fi
# Memory of a shard: the process, plus each worker thread writing records (measured: docs/research.md).
MEM=${MEM:-$((${MEM_BASE_MB:-150} + ${MEM_PER_WORKER_MB:-30} * CPUS))M}
read -r -a sbatch_args <<<"${SBATCH_ARGS:-}"
export GAME BOTS GAMES OUT SHARDS SEED SIM_ARGS CARDRULES JOIN_RECORDS LOG_EVERY

array=$(sbatch --parsable --array="$array_spec" --cpus-per-task="$CPUS" --mem="$MEM" --chdir="$OUT" \
  --output="$OUT/slurm-%A_%a.out" "${sbatch_args[@]}" "$here/tournament.sbatch")
array=${array%%;*}
merge=$(sbatch --parsable --dependency="afterok:$array" --kill-on-invalid-dep=yes --chdir="$OUT" \
  --output="$OUT/slurm-%j-merge.out" "${sbatch_args[@]}" "$here/merge.sbatch")
merge=${merge%%;*}
echo "$array $merge"
echo "submitted: tournament array $array (shards $array_spec of $SHARDS, $GAMES games of $GAME, $CPUS CPU(s) and $MEM each)," \
  "merge job $merge after it; results: $OUT/results.json" >&2

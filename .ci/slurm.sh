#!/usr/bin/env bash
# A one-node Slurm cluster on this machine, for the job-array test (test/sim/slurm.test.ts) and the overhead
# measurement (bench/slurm-overhead.sh): munged, slurmctld and slurmd with a minimal slurm.conf, every file (keys,
# sockets, state, logs, pid files) in one directory, on free local ports. Needs root and Debian's slurm-wlm and munge.
#
#   .ci/slurm.sh start DIR   start the daemons; then `export SLURM_CONF=DIR/slurm.conf` for sbatch, squeue, scontrol
#   .ci/slurm.sh stop DIR    stop the daemons started in DIR (by their pid files) and nothing else
#   .ci/slurm.sh             CI: run the Slurm test (it starts and stops its own cluster)
set -euo pipefail

here=$(cd "$(dirname "$0")/.." && pwd)

daemons=(slurmd slurmctld munged)
pidfile() { # $1 dir, $2 daemon
  case $2 in
    slurmd) echo "$1/slurmd-localnode.pid" ;;
    *) echo "$1/$2.pid" ;;
  esac
}

free_port() {
  local port
  for _ in $(seq 1 50); do
    port=$((20000 + RANDOM % 30000))
    if ! (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null && ! (exec 3<>"/dev/tcp/127.0.0.1/$((port + 1))") 2>/dev/null; then
      echo "$port"
      return
    fi
  done
  echo "no free port found" >&2
  exit 1
}

stop() {
  local dir=$1 pid
  for d in "${daemons[@]}"; do
    local f
    f=$(pidfile "$dir" "$d")
    [ -f "$f" ] || continue
    pid=$(cat "$f")
    # Only a process of that name: a stale pid file must not stop anything else.
    if [ -n "$pid" ] && [ "$(cat "/proc/$pid/comm" 2>/dev/null)" = "$d" ]; then
      kill "$pid" 2>/dev/null || true
      for _ in $(seq 1 50); do
        [ -d "/proc/$pid" ] || break
        sleep 0.1
      done
      [ -d "/proc/$pid" ] && kill -9 "$pid" 2>/dev/null || true
    fi
    rm -f "$f"
  done
  if [ -f "$dir/munge-sockets" ]; then
    rm -rf "$(cat "$dir/munge-sockets")"
    rm -f "$dir/munge-sockets"
  fi
}

start() {
  local dir=$1
  if [ "$(id -u)" != 0 ]; then
    echo ".ci/slurm.sh: the one-node cluster runs its daemons as root; run as root (CI does)" >&2
    exit 1
  fi
  for cmd in munged slurmctld slurmd sbatch sinfo; do
    command -v "$cmd" >/dev/null || { echo ".ci/slurm.sh: $cmd is missing (apt-get install slurm-wlm munge)" >&2; exit 1; }
  done
  mkdir -p "$dir"
  dir=$(cd "$dir" && pwd)
  mkdir -p "$dir/state" "$dir/spool" "$dir/log"
  # munged insists that everyone may search every directory above its socket (DIR's parents may not allow it), and
  # that its key is private: the socket gets a directory of its own in /tmp.
  local sockets
  sockets=$(mktemp -d /tmp/cardrules-munge.XXXXXX)
  chmod 711 "$sockets"
  echo "$sockets" >"$dir/munge-sockets"
  head -c 128 /dev/urandom >"$dir/munge.key"
  chmod 600 "$dir/munge.key"
  munged --socket="$sockets/munge.socket" --key-file="$dir/munge.key" --pid-file="$dir/munged.pid" \
    --log-file="$dir/log/munged.log" --seed-file="$dir/munged.seed"
  local host port
  host=$(hostname -s)
  port=$(free_port)
  : >"$dir/plugstack.conf"
  cat >"$dir/slurm.conf" <<CONF
# A one-node cluster for tests: everything in $dir.
ClusterName=cardrules-test
SlurmctldHost=$host(127.0.0.1)
SlurmctldPort=$port
SlurmdPort=$((port + 1))
SlurmUser=root
SlurmdUser=root
AuthType=auth/munge
CredType=cred/munge
AuthInfo=socket=$sockets/munge.socket
StateSaveLocation=$dir/state
SlurmdSpoolDir=$dir/spool/%n
SlurmctldPidFile=$dir/slurmctld.pid
SlurmdPidFile=$dir/slurmd-%n.pid
SlurmctldLogFile=$dir/log/slurmctld.log
SlurmdLogFile=$dir/log/slurmd-%n.log
PlugStackConfig=$dir/plugstack.conf
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
JobAcctGatherType=jobacct_gather/none
AccountingStorageType=accounting_storage/none
JobCompType=jobcomp/none
MpiDefault=none
SwitchType=switch/none
MailProg=/bin/true
SchedulerType=sched/backfill
SelectType=select/cons_tres
SelectTypeParameters=CR_CPU
ReturnToService=2
SlurmdParameters=config_overrides
NodeName=localnode NodeHostname=$host NodeAddr=127.0.0.1 CPUs=$(nproc) RealMemory=$(($(awk '/^MemTotal/ {print $2}' /proc/meminfo) / 1024)) State=UNKNOWN
PartitionName=main Nodes=localnode Default=YES MaxTime=INFINITE State=UP
CONF
  export SLURM_CONF="$dir/slurm.conf"
  slurmctld -f "$SLURM_CONF"
  slurmd -f "$SLURM_CONF" -N localnode
  for _ in $(seq 1 100); do
    if [ "$(sinfo -h -o %T 2>/dev/null)" = idle ]; then
      return 0
    fi
    sleep 0.2
  done
  echo ".ci/slurm.sh: the node did not become idle in 20 s; logs:" >&2
  tail -n 20 "$dir"/log/*.log >&2 || true
  stop "$dir"
  exit 1
}

case ${1:-test} in
  start) start "${2:?usage: .ci/slurm.sh start DIR}" ;;
  stop) stop "${2:?usage: .ci/slurm.sh stop DIR}" ;;
  test)
    cd "$here"
    npx vitest run test/sim/slurm.test.ts
    ;;
  *)
    echo "usage: .ci/slurm.sh [start DIR | stop DIR]" >&2
    exit 2
    ;;
esac

#!/usr/bin/env bash
# What the native modules need from the machine, before `npm ci` compiles them: node-pty (the pseudo-terminal of the
# command-line tests, a dev dependency of the repository) and better-sqlite3 (examples/move-server's SQLite driver)
# are built from source by node-gyp, which needs a C++ compiler, make and Python 3, and the headers of the running
# Node. The headers come with Debian's nodejs package (/usr/include/node); npm's `nodedir` setting (or
# npm_config_nodedir) must point node-gyp at them, since it cannot download them without network.
# Prints the folder node-gyp should use as nodedir on its last line of standard output.
set -euo pipefail

need=""
for pkg in g++ make python3; do
  dpkg -s "$pkg" >/dev/null 2>&1 || need="$need $pkg"
done
if [ -n "$need" ]; then
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq && apt-get install -y -qq $need >/dev/null
fi

nodedir="${npm_config_nodedir:-$(npm config get nodedir 2>/dev/null || true)}"
if [ -z "$nodedir" ] || [ "$nodedir" = "undefined" ]; then
  nodedir="$(node -p 'process.config.variables.node_prefix')"
fi
if [ ! -f "$nodedir/include/node/node_version.h" ]; then
  echo "no Node headers under $nodedir/include/node: node-pty and better-sqlite3 cannot be compiled" >&2
  exit 1
fi
echo "native modules: g++, make, python3 and Node $(node -v) headers in $nodedir/include/node are ready" >&2
echo "$nodedir"

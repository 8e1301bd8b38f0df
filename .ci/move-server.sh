#!/usr/bin/env bash
# What examples/move-server needs from the machine, before `npm test` or `examples/ci.sh` installs it:
# better-sqlite3 (its SQLite driver) is compiled from source by node-gyp, which needs a C++ compiler, make and
# Python 3, and the headers of the running Node. The headers come with Debian's nodejs package
# (/usr/include/node); npm's `nodedir` setting (or npm_config_nodedir) must point node-gyp at them, since it cannot
# download them without network.
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
  echo "npm has no nodedir: node-gyp would try to download Node's headers; set npm_config_nodedir=$nodedir" >&2
fi
if [ ! -f "$nodedir/include/node/node_version.h" ]; then
  echo "no Node headers under $nodedir/include/node: better-sqlite3 cannot be compiled" >&2
  exit 1
fi
echo "move-server: g++, make, python3 and Node $(node -v) headers in $nodedir/include/node are ready"

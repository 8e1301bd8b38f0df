#!/usr/bin/env bash
# Packs the library and the command line (after `npm run build`), checks the library's tarball with publint and attw,
# and installs each tarball into a fresh app the way a user would: the library brings immer and nothing else, and
# every subpath imports from ESM and CommonJS; the command line installs, runs, and plays a tournament over threads.
set -euo pipefail
cd "$(dirname "$0")/.."
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
tarball=$(npm pack --silent --pack-destination "$work" | tail -n 1)
echo "packed $tarball"
tar -tzf "$work/$tarball" | sed 's#^package/##' | sort > "$work/files.txt"
if grep -Ev '^(dist/|README.md$|LICENSE$|CHANGELOG.md$|package.json$)' "$work/files.txt"; then
  echo "the tarball holds files users do not need (listed above)"; exit 1
fi
npx publint run "$work/$tarball" --strict
npx attw "$work/$tarball" --profile node16

# The command line's tarball: the bin, its bundle and its README only.
cli=$(npm pack --silent -w packages/cli --pack-destination "$work" | tail -n 1)
echo "packed $cli"
tar -tzf "$work/$cli" | sed 's#^package/##' | sort > "$work/cli-files.txt"
if grep -Ev '^(bin/cardrules.js$|dist/|README.md$|package.json$)' "$work/cli-files.txt"; then
  echo "the command line's tarball holds files users do not need (listed above)"; exit 1
fi

# What `npm ls --omit=dev` lists in an app, one package name per line (the app itself left out).
installed() {
  npm ls --omit=dev --all --parseable | tail -n +2 | sed 's#.*/node_modules/##' | sort -u
}

mkdir -p "$work/app"
(
  cd "$work/app"
  npm init -y >/dev/null
  npm install --no-audit --no-fund "$work/$tarball" >/dev/null
  got=$(installed | tr '\n' ' ')
  if [ "$got" != "cardrules immer " ]; then
    echo "installing the library brings more than immer: $got"; exit 1
  fi
  echo "the library installs cardrules and immer, nothing else"
  subpaths=$(node -e 'const p=require("cardrules/package.json");console.log(Object.keys(p.exports).filter(k=>k!=="./package.json").map(k=>k==="."?"cardrules":"cardrules/"+k.slice(2)).join(" "))')
  for sp in $subpaths; do
    node --input-type=module -e "const m = await import('$sp'); if (Object.keys(m).length === 0) throw new Error('$sp exports nothing (ESM)');"
    node -e "const m = require('$sp'); if (Object.keys(m).length === 0) throw new Error('$sp exports nothing (CJS)');"
    echo "imported $sp from ESM and CommonJS"
  done
  if npx --no-install cardrules --version >/dev/null 2>&1; then
    echo "the library alone must not bring a cardrules command"; exit 1
  fi
)

mkdir -p "$work/cli-app"
(
  cd "$work/cli-app"
  npm init -y >/dev/null
  npm install --no-audit --no-fund "$work/$cli" >/dev/null
  echo "the command line installs: $(installed | tr '\n' ' ')"
  for dep in commander @inquirer/input cli-progress cli-table3 tinypool immer; do
    installed | grep -qx "$dep" || { echo "the command line did not bring $dep"; exit 1; }
  done
  test "$(npx --no-install cardrules --version)" = "$(node -p 'require("cardrules-cli/package.json").version')"
  npx --no-install cardrules play coins --seed 1 </dev/null | grep -q 'Your moves (' && echo "cardrules play runs"
  npx --no-install cardrules sim coins --bots heuristic,random --games 12 --workers 2 --seed 1 | grep -q 'win rate' \
    && echo "cardrules sim runs over two worker threads"
)

#!/usr/bin/env bash
# Packs the library, checks the tarball with publint and attw, and imports every subpath from a fresh project,
# from both ESM and CommonJS, the way a user would.
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
mkdir -p "$work/app"
(
  cd "$work/app"
  npm init -y >/dev/null
  npm install --no-audit --no-fund "$work/$tarball" >/dev/null
  subpaths=$(node -e 'const p=require("cardrules/package.json");console.log(Object.keys(p.exports).filter(k=>k!=="./package.json").map(k=>k==="."?"cardrules":"cardrules/"+k.slice(2)).join(" "))')
  for sp in $subpaths; do
    node --input-type=module -e "const m = await import('$sp'); if (Object.keys(m).length === 0) throw new Error('$sp exports nothing (ESM)');"
    node -e "const m = require('$sp'); if (Object.keys(m).length === 0) throw new Error('$sp exports nothing (CJS)');"
    echo "imported $sp from ESM and CommonJS"
  done
  npx --no-install cardrules --help >/dev/null && echo "the cardrules command runs"
)

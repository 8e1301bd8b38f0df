#!/usr/bin/env bash
# The Python package (python/): its types with Debian's mypy (--strict), its tests with Debian's python3, pytest and
# numpy, once with numpy and once with numpy hidden; its installation with pip (no build isolation, no index) into a fresh venv, imported from outside the tree;
# and its examples. Run from a fresh clone after `npm ci && npm run build` (the build writes the engine bundle
# python/cardrules/engine.mjs). Nothing comes from PyPI.
set -euo pipefail
cd "$(dirname "$0")/.."
start=$(date +%s)
step() { printf '\n--- %s (%ss)\n' "$1" "$(( $(date +%s) - start ))"; }
PY=/usr/bin/python3

step "Debian packages: python3 with pytest, numpy, mypy, setuptools, pip (with wheel) and venv"
need=""
for pkg in python3-pytest python3-numpy python3-mypy python3-setuptools python3-pip python3-wheel python3-venv; do
  dpkg -s "$pkg" >/dev/null 2>&1 || need="$need $pkg"
done
if [ -n "$need" ]; then
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq && apt-get install -y -qq $need >/dev/null
fi
node --version
$PY --version

step "the engine bundle"
if [ ! -s python/cardrules/engine.mjs ]; then
  echo "python/cardrules/engine.mjs is missing: run 'npm run build' first" >&2
  exit 1
fi
ls -l python/cardrules/engine.mjs

step "mypy --strict python/cardrules"
(cd python && $PY -m mypy --strict --cache-dir=/dev/null cardrules)

step "pytest python/ (with numpy)"
$PY -m pytest python/ -q -p no:cacheprovider

step "pytest python/ (numpy hidden: the standard library only)"
CARDRULES_NO_NUMPY=1 $PY -m pytest python/ -q -p no:cacheprovider

step "pip install --no-build-isolation ./python into a fresh venv, imported from elsewhere"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
$PY -m venv --system-site-packages "$work/venv"
"$work/venv/bin/pip" install --no-build-isolation --no-index --quiet ./python
(cd "$work" && "$work/venv/bin/python" - <<'PYTHON'
import cardrules
assert "site-packages" in cardrules.__file__, cardrules.__file__
env = cardrules.env("coins")
env.reset(seed=1)
for agent in env.agent_iter():
    observation, reward, termination, truncation, info = env.last()
    env.step(None if termination or truncation else env.action_space(agent).sample(observation["action_mask"]))
env.close()
print("installed package: a full match of Coins played from", cardrules.__file__)
PYTHON
)

step "examples/python"
PYTHONPATH=python $PY examples/python/random_agent.py --matches 3
PYTHONPATH=python $PY examples/python/evaluate.py --matches 60 --bots heuristic

step "python done"

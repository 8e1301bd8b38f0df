"""Every Python block of python/README.md runs as written (env, raw_env, copies, the parallel form, the vectorized
environment, bots, the engine), from the repository root with the package on the path."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

import cardrules

ROOT = Path(__file__).resolve().parents[2]
BLOCKS = re.findall(r"```python\n(.*?)```", (ROOT / "python" / "README.md").read_text(encoding="utf8"), re.S)


def test_the_readme_shows_every_form():
    text = "\n".join(BLOCKS)
    for form in ("cardrules.env(", "cardrules.raw_env(", "cardrules.parallel_env(", "cardrules.vector_env(", "pickle"):
        assert form in text, f"a block of the README uses {form}"


@pytest.mark.parametrize("index", range(len(BLOCKS)))
def test_a_readme_block_runs(index):
    block = BLOCKS[index]
    if "numpy" in block and not cardrules.HAS_NUMPY:
        pytest.skip("this block uses numpy")
    env = {**os.environ, "PYTHONPATH": str(ROOT / "python")}
    out = subprocess.run([sys.executable, "-c", block], cwd=ROOT, capture_output=True, text=True, env=env, timeout=300)
    assert out.returncode == 0, out.stderr[-2000:]

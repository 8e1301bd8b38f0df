"""The Python block of docs/engine-protocol.md ("From another language") runs as written, from the repository root."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def test_the_protocol_page_python_block_runs():
    page = (ROOT / "docs" / "engine-protocol.md").read_text(encoding="utf8")
    blocks = re.findall(r"```python\n(.*?)```", page, re.S)
    assert len(blocks) == 1
    if not (ROOT / "python" / "cardrules" / "engine.mjs").is_file():
        pytest.fail("python/cardrules/engine.mjs is missing: run npm run build")
    out = subprocess.run([sys.executable, "-c", blocks[0]], cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr
    scores, winners = out.stdout.strip().split("] [")
    assert scores.startswith("[") and winners.endswith("]")

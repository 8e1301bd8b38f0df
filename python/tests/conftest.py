"""Test setup: the package from this tree, numpy hidden when CARDRULES_NO_NUMPY=1, one shared engine."""

from __future__ import annotations

import importlib.abc
import os
import sys
from pathlib import Path

import pytest

HIDE_NUMPY = os.environ.get("CARDRULES_NO_NUMPY", "") not in ("", "0")

if HIDE_NUMPY:

    class _Hidden(importlib.abc.MetaPathFinder):
        """Refuses numpy (and what needs it), so the no-numpy run proves the standard library suffices."""

        HIDDEN = ("numpy", "gymnasium", "pettingzoo")

        def find_spec(self, name, path=None, target=None):  # noqa: D102
            if name.split(".")[0] in self.HIDDEN:
                raise ImportError(f"{name} is hidden by CARDRULES_NO_NUMPY=1")
            return None

    sys.meta_path.insert(0, _Hidden())

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import cardrules  # noqa: E402


@pytest.fixture(scope="session")
def engine():
    """One engine for the tests that need no engine of their own."""
    with cardrules.Engine() as shared:
        yield shared


@pytest.fixture(scope="session")
def game_ids(engine):
    """Every game the engine offers."""
    return list(engine.games)

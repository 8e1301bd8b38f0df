"""Refuses to build the package without the engine bundle, which `npm run build` writes at the repository root."""

from pathlib import Path

from setuptools import setup

bundle = Path(__file__).resolve().parent / "cardrules" / "engine.mjs"
if not bundle.is_file():
    raise SystemExit(
        f"{bundle} is missing: run `npm ci && npm run build` at the root of the cardrules repository first "
        "(it builds the engine bundle into python/cardrules/engine.mjs)"
    )

setup()

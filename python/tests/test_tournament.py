"""cardrules.tournament: a tournament through `cardrules sim`, its summary and its records, checked against each
other (the tallies recounted from the records) and against the command's refusals."""

from __future__ import annotations

import os
import shutil
from pathlib import Path

import pytest

import cardrules
from cardrules.errors import CardrulesError
from cardrules.tournament import cli_command

ROOT = Path(__file__).resolve().parents[2]
BUILT = ROOT / "packages" / "cli" / "dist" / "main.js"


def _command():
    if os.environ.get("CARDRULES_CLI") or shutil.which("cardrules"):
        return None
    if BUILT.is_file() and shutil.which("node"):
        return ["node", str(ROOT / "packages" / "cli" / "bin" / "cardrules.js")]
    pytest.skip("no cardrules command (build the repository, or set CARDRULES_CLI)")


def test_summary_and_records_agree():
    t = cardrules.tournament("coins", ["heuristic", "random"], games=30, seed="py", workers=0, records=True, command=_command())
    results, summary, records = t["results"], t["summary"], t["records"]
    assert results["games"] == 30
    assert [b["bot"] for b in summary["bots"]] == ["heuristic", "random"]
    games = records["games"]
    assert [g["index"] for g in games] == list(range(30))
    # The tallies, recounted from the games: heuristic holds one seat a game, random two.
    wins = {"heuristic": 0, "random": 0}
    scores = {"heuristic": 0, "random": 0}
    for g in games:
        assert g["seed"] == f"py:{g['index'] // 3}"
        for seat, bot in enumerate(g["bots"]):
            scores[bot] += g["score"][seat]
            wins[bot] += seat in g["winners"]
    for bot in ("heuristic", "random"):
        assert results["bots"][bot]["wins"] == wins[bot]
        assert results["bots"][bot]["scoreSum"] == scores[bot]
    assert sum(len(g["actions"]) for g in games) == results["moves"]
    assert all(0 <= a < 48 for g in games for a in g["actions"])
    # The paired comparison: heuristic minus random over the 10 deals.
    [pair] = summary["pairs"]
    assert (pair["a"], pair["b"], pair["deals"]) == ("heuristic", "random", 10)
    mean_h = scores["heuristic"] / 30
    mean_r = scores["random"] / 60
    assert pair["scoreDiff"]["value"] == pytest.approx(mean_h - mean_r)


def test_labels_and_files(tmp_path):
    t = cardrules.tournament(
        "coins",
        ["random@0", "random@1", "random@2"],
        games=6,
        seed="py",
        workers=0,
        records_file=tmp_path / "games.jsonl.gz",
        results_file=tmp_path / "part.json",
        command=_command(),
    )
    assert [b["bot"] for b in t["summary"]["bots"]] == ["random@0", "random@1", "random@2"]
    assert (tmp_path / "games.jsonl.gz").read_bytes()[:2] == b"\x1f\x8b"
    assert (tmp_path / "part.json").is_file()
    assert [g["bots"][0] for g in t["records"]["games"]] == ["random@0", "random@1", "random@2"] * 2


def test_refusals_in_the_commands_words():
    with pytest.raises(CardrulesError) as e:
        cardrules.tournament("coins", ["smart"], games=3, command=_command())
    assert e.value.code == "SIM_FAILED"
    assert e.value.message.startswith("there is no bot 'smart'")
    with pytest.raises(cardrules.EngineNotFoundError):
        cardrules.tournament("coins", ["random"], games=3, command=["/nonexistent/cardrules"])
    assert cli_command("node x.js sim") == ["node", "x.js", "sim"]


def test_the_slurm_readme_python_block_runs(monkeypatch):
    """The block "From Python" of examples/slurm/README.md runs as written (with the command named in CARDRULES_CLI)."""
    import re

    command = _command()
    if command is not None:
        monkeypatch.setenv("CARDRULES_CLI", " ".join(command))
    page = (ROOT / "examples" / "slurm" / "README.md").read_text(encoding="utf8")
    [block] = re.findall(r"```python\n(.*?)```", page, re.S)
    scope: dict = {}
    exec(compile(block, "examples/slurm/README.md", "exec"), scope)
    t = scope["t"]
    assert t["results"]["games"] == 3000
    assert len(t["records"]["games"]) == 3000
    assert t["summary"]["pairs"][0]["scoreDiff"]["low"] > 0

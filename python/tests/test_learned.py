"""The learned bot that ships: the engine plays it in every game, and the NumPy reference forward pass over the
shipped weights gives the fixture scores the TypeScript tests check (test/fixtures/learned/<game>.json)."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def shipped_weights(game: str) -> dict:
    """The weights of ``src/bots/weights/<game>.ts``: one line of JSON after ``= ``."""
    text = (ROOT / "src" / "bots" / "weights" / f"{game}.ts").read_text()
    line = next(x for x in text.splitlines() if x.startswith("export const "))
    return json.loads(line.split(" = ", 1)[1].rstrip(";"))


def test_the_engine_plays_the_learned_bot_in_every_game(engine, game_ids):
    for game in game_ids:
        match = engine.start(game, seed=3)
        choice = match.bot("learned")
        assert choice["action"] in match.legal_actions, game
        match.close()


def test_the_numpy_reference_gives_the_fixture_scores(game_ids):
    np = pytest.importorskip("numpy")
    sys.path.insert(0, str(ROOT / "python" / "training"))
    from reference import reference_scores

    for game in game_ids:
        weights = shipped_weights(game)
        fixtures = json.loads((ROOT / "test" / "fixtures" / "learned" / f"{game}.json").read_text())
        assert weights["game"] == fixtures["game"] == game
        assert len(fixtures["cases"]) >= 5
        for case in fixtures["cases"]:
            got = reference_scores(weights, case["observation"], case["actions"], case.get("heuristic"))
            # The same float32 arithmetic in the same order as when the fixtures were written.
            assert np.allclose(got, case["scores"], rtol=1e-6, atol=1e-6), game


def test_the_engine_and_the_reference_pick_alike_when_the_weights_read_the_heuristic(engine, game_ids):
    """Weights of format 3 read the heuristic's action: the engine's bot (TypeScript) asks the heuristic itself, the
    training asks the engine with ``HEURISTIC_SEED``. Both must name the same action, or the network trained in
    Python would be fed another move than the one it plays with."""
    np = pytest.importorskip("numpy")
    sys.path.insert(0, str(ROOT / "python" / "training"))
    from reference import HEURISTIC_SEED, reference_scores

    import cardrules

    checked = 0
    for game in game_ids:
        weights = shipped_weights(game)
        if weights["format"] != 3:
            continue
        venv = cardrules.vector_env(game, num_envs=4, seat=None, engine=engine)
        venv.reset(seed=11)
        for _ in range(40):
            played = venv.bot_actions("learned")
            hints = venv.bot_actions("heuristic", seed=HEURISTIC_SEED)
            for i in range(4):
                legal = [a for a, m in enumerate(venv.mask[i]) if m]
                if len(legal) < 2:
                    continue
                scores = np.asarray(reference_scores(weights, list(venv.obs[i]), legal, hints[i]))
                top = np.sort(scores)[-2:]
                if top[1] - top[0] > 1e-3:  # float rounding cannot decide a wider gap
                    assert legal[int(scores.argmax())] == played[i], game
                    checked += 1
            venv.step(played)
        venv.close()
    if checked == 0:
        pytest.skip("no shipped weights read the heuristic")


def test_a_margin_towards_the_heuristic_lifts_its_move_by_exactly_that_much(game_ids, tmp_path):
    """``python/training/follow.py`` turns a network into format 3 with a constant pull: the heuristic's move scores
    the margin more than it did, every other move scores as before, on every fixture observation."""
    np = pytest.importorskip("numpy")
    sys.path.insert(0, str(ROOT / "python" / "training"))
    from follow import read_weights, with_margin
    from reference import reference_scores

    for game in game_ids:
        module = ROOT / "src" / "bots" / "weights" / f"{game}.ts"
        base = read_weights(str(module))
        if base["format"] == 3:  # the heuristic term is already there: undo a constant one to get the network back
            follow = base["trained"].get("follow")
            if follow is None:
                continue
            base = {**base, "format": 2 if "embed" in base["head"] else 1}
            base["head"] = {k: v for k, v in base["head"].items() if k != "heuristic"}
        lifted = with_margin(base, 2.5)
        assert lifted["format"] == 3 and lifted["trained"]["follow"]["margin"] == 2.5
        fixtures = json.loads((ROOT / "test" / "fixtures" / "learned" / f"{game}.json").read_text())
        for case in fixtures["cases"]:
            obs, legal = case["observation"], case["actions"]
            plain = np.asarray(reference_scores(base, obs, legal), dtype=np.float32)
            for hint in legal[:3]:
                got = np.asarray(reference_scores(lifted, obs, legal, hint), dtype=np.float32)
                want = plain + np.where(np.asarray(legal) == hint, np.float32(2.5), np.float32(0))
                assert np.allclose(got, want, rtol=1e-6, atol=1e-5), game

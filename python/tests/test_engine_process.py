"""The engine process: a killed or crashed engine raises EngineDiedError at once (never a hang), a silent one times
out, a missing one raises EngineNotFoundError, and CARDRULES_ENGINE picks another engine."""

from __future__ import annotations

import os
import signal
import sys
import threading
import time

import pytest

import cardrules
from cardrules import EngineDiedError, EngineNotFoundError


def within(seconds, fn):
    """Runs fn in a thread and fails the test if it has not returned (or raised) within the time."""
    outcome = {}

    def run():
        try:
            outcome["value"] = fn()
        except BaseException as e:  # noqa: BLE001 - handed to the test
            outcome["error"] = e

    thread = threading.Thread(target=run, daemon=True)
    thread.start()
    thread.join(seconds)
    assert not thread.is_alive(), f"no answer within {seconds} s: the client hangs"
    if "error" in outcome:
        raise outcome["error"]
    return outcome.get("value")


def test_killed_engine_raises_at_once():
    env = cardrules.env("coins")
    env.reset(seed=1)
    os.kill(env.engine.pid, signal.SIGKILL)
    agent = env.agent_selection
    action = env.action_space(agent).sample(env.observe(agent)["action_mask"])
    started = time.monotonic()
    with pytest.raises(EngineDiedError) as caught:
        within(10, lambda: env.step(action))
    assert time.monotonic() - started < 10
    assert "killed by signal 9" in caught.value.message
    assert not env.engine.alive
    with pytest.raises(EngineDiedError):
        within(10, lambda: env.step(action))
    env.close()


def test_killed_engine_in_a_vector_env():
    venv = cardrules.vector_env("dalmuti", num_envs=4)
    venv.reset(seed=1)
    actions = [next(a for a in range(venv.action_count) if venv.mask[i][a]) for i in range(4)]
    os.kill(venv.engine.pid, signal.SIGKILL)
    with pytest.raises(EngineDiedError):
        within(10, lambda: venv.step(actions))
    venv.close()


def test_crashing_engine_quotes_its_last_words(tmp_path, monkeypatch):
    script = tmp_path / "crash.py"
    script.write_text("import sys\nsys.stdin.readline()\nsys.stderr.write('out of cheese\\n')\nsys.exit(3)\n")
    monkeypatch.setenv("CARDRULES_ENGINE", f"{sys.executable} {script}")
    with pytest.raises(EngineDiedError) as caught:
        within(10, cardrules.Engine)
    assert "status 3" in caught.value.message and "out of cheese" in caught.value.message


def test_silent_engine_times_out(tmp_path):
    script = tmp_path / "silent.py"
    script.write_text("import time\ntime.sleep(60)\n")
    with pytest.raises(EngineDiedError) as caught:
        within(20, lambda: cardrules.Engine(command=[sys.executable, str(script)], timeout=1))
    assert "no reply for 1 s" in caught.value.message


def test_missing_engine(monkeypatch):
    monkeypatch.setenv("CARDRULES_ENGINE", "/nonexistent/cardrules-engine --serve")
    with pytest.raises(EngineNotFoundError):
        cardrules.Engine()


def test_cardrules_engine_may_name_a_bundle(monkeypatch):
    bundle = os.path.join(os.path.dirname(cardrules.__file__), "engine.mjs")
    monkeypatch.setenv("CARDRULES_ENGINE", bundle)
    with cardrules.Engine() as engine:
        assert engine.command[-1] == bundle
        assert engine.request("hello")["protocol"] == 1


def test_closed_engine_refuses_requests():
    engine = cardrules.Engine()
    engine.close()
    with pytest.raises(EngineDiedError):
        engine.request("hello")


def test_many_requests_with_large_replies_at_once_do_not_deadlock(engine):
    """Both pipes full at once: 2000 requests (~150 kB) whose replies (~5 kB each) exceed every pipe buffer."""
    match = engine.start("bigfish", seed=1)
    requests = [{"cmd": "status", "match": match.id, "show": ["obs"], "format": "base64"} for _ in range(2000)]
    replies = within(60, lambda: engine.send(requests))
    assert len(replies) == 2000 and all(r["ok"] for r in replies)
    assert len({r["obs"] for r in replies}) == 1
    match.close()


FAKE_ENGINE = """
import json, sys
mode = sys.argv[1]
for n, line in enumerate(sys.stdin):
    request = json.loads(line)
    if mode == "not-json":
        sys.stdout.write("Segmentation fault\\n")
    elif mode == "no-games":
        sys.stdout.write(json.dumps({"id": request["id"], "ok": True, "protocol": 1}) + "\\n")
    elif mode == "wrong-id":
        sys.stdout.write(json.dumps({"id": request["id"] + 7, "ok": True}) + "\\n")
    elif mode == "no-ok":
        sys.stdout.write(json.dumps({"id": request["id"]}) + "\\n")
    sys.stdout.flush()
"""


@pytest.mark.parametrize(
    "mode, code", [("not-json", "BAD_REPLY"), ("no-games", "BAD_REPLY"), ("wrong-id", "OUT_OF_STEP"), ("no-ok", "BAD_REPLY")]
)
def test_a_broken_engine_raises_a_typed_protocol_error(mode, code, tmp_path):
    script = tmp_path / "fake.py"
    script.write_text(FAKE_ENGINE)
    with pytest.raises(cardrules.ProtocolError) as caught:
        within(20, lambda: cardrules.Engine(command=[sys.executable, str(script), mode]))
    assert caught.value.code == code


def test_close_leaves_no_pipe_open():
    import gc
    import warnings

    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        engine = cardrules.Engine()
        proc = engine._proc
        engine.close()
        assert proc.stdin.closed and proc.stdout.closed and proc.stderr.closed
        del engine, proc
        gc.collect()
    assert not [w for w in caught if issubclass(w.category, ResourceWarning)]


def test_a_killed_engine_closes_its_pipes_too():
    engine = cardrules.Engine()
    os.kill(engine.pid, signal.SIGKILL)
    with pytest.raises(EngineDiedError):
        within(10, lambda: engine.request("hello"))
    assert engine._proc.stderr.closed and engine._proc.stdout.closed

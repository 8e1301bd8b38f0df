"""Bad actions, bad requests and bad options: typed exceptions with the engine's code, rule id and message, nothing
changed, and the engine goes on."""

from __future__ import annotations

import pytest

import cardrules
from cardrules import IllegalMoveError, ProtocolError, StateError


def first_illegal(env):
    mask = env.observe(env.agent_selection)["action_mask"]
    return next(a for a in range(env.action_count) if not mask[a])


def test_illegal_action_raises_with_code_and_rule_and_changes_nothing(engine):
    env = cardrules.raw_env("coins", engine=engine)
    env.reset(seed=9)
    before = env.full_state()
    agent = env.agent_selection
    illegal = first_illegal(env)
    with pytest.raises(IllegalMoveError) as caught:
        env.step(illegal)
    error = caught.value
    assert error.kind == "rule" and error.code and error.message
    assert error.code in ("NOT_IN_HAND", "ILLEGAL_MOVE")
    if error.code == "NOT_IN_HAND":
        assert error.rule == "C4"
    assert env.full_state() == before and env.agent_selection == agent
    with pytest.raises(IllegalMoveError) as out_of_range:
        env.step(env.action_count)
    assert out_of_range.value.code == "BAD_ACTION" and out_of_range.value.rule is None
    with pytest.raises(ValueError):
        env.step(None)
    env.step(env.action_space(agent).sample(env.observe(agent)["action_mask"]))
    env.close()


def test_rule_ids_name_the_rules_pages(engine):
    env = cardrules.raw_env("dalmuti", engine=engine)
    env.reset(seed=7)
    with pytest.raises(IllegalMoveError) as caught:
        env.step(first_illegal(env))
    assert caught.value.rule is None or caught.value.rule[0].isupper()
    env.close()


def test_bad_options_raise_state_error_with_every_issue(engine):
    with pytest.raises(StateError) as caught:
        cardrules.env("coins", engine=engine, target=0, colour="red")
    assert caught.value.code == "BAD_OPTIONS"
    assert sorted(issue["path"] for issue in caught.value.issues) == ["colour", "target"]
    with pytest.raises(ProtocolError) as unknown:
        cardrules.env("chess", engine=engine)
    assert unknown.value.code == "UNKNOWN_GAME"


@pytest.mark.parametrize(
    "line, code",
    [
        ("this is not json", "NOT_JSON"),
        ("[1, 2, 3]", "BAD_REQUEST"),
        ('{"id": 1, "cmd": "teleport"}', "UNKNOWN_COMMAND"),
        ('{"id": 2, "cmd": "start", "game": "coins", "seats": "many"}', "BAD_FIELD"),
        ('{"id": 3, "cmd": "apply", "match": 999999, "action": 1}', "UNKNOWN_MATCH"),
        ("{" * 5000, "NOT_JSON"),
        ("\u00e9\u00e8\u00ff" * 10, "NOT_JSON"),
    ],
)
def test_junk_lines_get_typed_errors_and_the_engine_reads_on(line, code, engine):
    reply = engine.raw(line)
    assert reply["ok"] is False and reply["error"]["code"] == code
    assert engine.request("hello")["protocol"] == 1


def test_a_line_over_the_limit(engine):
    limit = engine.hello["limits"]["maxLineLength"]
    reply = engine.raw('{"id":1,"cmd":"hello","pad":"' + "x" * (limit + 10) + '"}')
    assert reply["error"]["code"] == "LINE_TOO_LONG"
    assert engine.request("hello")["ok"] is True


def test_request_raises_the_matching_exception(engine):
    with pytest.raises(ProtocolError) as caught:
        engine.request("start", game="coins", wings=2)
    assert caught.value.code == "BAD_FIELD" and caught.value.path == "wings"

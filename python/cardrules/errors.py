"""Exceptions of the cardrules package.

Every error the engine reports arrives as an exception that carries the engine's ``code``, the broken rule's id
(``rule``, ``None`` when no single rule applies) and a ``message`` for people. The class says what kind of problem it
is: a move the rules refuse (:class:`IllegalMoveError`), options, a record or a saved state that cannot be accepted
(:class:`InvalidStateError`, the TypeScript library's name; ``StateError`` is the same class), a request the engine does not understand (:class:`ProtocolError`), or an engine that is gone
(:class:`EngineDiedError`) or cannot be found (:class:`EngineNotFoundError`).
"""

from __future__ import annotations

from typing import Any, Dict, List, Mapping, Optional, Sequence


class CardrulesError(Exception):
    """The base of every cardrules exception.

    Attributes:
        code: a stable machine-readable code, e.g. ``"BAD_ACTION"`` or a game's own rule code.
        rule: the id of the broken rule in the game's rules page (``"R7"``), or ``None``.
        message: a sentence for people.
        kind: ``"request"``, ``"rule"``, ``"state"``, ``"internal"`` or ``"engine"`` (the process itself).
        path: the request field (or the field inside a move) at fault, or ``None``.
        issues: for refused options, records and states: every problem found, as ``{"path", "message"}`` dicts.
        details: the engine's whole error object.
    """

    def __init__(
        self,
        code: str,
        message: str,
        rule: Optional[str] = None,
        kind: str = "engine",
        path: Optional[str] = None,
        issues: Optional[Sequence[Mapping[str, str]]] = None,
        details: Optional[Mapping[str, Any]] = None,
    ) -> None:
        super().__init__(f"{message} [{code}{', rule ' + rule if rule else ''}]")
        self.code = code
        self.rule = rule
        self.message = message
        self.kind = kind
        self.path = path
        self.issues: List[Dict[str, str]] = [dict(issue) for issue in issues or []]
        self.details: Dict[str, Any] = dict(details or {})
        self.index: Optional[int] = None
        """For an action refused in a vectorized step: the row (match) it was meant for."""

    def __reduce__(self) -> Any:
        return (_rebuild, (type(self), self.code, self.message, self.rule, self.kind, self.path, self.issues,
                           self.details, self.index))


class IllegalMoveError(CardrulesError):
    """A move (an action, a JSON move or a move in the game's notation) that the rules refuse; nothing changed."""


class InvalidStateError(CardrulesError):
    """Options, a record or a saved state the engine cannot accept (``issues`` lists every problem found).

    The TypeScript library's name; ``StateError`` is another name of the same class."""


StateError = InvalidStateError


class ProtocolError(CardrulesError):
    """A request the engine refuses as such (an unknown field, a bad value, an unknown game or match), or a reply
    that breaks the protocol (``BAD_REPLY``: not JSON, a field missing; ``OUT_OF_STEP``: a reply to another
    request)."""


class EngineInternalError(CardrulesError):
    """A fault inside the engine (a bug). The engine goes on; please report it with the request."""


class EngineDiedError(CardrulesError):
    """The engine process ended (it was killed, or it crashed); ``message`` says how and quotes its last words."""


class EngineNotFoundError(CardrulesError):
    """No engine could be started: ``node`` (version 20 or later) is missing, or the engine bundle is not built."""


_BY_KIND = {
    "rule": IllegalMoveError,
    "state": InvalidStateError,
    "request": ProtocolError,
    "internal": EngineInternalError,
}


def _rebuild(cls: Any, code: str, message: str, rule: Optional[str], kind: str, path: Optional[str],
             issues: List[Dict[str, str]], details: Dict[str, Any], index: Optional[int]) -> CardrulesError:
    error: CardrulesError = cls(code, message, rule, kind, path, issues, details)
    error.index = index
    return error


def error_from_reply(error: Mapping[str, Any]) -> CardrulesError:
    """The exception for an engine error object (``reply["error"]``)."""
    cls = _BY_KIND.get(str(error.get("kind")), CardrulesError)
    return cls(
        code=str(error.get("code", "UNKNOWN")),
        message=str(error.get("message", "")),
        rule=error.get("rule"),
        kind=str(error.get("kind", "engine")),
        path=error.get("path"),
        issues=error.get("issues"),
        details=error,
    )

"""Arrays with or without numpy.

With numpy (the default when it is installed) observations are ``numpy.float32`` arrays and masks ``numpy.int8``
arrays. Without it, or when ``CARDRULES_NO_NUMPY=1`` is set, they are ``array.array`` objects (typecodes ``"f"`` and
``"b"``) from the standard library: the same values, the same indexing, no third-party package.
"""

from __future__ import annotations

import base64
import os
import sys
from array import array
from typing import Any, List, Sequence

np: Any
if os.environ.get("CARDRULES_NO_NUMPY", "") not in ("", "0"):
    np = None
else:
    try:
        import numpy as np
    except ImportError:  # pragma: no cover - depends on the machine
        np = None

HAS_NUMPY = np is not None
_BIG_ENDIAN = sys.byteorder == "big"


def floats_from_base64(text: str) -> Any:
    """A float32 vector from the engine's base64 (little-endian) form."""
    return floats_from_bytes(base64.b64decode(text))


def floats_from_bytes(raw: bytes) -> Any:
    """A float32 vector from little-endian bytes (the engine's ``binary`` and ``base64`` forms); writable."""
    if np is not None:
        return np.frombuffer(bytearray(raw), dtype="<f4").astype(np.float32, copy=False)
    out = array("f")
    out.frombytes(raw)
    if _BIG_ENDIAN:  # pragma: no cover - no big-endian machine in CI
        out.byteswap()
    return out


def float_rows(raw: bytes, rows: int, size: int) -> Any:
    """A block of ``rows`` float32 vectors of ``size`` (numpy: shape ``(rows, size)``; else a list of arrays)."""
    flat = floats_from_bytes(raw)
    if np is not None:
        return flat.reshape(rows, size)
    return [flat[i * size : (i + 1) * size] for i in range(rows)]


def floats(values: Sequence[float]) -> Any:
    """A float32 vector from a list of numbers."""
    if np is not None:
        return np.asarray(values, dtype=np.float32)
    return array("f", values)


def zeros_f32(size: int) -> Any:
    """A float32 vector of zeros."""
    if np is not None:
        return np.zeros(size, dtype=np.float32)
    return array("f", bytes(4 * size))


def mask(size: int, legal: Sequence[int]) -> Any:
    """An int8 mask of ``size`` with 1 at every legal action."""
    if np is not None:
        out = np.zeros(size, dtype=np.int8)
        if legal:
            out[list(legal)] = 1
        return out
    out = array("b", bytes(size))
    for action in legal:
        out[action] = 1
    return out


def mask_rows(raw: bytes, rows: int, size: int) -> Any:
    """A block of ``rows`` int8 masks of ``size`` from bytes (numpy: shape ``(rows, size)``; else a list of arrays)."""
    if np is not None:
        return np.frombuffer(bytearray(raw), dtype=np.int8).reshape(rows, size)
    flat = array("b")
    flat.frombytes(raw)
    return [flat[i * size : (i + 1) * size] for i in range(rows)]


def masks(size: int, legal: List[List[int]]) -> Any:
    """One mask per row (numpy: an int8 array of shape ``(rows, size)``; else a list of arrays)."""
    if np is not None:
        out = np.zeros((len(legal), size), dtype=np.int8)
        rows = [i for i, actions in enumerate(legal) for _ in actions]
        if rows:
            out[rows, [a for actions in legal for a in actions]] = 1
        return out
    return [mask(size, actions) for actions in legal]

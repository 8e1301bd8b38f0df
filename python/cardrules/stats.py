"""Confidence intervals for evaluating policies: win rates (Wilson score interval) and means (normal approximation).

Standard library only.
"""

from __future__ import annotations

import math
from statistics import NormalDist
from typing import Sequence, Tuple


def _z(confidence: float) -> float:
    if not 0 < confidence < 1:
        raise ValueError("confidence must be between 0 and 1")
    return NormalDist().inv_cdf(0.5 + confidence / 2)


def wilson_interval(successes: float, trials: int, confidence: float = 0.95) -> Tuple[float, float]:
    """The Wilson score interval of a proportion: ``(low, high)``.

    Shared wins count fractionally (a two-way tie is half a success).

    >>> [round(x, 3) for x in wilson_interval(50, 100)]
    [0.404, 0.596]
    """
    if trials <= 0:
        raise ValueError("trials must be positive")
    z = _z(confidence)
    p = successes / trials
    denominator = 1 + z * z / trials
    centre = (p + z * z / (2 * trials)) / denominator
    half = z * math.sqrt(p * (1 - p) / trials + z * z / (4 * trials * trials)) / denominator
    return max(0.0, centre - half), min(1.0, centre + half)


def mean_interval(values: Sequence[float], confidence: float = 0.95) -> Tuple[float, float, float]:
    """The mean of values and its normal-approximation interval: ``(mean, low, high)``.

    >>> mean_interval([1.0, 2.0, 3.0, 4.0])[0]
    2.5
    """
    n = len(values)
    if n < 2:
        raise ValueError("at least two values are needed")
    mean = sum(values) / n
    variance = sum((v - mean) ** 2 for v in values) / (n - 1)
    half = _z(confidence) * math.sqrt(variance / n)
    return mean, mean - half, mean + half


wilson = wilson_interval
"""The TypeScript library's name (``cardrules/sim``'s ``wilson``) of :func:`wilson_interval`."""

"""Lose landwalk: no supported card has landwalk, so it targets and changes nothing."""
from dataclasses import dataclass

from engine.jit import leaf
from engine.rules.primitives import DONE

NAME = "lose landwalk"


@dataclass(frozen=True)
class LoseLandwalk:
    """The target loses all landwalk abilities until end of turn."""
    what: str = "target"


EFFECT = LoseLandwalk


@leaf
def resolve(s, f, i, src, ctrl, tkind, tgt, x, ct, ab, ef, cfg):
    return DONE

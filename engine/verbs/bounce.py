"""Bounce: "return target permanent to its owner's hand" (a token ceases to exist)."""

from engine import ops
from engine.jit import leaf
from engine.record import record
from engine.rules.primitives import DONE
from engine.rules.zones import move_to

NAME = "return to hand"


@record
class Bounce:
    """Return to its owner's hand (a token ceases to exist)."""
    what: str = "target"


EFFECT = Bounce


@leaf
def resolve(s, f, i, src, ctrl, tkind, tgt, x, ct, ab, ef, cfg):
    if i >= 0:
        move_to(s, i, ops.Z_HAND, ct)
    return DONE

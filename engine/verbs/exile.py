"""Exile: "exile target creature"."""

from engine import ops
from engine.jit import leaf
from engine.record import record
from engine.rules.primitives import DONE
from engine.rules.zones import move_to

NAME = "exile"


@record
class Exile:
    what: str = "target"


EFFECT = Exile


@leaf
def resolve(s, f, i, src, ctrl, tkind, tgt, x, ct, ab, ef, cfg):
    if i >= 0:
        move_to(s, i, ops.Z_EXILE, ct)
    return DONE

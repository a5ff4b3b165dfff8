"""Destroy: "destroy target land" (an indestructible permanent stays)."""

from engine import ops
from engine.jit import leaf
from engine.record import record
from engine.rules.chars import has_kw
from engine.rules.primitives import DONE, put_in_graveyard

NAME = "destroy"


@record
class Destroy:
    what: str = "target"


EFFECT = Destroy


@leaf
def resolve(s, f, i, src, ctrl, tkind, tgt, x, ct, ab, ef, cfg):
    if i >= 0 and not has_kw(s, i, ct, ef, ops.K_INDESTRUCTIBLE):
        put_in_graveyard(s, i, ct, ab, ef, cfg)
    return DONE

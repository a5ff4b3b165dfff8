"""Sacrifice: "sacrifice ~" (only a permanent you control; otherwise it fails,
and an "if you do" after it does nothing)."""

from engine.jit import leaf
from engine.record import record
from engine.rules.chars import ob
from engine.rules.primitives import DONE, FAILED, put_in_graveyard
from engine.state import O_CTRL

NAME = "sacrifice"


@record
class Sacrifice:
    what: str = "self"


EFFECT = Sacrifice


@leaf
def resolve(s, f, i, src, ctrl, tkind, tgt, x, ct, ab, ef, cfg):
    if i < 0 or s[ob(i) + O_CTRL] != ctrl:
        return FAILED
    put_in_graveyard(s, i, ct, ab, ef, cfg)
    return DONE

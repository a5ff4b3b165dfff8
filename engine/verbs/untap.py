"""Untap: "untap ~" (a stun counter is removed instead)."""

from engine.jit import leaf
from engine.record import record
from engine.rules.primitives import DONE, untap

NAME = "untap"


@record
class Untap:
    what: str = "self"


EFFECT = Untap


@leaf
def resolve(s, f, i, src, ctrl, tkind, tgt, x, ct, ab, ef, cfg):
    if i >= 0:
        untap(s, i)
    return DONE

"""Untap: "untap ~" (a stun counter is removed instead)."""
from dataclasses import dataclass

from engine.jit import leaf
from engine.rules.primitives import DONE, untap

NAME = "untap"


@dataclass(frozen=True)
class Untap:
    what: str = "self"


EFFECT = Untap


@leaf
def resolve(s, f, i, src, ctrl, tkind, tgt, x, ct, ab, ef, cfg):
    if i >= 0:
        untap(s, i)
    return DONE

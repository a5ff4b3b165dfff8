"""Gain life: "you gain N life" (Lightning Helix)."""

from engine import ops
from engine.jit import leaf
from engine.record import record
from engine.rules.primitives import DONE
from engine.state import H_LIFE
from engine.tables import EF_A

NAME = "gain life"
REACH = ops.REACH_PLAYERS       # it changes a player, never a permanent


@record
class GainLife:
    """You gain `n` life."""
    n: int
    to: str = "you"


EFFECT = GainLife


def check(e, card):
    if e.to != "you":
        return "gain life: only 'you' gain life"
    return None if e.n > 0 else "gain a positive amount of life"


def compile_row(e, row, ctx):
    row[EF_A] = e.n


@leaf
def resolve(s, f, i, src, ctrl, tkind, tgt, x, ct, ab, ef, cfg):
    s[H_LIFE + ctrl] += ef[f, EF_A]
    return DONE

"""Pump: "target creature gets +P/+T until end of turn"."""

from engine.jit import leaf
from engine.record import record
from engine.rules.chars import ob
from engine.rules.primitives import DONE
from engine.state import O_EOT_P, O_EOT_T
from engine.tables import EF_A, EF_B

NAME = "pump"


@record
class Pump:
    """+P/+T until end of turn."""
    power: int
    toughness: int
    what: str = "target"


EFFECT = Pump


def compile_row(e, row, ctx):
    row[EF_A], row[EF_B] = e.power, e.toughness


@leaf
def resolve(s, f, i, src, ctrl, tkind, tgt, x, ct, ab, ef, cfg):
    if i >= 0:
        s[ob(i) + O_EOT_P] += ef[f, EF_A]
        s[ob(i) + O_EOT_T] += ef[f, EF_B]
    return DONE

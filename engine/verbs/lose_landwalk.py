"""Lose landwalk: "target creature loses all landwalk abilities until end of turn"
(Hammerheim).  No supported card has landwalk printed: the only landwalk is gained
until end of turn (verbs/gain_landwalk.py, O_EOT_KW), which this takes away; one gained
later the same turn is had again (timestamp order, rule 613.7)."""

from engine.jit import leaf
from engine.record import record
from engine.rules.chars import ob
from engine.rules.primitives import DONE
from engine.state import O_EOT_KW

NAME = "lose landwalk"


@record
class LoseLandwalk:
    """The target loses all landwalk abilities until end of turn."""
    what: str = "target"


EFFECT = LoseLandwalk


@leaf
def resolve(s, f, i, src, ctrl, tkind, tgt, x, ct, ab, ef, cfg):
    if i >= 0:
        s[ob(i) + O_EOT_KW] = 0
    return DONE

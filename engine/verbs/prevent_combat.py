"""Prevent combat damage: "prevent all combat damage that would be dealt to and
dealt by target creature this turn" (a flag cleared at cleanup)."""

from engine.jit import leaf
from engine.record import record
from engine.rules.chars import ob
from engine.rules.primitives import DONE
from engine.state import O_FLAGS, OF_PREVENTED

NAME = "prevent combat damage"


@record
class PreventCombatDamage:
    """Prevent all combat damage dealt to and dealt by it this turn."""
    what: str = "target"


EFFECT = PreventCombatDamage


@leaf
def resolve(s, f, i, src, ctrl, tkind, tgt, x, ct, ab, ef, cfg):
    if i >= 0:
        s[ob(i) + O_FLAGS] |= OF_PREVENTED
    return DONE

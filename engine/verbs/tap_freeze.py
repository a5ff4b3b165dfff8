"""Tap and freeze: "tap target permanent. It doesn't untap during its
controller's next untap step." (Frost Titan)

The permanent is tapped and marked OF_FROZEN; its controller's next untap step
(engine/rules/turn.py untap_step) leaves it tapped and clears the mark.  The
mark goes with the object: it leaves the battlefield, the mark is gone (rule
400.7)."""

from engine.jit import leaf
from engine.record import record
from engine.rules.chars import ob
from engine.rules.primitives import DONE
from engine.state import O_FLAGS, O_TAPPED, OF_FROZEN

NAME = "tap; it doesn't untap during its controller's next untap step"


@record
class TapFreeze:
    """Tap target permanent; it doesn't untap during its controller's next untap step."""
    what: str = "target"


EFFECT = TapFreeze


@leaf
def resolve(s, f, i, src, ctrl, tkind, tgt, x, ct, ab, ef, cfg):
    if i >= 0:
        o = ob(i)
        s[o + O_TAPPED] = 1
        s[o + O_FLAGS] |= OF_FROZEN
    return DONE

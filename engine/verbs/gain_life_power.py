"""Life equal to power: "its controller gains life equal to its power"."""

from engine import ops

from engine.jit import leaf
from engine.record import record
from engine.rules.chars import ob, power
from engine.rules.primitives import DONE
from engine.state import H_LIFE, O_CTRL

NAME = "gain life equal to power"
REACH = ops.REACH_PLAYERS  # on a player it changes only that player (floating mana: priority.float_matters)


@record
class GainLifeEqualToPower:
    """The target's controller gains life equal to the target's power."""
    of: str = "target"


EFFECT = GainLifeEqualToPower


@leaf
def resolve(s, f, i, src, ctrl, tkind, tgt, x, ct, ab, ef, cfg):
    if i >= 0:
        p = power(s, i, ct, ef, cfg)
        if p > 0:
            s[H_LIFE + s[ob(i) + O_CTRL]] += p
    return DONE

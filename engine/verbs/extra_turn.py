"""Extra turns: "take an extra turn after this one" (Emrakul, the Aeons Torn's cast
trigger; topic eldrazi).  The state counts the extra turns each player is owed
(layout H_EXTRA); turn.cleanup gives the next turn to the active player while they
are owed one.  More than layout.EXTRA_CAP owed at once is a bound (ops.BOUND_TURNS),
scored both ways by the solver."""

from engine import ops
from engine.jit import leaf
from engine.layout import EXTRA_CAP, H_EXTRA
from engine.record import record
from engine.rules.primitives import DONE
from engine.state import H_BOUND, H_RESULT

NAME = "take an extra turn"
REACH = ops.REACH_PLAYERS       # it changes only whose turn comes next


@record
class ExtraTurn:
    """You (the controller) take an extra turn after this one."""


EFFECT = ExtraTurn


@leaf
def resolve(s, f, i, src, ctrl, tkind, tgt, x, ct, ab, ef, cfg):
    if s[H_EXTRA + ctrl] >= EXTRA_CAP:
        s[H_RESULT] = ops.R_BOUND
        s[H_BOUND] |= ops.BOUND_TURNS
        return DONE
    s[H_EXTRA + ctrl] += 1
    return DONE

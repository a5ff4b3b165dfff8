"""Counter the spell a trigger remembers: "whenever an opponent casts a spell, if
no mana was spent to cast it, counter that spell" (Lavinia, Azorius Renegade; topic
eldrazi).  The trigger (triggers.on_cast) keeps the spell's stack index in E_X;
primitives.leave_stack keeps it right as entries below leave (-1: it is gone)."""

from engine import ops
from engine.jit import leaf
from engine.record import record
from engine.rules.primitives import DONE, FAILED, finish, uncounterable
from engine.state import E_KIND, H_STACK_N
from engine.rules.zones import stack_off

NAME = "counter that spell"
REACH = ops.REACH_PERMANENTS    # the default (a countered spell is no permanent; kept safe)


@record
class CounterThatSpell:
    """Counter the spell whose casting triggered this."""


EFFECT = CounterThatSpell


@leaf
def resolve(s, f, i, src, ctrl, tkind, tgt, x, ct, ab, ef, cfg):
    top = s[H_STACK_N] - 1
    if x < 0 or x >= top or s[stack_off(s, x) + E_KIND] != ops.SK_SPELL or uncounterable(s, x):
        return FAILED
    finish(s, x, ct, ab, ef)
    return DONE

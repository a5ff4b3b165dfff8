"""'You may sacrifice this [permanent]. If you do, draw a card.' (Curse of Silence's
trigger; wave 2a, annex).  Its controller chooses on resolution: keep it, or
sacrifice it and draw (engine/rules/library.py draw: an empty library draws
nothing).  A source no longer on the battlefield under its controller can't be
sacrificed: the trigger does nothing (no draw).  The choice matters: sacrificing
takes the source's statics away and puts a card into the graveyard (Energy Field's
watch), and a library may hold a card (Subtlety)."""

from engine import ops
from engine import layout
from engine.jit import leaf
from engine.record import record
from engine.rules.chars import ob
from engine.rules.library import draw
from engine.rules.primitives import DECLINE, DONE, WAIT, put_in_graveyard
from engine.rules.zones import stack_off
from engine.state import E_CTRL, E_SRC, H_STACK_N, O_CTRL, O_ZONE
from engine import naming as w

NAME = "may sacrifice it to draw"
REACH = ops.REACH_OWN_PERMANENT     # its controller's own permanent may go (floating mana)


@record
class SacrificeToDraw:
    """You may sacrifice this permanent. If you do, draw a card."""


EFFECT = SacrificeToDraw


@leaf
def resolve(s, f, i, src, ctrl, tkind, tgt, x, ct, ab, ef, cfg):
    o = ob(src)
    if s[o + O_ZONE] != ops.Z_BATTLEFIELD or s[o + O_CTRL] != ctrl:
        return DONE
    return WAIT


@leaf
def options(s, f, p, ct, ab, ef, cfg, objs, masks, scratch, work):
    """Keep it (decline), or sacrifice it and draw (the resolving entry's source)."""
    objs[0] = DECLINE
    masks[0] = 0
    objs[1] = s[stack_off(s, s[H_STACK_N] - 1) + E_SRC]
    masks[1] = 0
    return 2


@leaf
def apply(s, obj, mask, f, k, src, ct, ab, ef, cfg):
    if obj == DECLINE:
        return
    put_in_graveyard(s, src, ct, ab, ef, cfg)
    draw(s, s[stack_off(s, k) + E_CTRL], ct)


def choice_words(s, a, t, who):
    src = w.resolving(s, t)
    if int(a[layout.AC_OBJ]) == DECLINE:
        return f"{who} keeps {src}"
    return f"{who} sacrifices {src} and draws a card"

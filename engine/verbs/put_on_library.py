"""Put a spell into its owner's library: "choose up to one target creature spell
or planeswalker spell. Its owner puts it on the top or bottom of their library"
(Subtlety).  The owner chooses; with an empty library the two are one place."""

from engine import layout
from engine import naming as w
from engine import ops
from engine.jit import leaf
from engine.record import record
from engine.rules.chars import ob
from engine.rules.library import library_size, put_on_bottom, put_on_top
from engine.rules.primitives import DONE, WAIT, leave_stack
from engine.rules.targets import spell_entry
from engine.rules.zones import stack_off
from engine.state import E_TGT, E_TKIND, H_STACK_N, O_OWNER

NAME = "put on top or bottom of library"
REACH = ops.REACH_PLAYERS   # it moves a spell: never a permanent or a mana source

TOP = 0
BOTTOM = 1


@record
class PutOnLibrary:
    """The target spell's owner puts it on the top or the bottom of their library."""
    what: str = "target"


EFFECT = PutOnLibrary


@leaf
def _put(s, i, bottom, ab, ct):
    k = spell_entry(s, i)
    if k >= 0:
        leave_stack(s, k, ab)
    if bottom:
        put_on_bottom(s, i, ct)
    else:
        put_on_top(s, i, ct)


@leaf
def resolve(s, f, i, src, ctrl, tkind, tgt, x, ct, ab, ef, cfg):
    if tkind != ops.TK_SPELL:
        return DONE
    if library_size(s, s[ob(tgt) + O_OWNER]) == 0:
        _put(s, tgt, False, ab, ct)         # top and bottom are the same place
        return DONE
    return WAIT


@leaf
def chooser(s, f, src, ctrl, tkind, tgt, x, k, ef):
    """The owner of the spell."""
    return s[ob(tgt) + O_OWNER]


@leaf
def options(s, f, p, ct, ab, ef, cfg, objs, masks, scratch, work):
    tgt = s[stack_off(s, s[H_STACK_N] - 1) + E_TGT]
    objs[0] = tgt
    masks[0] = TOP
    objs[1] = tgt
    masks[1] = BOTTOM
    return 2


@leaf
def apply(s, obj, mask, f, k, src, ct, ab, ef, cfg):
    if s[stack_off(s, k) + E_TKIND] == ops.TK_SPELL:
        _put(s, obj, mask == BOTTOM, ab, ct)


def choice_words(s, a, t, who):
    i = int(a[layout.AC_OBJ])
    where = "bottom" if int(a[layout.AC_PAY]) == BOTTOM else "top"
    return f"{who} puts {w.obj_name(s, i, t)} on the {where} of their library"

"""Exile until it leaves: "[you may] exile target nonland permanent an opponent
controls until ~ leaves the battlefield." (Portable Hole, Angel of Sanctions)

The exiled card keeps, in its O_EXILED_BY, the slot + 1 of the permanent that
exiled it.  When that permanent leaves the battlefield (engine/rules/zones.py,
`_place`), the card is marked RETURNING, and the next check of state-based
actions (engine/rules/sba.py) returns it to the battlefield under its owner's
control, a new object whose "enters" abilities trigger (rule 610.3a); a card that
chooses a card name as it enters (and an Aura, the player it enchants) has its
controller choose at that check, before anything else is done (ops.D_NAME,
engine/statics/chosen_name.py `choice_due`).  If the
source has already left the battlefield when the ability resolves, nothing is
exiled (rule 610.3c).  A token exiled so ceases to exist (rule 111.7).

`may`: "you may exile": on resolution the controller chooses to exile the
target or not (an A_CHOICE: the target, or decline)."""

from engine import layout
from engine import ops
from engine.jit import leaf
from engine.record import record
from engine.rules.chars import ob
from engine.rules.primitives import DECLINE, DONE, WAIT
from engine.rules.zones import move_to, stack_off
from engine.state import E_SRC, E_TGT, E_TKIND, H_STACK_N, O_EXILED_BY, O_ZONE
from engine.tables import EF_A
from engine import naming as w

NAME = "exile until this leaves the battlefield"
RETURNING = -1      # O_EXILED_BY of a card whose exiler has left the battlefield


@record
class ExileUntilLeaves:
    """[You may] exile the target until the source leaves the battlefield."""
    may: bool = False
    what: str = "target"


EFFECT = ExileUntilLeaves


def compile_row(e, row, ctx):
    row[EF_A] = int(e.may)


@leaf
def _exile(s, i, src, ct):
    move_to(s, i, ops.Z_EXILE, ct)
    if s[ob(i) + O_ZONE] == ops.Z_EXILE:        # a token ceases to exist instead
        s[ob(i) + O_EXILED_BY] = src + 1


@leaf
def resolve(s, f, i, src, ctrl, tkind, tgt, x, ct, ab, ef, cfg):
    if i < 0 or src < 0 or s[ob(src) + O_ZONE] != ops.Z_BATTLEFIELD:
        return DONE         # the source has left already: nothing is exiled (rule 610.3c)
    if ef[f, EF_A]:
        return WAIT         # "you may"
    _exile(s, i, src, ct)
    return DONE


@leaf
def options(s, f, p, ct, ab, ef, cfg, objs, masks, scratch, work):
    """Decline, or exile the target."""
    objs[0] = DECLINE
    masks[0] = 0
    e = stack_off(s, s[H_STACK_N] - 1)
    n = 1
    if s[e + E_TKIND] == ops.TK_OBJECT:
        objs[1] = s[e + E_TGT]
        masks[1] = 0
        n = 2
    return n


@leaf
def apply(s, obj, mask, f, k, src, ct, ab, ef, cfg):
    if obj >= 0:
        _exile(s, obj, s[stack_off(s, k) + E_SRC], ct)


def choice_words(s, a, t, who):
    i = int(a[layout.AC_OBJ])
    if i < 0:
        return f"{who} chooses not to exile anything"
    return (f"{who} exiles {w.obj_name(s, i, t)} until {w.resolving(s, t)} leaves the "
            f"battlefield")

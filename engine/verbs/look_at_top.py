"""Look at the top of your library: "look at the top X cards of your library,
where X is your devotion to [color]. Put up to one of them on top of your
library and the rest on the bottom of your library in a random order"
(Thassa's Oracle).  Its controller chooses the card kept on top (or none); the
rest wait for their places (O_LIBPOS 0) and an OrderLibrary after it puts them
on the bottom in the order the opponent chooses (the format's random order)."""

from engine import layout
from engine import naming as w
from engine import ops
from engine.jit import leaf
from engine.record import record
from engine.rules.chars import card_of, ob
from engine.rules.library import at_place, devotion, library_size, lift, put_on_top
from engine.rules.primitives import DECLINE, DONE, WAIT
from engine.rules.zones import stack_off
from engine.state import E_CTRL, O_LIBPOS
from engine.tables import EF_A
from engine.verbs.base import devotion_problem

NAME = "look at the top of your library"
REACH = ops.REACH_PLAYERS   # it changes only its controller's library


@record
class LookAtTop:
    """Look at the top X cards (X: your devotion to `devotion_to`); put up to one
    of them on top and the rest aside for an OrderLibrary to put on the bottom."""
    devotion_to: str = "U"


EFFECT = LookAtTop


def check(e, card):
    return devotion_problem(e.devotion_to)


def compile_row(e, row, ctx):
    row[EF_A] = "WUBRG".index(e.devotion_to)


@leaf
def _seen(s, p, f, ef, ct):
    """How many cards p looks at: X, or the whole library if it is smaller."""
    return min(devotion(s, p, ef[f, EF_A], ct), library_size(s, p))


@leaf
def resolve(s, f, i, src, ctrl, tkind, tgt, x, ct, ab, ef, cfg):
    return WAIT if _seen(s, ctrl, f, ef, ct) > 0 else DONE


@leaf
def options(s, f, p, ct, ab, ef, cfg, objs, masks, scratch, work):
    """None kept on top, or each different card among the top X."""
    objs[0] = DECLINE
    masks[0] = 0
    n = 1
    m = _seen(s, p, f, ef, ct)
    for k in range(1, m + 1):
        i = at_place(s, p, k)
        same = False
        for j in range(1, n):
            if card_of(s, objs[j]) == card_of(s, i):
                same = True
        if not same:
            objs[n] = i
            masks[n] = 0
            n += 1
    return n


@leaf
def apply(s, obj, mask, f, k, src, ct, ab, ef, cfg):
    p = s[stack_off(s, k) + E_CTRL]
    m = _seen(s, p, f, ef, ct)
    for _ in range(m):
        lift(s, at_place(s, p, 1))     # the top card waits for its place
    if obj >= 0:
        s[ob(obj) + O_LIBPOS] = 0
        put_on_top(s, obj, ct)


def choice_words(s, a, t, who):
    i = int(a[layout.AC_OBJ])
    if i < 0:
        return f"{who} keeps none of the cards looked at on top"
    return f"{who} keeps {w.obj_name(s, i, t)} on top of their library"

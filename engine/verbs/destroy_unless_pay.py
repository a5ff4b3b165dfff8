"""Destroy unless pays: "destroy this creature unless you pay {N}" (the
upkeep trigger The Tabernacle at Pendrell Vale gives every creature).  The
controller of the source chooses."""

from engine import ops
from engine import layout
from engine.jit import leaf
from engine.record import record
from engine.rules.chars import has_kw, ob
from engine.rules.mana import pay
from engine.rules.primitives import FAILED, PAY, WAIT, pay_or_decline, put_in_graveyard
from engine.state import E_SRC, O_CTRL, O_ZONE
from engine.tables import EF_A
from engine import naming as w

NAME = "destroy unless pays"


@record
class DestroyUnlessPays:
    """Destroy it unless its controller pays {n}."""
    n: int
    what: str = "self"


EFFECT = DestroyUnlessPays


def compile_row(e, row, ctx):
    row[EF_A] = e.n


@leaf
def resolve(s, f, i, src, ctrl, tkind, tgt, x, ct, ab, ef, cfg):
    if i < 0 or has_kw(s, i, ct, ef, ops.K_INDESTRUCTIBLE):
        return FAILED      # nothing to destroy: paying would change nothing
    return WAIT


@leaf
def chooser(s, f, src, ctrl, tkind, tgt, x, k, ef):
    return s[ob(src) + O_CTRL]


@leaf
def options(s, f, p, ct, ab, ef, cfg, objs, masks, scratch, work):
    return pay_or_decline(s, p, ef[f, EF_A], ct, ef, cfg, objs, masks, scratch, work)


@leaf
def apply(s, obj, mask, f, k, src, ct, ab, ef, cfg):
    if obj == PAY:
        pay(s, mask, ct)
    elif s[ob(src) + O_ZONE] == ops.Z_BATTLEFIELD:
        put_in_graveyard(s, src, ct, ab, ef, cfg)


def choice_words(s, a, t, who):
    creature = w.obj_name(s, int(s[w.top_entry(s) + E_SRC]), t)
    if int(a[layout.AC_OBJ]) == -1:
        return f"{who} does not pay: {creature} is destroyed"
    return f"{who} pays to keep {creature}{w.paying_text(s, int(a[layout.AC_PAY]), t)}"

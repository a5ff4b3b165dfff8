"""Discard a card of one's choice: "each player discards a card" (Smallpox).
The discarding player chooses; for "each player" one row per player, the
active player's first (APNAP)."""

from engine import ops
from engine import layout
from engine.jit import leaf
from engine.record import record
from engine.rules.chars import nobj
from engine.rules.primitives import FAILED, WAIT, row_player
from engine.rules.triggers import discard
from engine.rules.zones import in_hand, offer_object
from engine.tables import EF_WHO
from engine import naming as w
from engine.verbs.base import BY, by_problem, each_player_rows

NAME = "discard a card"
REACH = ops.REACH_HAND  # it may take any card from a hand (floating mana: priority.float_matters)


@record
class Discard:
    """`by` discards a card of their choice."""
    by: str = "each player"


EFFECT = Discard


def check(e, card):
    return by_problem(e.by)


def rows(e):
    return each_player_rows(e)


def compile_row(e, row, ctx):
    row[EF_WHO] = BY[e.by]


@leaf
def resolve(s, f, i, src, ctrl, tkind, tgt, x, ct, ab, ef, cfg):
    p = row_player(s, ef[f, EF_WHO], ctrl, tkind, tgt)
    if p < 0:
        return FAILED
    for j in range(nobj(s)):
        if in_hand(s, j, p):
            return WAIT
    return FAILED       # an empty hand discards nothing


@leaf
def chooser(s, f, src, ctrl, tkind, tgt, x, k, ef):
    return row_player(s, ef[f, EF_WHO], ctrl, tkind, tgt)


@leaf
def options(s, f, p, ct, ab, ef, cfg, objs, masks, scratch, work):
    """Each card of p's hand; of interchangeable ones, one."""
    n = 0
    for i in range(nobj(s)):
        if in_hand(s, i, p):
            n = offer_object(s, i, objs, masks, n)
    return n


@leaf
def apply(s, obj, mask, f, k, src, ct, ab, ef, cfg):
    discard(s, obj, ct)     # (madness: into exile, triggers.discard)


def choice_words(s, a, t, who):
    return f"{who} discards {w.obj_name(s, int(a[layout.AC_OBJ]), t)} to {w.resolving(s, t)}"

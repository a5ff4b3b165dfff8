"""Flip a coin: "flip a coin; if you lose the flip, ~ deals N damage to you"
(Mana Crypt).  3 Card Blind has no randomness: the opponent of the player who
flips chooses the flip's outcome (docs/RULES.md, "Random events"), and both
outcomes are offered, so the choice is exact whatever the opponent prefers."""

from engine import ops
from engine import layout
from engine.jit import leaf
from engine.record import record
from engine.rules.primitives import WAIT, damage_player
from engine.rules.zones import stack_off
from engine.state import E_CTRL, E_SRC, H_DARG as S_DARG
from engine.tables import EF_A
from engine import naming as w

NAME = "flip a coin"
REACH = ops.REACH_PLAYERS   # damage to its controller: a player's life only

WON = -1        # the options (the object of A_CHOICE): the flipper wins the flip
LOST = -3       # ... or loses it


@record
class FlipCoin:
    """Flip a coin; if you lose the flip, this deals `damage_if_lost` damage to you."""
    damage_if_lost: int
    to: str = "you"


EFFECT = FlipCoin


def check(e, card):
    if e.to != "you":
        return "a coin is flipped by the ability's controller ('you')"
    return None if e.damage_if_lost > 0 else "damage on a lost flip must be positive"


def compile_row(e, row, ctx):
    row[EF_A] = e.damage_if_lost


@leaf
def resolve(s, f, i, src, ctrl, tkind, tgt, x, ct, ab, ef, cfg):
    return WAIT


@leaf
def chooser(s, f, src, ctrl, tkind, tgt, x, k, ef):
    """The flipper's opponent decides how the coin lands."""
    return 1 - ctrl


@leaf
def options(s, f, p, ct, ab, ef, cfg, objs, masks, scratch, work):
    objs[0] = LOST
    masks[0] = 0
    objs[1] = WON
    masks[1] = 0
    return 2


@leaf
def apply(s, obj, mask, f, k, src, ct, ab, ef, cfg):
    if obj == LOST:
        damage_player(s, s[stack_off(s, k) + E_CTRL], ef[f, EF_A], src, ct, ef)


def choice_words(s, a, t, who):
    e = w.top_entry(s)
    flipper = w.WHO[int(s[e + E_CTRL])]
    src = w.obj_name(s, int(s[e + E_SRC]), t)
    if int(a[layout.AC_OBJ]) == LOST:
        n = int(t.ef[int(s[S_DARG]), EF_A])
        return f"{who} chooses the coin flip of {src}: {flipper} loses it and takes {n} damage"
    return f"{who} chooses the coin flip of {src}: {flipper} wins it"

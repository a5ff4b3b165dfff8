"""Discard a chosen card: "target player reveals their hand; you choose a card
that isn't [types] from it; that player discards that card" (Duress; with a
mana value limit Inquisition of Kozilek; of any card Blackmail, whose "reveals
three cards" is the whole hand: a 3CB hand never holds more than three).
The caster chooses; a hand with nothing to choose makes no choice."""

from engine import ops
from engine import layout
from engine.jit import leaf
from engine.record import record
from engine.rules.chars import nobj, ob
from engine.rules.primitives import DONE, WAIT
from engine.rules.triggers import discard
from engine.rules.zones import offer_object, stack_off
from engine.state import E_TGT, H_STACK_N, O_CARD, O_OWNER, O_ZONE
from engine.tables import CT_MV, CT_TYPES, EF_A, EF_B, EF_REACH
from engine import naming as w
from engine.verbs.base import bits, unknown

NAME = "discard chosen card"
REACH = ops.REACH_PLAYERS  # on a player it changes only that player (floating mana: priority.float_matters)


@record
class DiscardChosen:
    """The target player reveals their hand; you choose a card that is none of
    `not_types` from it; they discard it."""
    not_types: tuple[str, ...] = ("Creature", "Land")
    max_mv: int | None = None       # "with mana value N or less"


EFFECT = DiscardChosen


def check(e, card):
    if e.max_mv is not None and e.max_mv < 0:
        return "a mana value limit is 0 or more"
    return unknown(e.not_types, ops.CARD_TYPES, "card type")


def compile_row(e, row, ctx):
    row[EF_A] = bits(e.not_types, ops.CARD_TYPES)
    row[EF_B] = 0 if e.max_mv is None else e.max_mv + 1
    if "Creature" not in e.not_types:
        row[EF_REACH] = ops.REACH_HAND      # it may take a mana source from the hand


@leaf
def _discardable(s, i, q, excluded, mv1, ct):
    """Is object i a card in player q's hand of none of the `excluded` types
    (and of mana value mv1 - 1 or less, if mv1 > 0)?"""
    o = ob(i)
    return s[o + O_CARD] >= 0 and s[o + O_ZONE] == ops.Z_HAND and s[o + O_OWNER] == q \
        and (ct[s[o + O_CARD], CT_TYPES] & excluded) == 0 \
        and (mv1 == 0 or ct[s[o + O_CARD], CT_MV] < mv1)


@leaf
def resolve(s, f, i, src, ctrl, tkind, tgt, x, ct, ab, ef, cfg):
    if tkind == ops.TK_PLAYER:
        for j in range(nobj(s)):
            if _discardable(s, j, tgt, ef[f, EF_A], ef[f, EF_B], ct):
                return WAIT
    return DONE


@leaf
def options(s, f, p, ct, ab, ef, cfg, objs, masks, scratch, work):
    """Each discardable card of the target player's hand (no declining); of
    interchangeable cards, one."""
    q = s[stack_off(s, s[H_STACK_N] - 1) + E_TGT]
    n = 0
    for i in range(nobj(s)):
        if _discardable(s, i, q, ef[f, EF_A], ef[f, EF_B], ct):
            n = offer_object(s, i, objs, masks, n)
    return n


@leaf
def apply(s, obj, mask, f, k, src, ct, ab, ef, cfg):
    discard(s, obj, ct)     # (madness: into exile, triggers.discard)


def choice_words(s, a, t, who):
    i = int(a[layout.AC_OBJ])
    return f"{who} chooses {w.owned(s, i, t)} from the revealed hand: it is discarded"

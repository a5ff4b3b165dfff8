"""Discard a chosen card: "target player reveals their hand; you choose a card
that isn't [types] from it; that player discards that card" (Duress).
The caster chooses; a hand with nothing to choose makes no choice."""
from dataclasses import dataclass

from engine import ops
from engine import layout
from engine.jit import leaf
from engine.rules.chars import nobj, ob
from engine.rules.primitives import DONE, WAIT
from engine.rules.zones import interchangeable, move_to, stack_off
from engine.state import E_TGT, H_STACK_N, O_CARD, O_OWNER, O_ZONE
from engine.tables import CT_TYPES, EF_A
from engine import naming as w
from engine.verbs.base import bits, unknown

NAME = "discard chosen card"
REACH = ops.REACH_PLAYERS  # on a player it changes only that player (floating mana: priority.float_matters)


@dataclass(frozen=True)
class DiscardChosen:
    """The target player reveals their hand; you choose a card that is none of
    `not_types` from it; they discard it."""
    not_types: tuple[str, ...] = ("Creature", "Land")


EFFECT = DiscardChosen


def check(e, card):
    return unknown(e.not_types, ops.CARD_TYPES, "card type")


def compile_row(e, row, ctx):
    row[EF_A] = bits(e.not_types, ops.CARD_TYPES)


@leaf
def _discardable(s, i, q, excluded, ct):
    """Is object i a card in player q's hand of none of the `excluded` types?"""
    o = ob(i)
    return s[o + O_CARD] >= 0 and s[o + O_ZONE] == ops.Z_HAND and s[o + O_OWNER] == q \
        and (ct[s[o + O_CARD], CT_TYPES] & excluded) == 0


@leaf
def resolve(s, f, i, src, ctrl, tkind, tgt, x, ct, ab, ef, cfg):
    if tkind == ops.TK_PLAYER:
        for j in range(nobj(s)):
            if _discardable(s, j, tgt, ef[f, EF_A], ct):
                return WAIT
    return DONE


@leaf
def options(s, f, p, ct, ab, ef, cfg, objs, masks, scratch, work):
    """Each discardable card of the target player's hand (no declining); of
    interchangeable cards, one."""
    q = s[stack_off(s, s[H_STACK_N] - 1) + E_TGT]
    n = 0
    for i in range(nobj(s)):
        if _discardable(s, i, q, ef[f, EF_A], ct):
            if i > 0 and interchangeable(s, i - 1, i):
                continue    # the same card as the one before: the same choice
            objs[n] = i
            masks[n] = 0
            n += 1
    return n


@leaf
def apply(s, obj, mask, f, k, src, ct, ab, ef, cfg):
    move_to(s, obj, ops.Z_GRAVEYARD, ct)


def choice_words(s, a, t, who):
    i = int(a[layout.AC_OBJ])
    return f"{who} chooses {w.owned(s, i, t)} from the revealed hand: it is discarded"

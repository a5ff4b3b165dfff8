"""'Each opponent can't cast noncreature spells with mana value greater than the
number of lands that player controls.' (Lavinia, Azorius Renegade; topic eldrazi)

Column CT_CAP_BY_LANDS (1: the card has it).  Read through engine/rules/priority.py
(all_priority_actions: what a player may cast)."""

from engine import ops
from engine.jit import leaf
from engine.record import record
from engine.rules.chars import card_of, card_types, nobj, ob
from engine.state import O_CARD, O_CTRL, O_ZONE
from engine.tables import CT_CAP_BY_LANDS, CT_MV, CT_TYPES

NAME = "opponents can't cast noncreature spells above their lands"


@record
class OpponentsCantCastAboveLands:
    """Each opponent can't cast noncreature spells with mana value greater than the
    number of lands that player controls."""


STATIC = OpponentsCantCastAboveLands


def check(st, card, bad):
    return None


def compile_row(st, r, ctx):
    r[CT_CAP_BY_LANDS] = 1


@leaf
def forbids(s, p, c, ct, ef):
    """May player p not cast card c because of such a static of an opponent's?"""
    if ct[c, CT_TYPES] & ops.T_CREATURE:
        return False
    held = False
    for j in range(nobj(s)):
        o = ob(j)
        if s[o + O_CARD] >= 0 and s[o + O_ZONE] == ops.Z_BATTLEFIELD and s[o + O_CTRL] != p \
                and ct[card_of(s, j), CT_CAP_BY_LANDS]:
            held = True
            break
    if not held:
        return False
    lands = 0
    for j in range(nobj(s)):
        o = ob(j)
        if s[o + O_CARD] >= 0 and s[o + O_ZONE] == ops.Z_BATTLEFIELD and s[o + O_CTRL] == p \
                and (card_types(s, j, ct, ef) & ops.T_LAND):
            lands += 1
    return ct[c, CT_MV] > lands

"""Discard a card of a land subtype and another card (Foil: "You may discard an
Island card and another card rather than pay this spell's mana cost").

The player chooses the Island card; the other card is then the one card left in
the hand.  That is exact: a 3CB player owns three cards and a hand holds only its
owner's cards (a card returned to a hand goes to its owner's), so a hand holding
Foil and two other cards holds no fourth one and "another card" has one choice.
`payable` asks for at least two cards besides the spell; `pay` asserts the rest."""

from engine import ops
from engine.jit import leaf
from engine.record import record
from engine.rules.chars import nobj, ob
from engine.rules.triggers import discard
from engine.state import O_CARD, O_OWNER, O_ZONE
from engine.tables import COSTS_SUBTYPES, CT_SUBT

NAME = "discard a land-type card and another card"
WHERE = ("alt",)
CHOOSES = True          # the Island card; the other card is the one left in the hand


@record
class DiscardSubtypeAndAnother:
    """Discard a card with this subtype ("Island") and another card."""
    subtype: str = "Island"


COST = DiscardSubtypeAndAnother


def named_subtypes(cost):
    return (cost.subtype,)


def compile_block(cost, block, ctx):
    block[COSTS_SUBTYPES] = ctx.subtype_mask([cost.subtype])


def words(cost) -> str:
    return f"discard an {cost.subtype} card and another card"


@leaf
def _in_hand(s, k, p):
    o = ob(k)
    return s[o + O_CARD] >= 0 and s[o + O_ZONE] == ops.Z_HAND and s[o + O_OWNER] == p


@leaf
def payable(s, c, base, i, p, ct, ef):
    n = 0
    for k in range(nobj(s)):
        if k != i and _in_hand(s, k, p):
            n += 1
    return n >= 2


@leaf
def fits(s, c, base, i, j, p, ct, ef, cfg):
    return _in_hand(s, j, p) and (ct[s[ob(j) + O_CARD], CT_SUBT] & ct[c, base + COSTS_SUBTYPES]) != 0


@leaf
def pay(s, c, base, i, j, p, ct):
    discard(s, j, ct)
    for k in range(nobj(s)):
        if k != i and _in_hand(s, k, p):
            discard(s, k, ct)       # the one card left (module docstring)
            return

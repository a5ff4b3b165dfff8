"""Discard your hand, as a cost of a mana ability (Lion's Eye Diamond): every card
in its controller's hand goes to their graveyard, a card with madness into exile
(triggers.discard; none is chosen; an empty hand pays it too)."""

from engine.jit import leaf
from engine.record import record
from engine.rules.chars import nobj
from engine.rules.triggers import discard
from engine.rules.zones import in_hand

NAME = "discard your hand"
WHERE = ("mana",)


@record
class DiscardHand:
    """Discard your hand."""


COST = DiscardHand


def words(cost) -> str:
    return "discard your hand"


@leaf
def pay(s, c, base, i, j, p, ct):
    for k in range(nobj(s)):
        if in_hand(s, k, p):
            discard(s, k, ct)       # (madness: into exile, triggers.discard)

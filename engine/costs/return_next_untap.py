""""During your next untap step, as you untap your permanents, return ~ to its
owner's hand" (Undiscovered Paradise): what using the source for mana sets up,
paid with its other costs.  The source is marked (OF_RETURN_AT_UNTAP); its
controller's next untap step returns it instead of untapping it
(rules/turn.py, untap_step).  The mark is the object's: a source that leaves
the battlefield is a new object without it.  This is no trigger (nothing goes
on the stack, no player can respond) and no cost a player can choose to skip."""

from engine.jit import leaf
from engine.record import record
from engine.rules.chars import ob
from engine.state import O_FLAGS, OF_RETURN_AT_UNTAP

NAME = "return at your next untap step"
WHERE = ("mana",)


@record
class ReturnAtNextUntap:
    """During your next untap step, as you untap your permanents, return this
    permanent to its owner's hand."""


COST = ReturnAtNextUntap


def words(cost) -> str:
    return "it returns to its owner's hand in your next untap step"


@leaf
def pay(s, c, base, i, j, p, ct):
    s[ob(i) + O_FLAGS] |= OF_RETURN_AT_UNTAP

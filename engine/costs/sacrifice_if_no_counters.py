"""The depletion lands' "If there are no depletion counters on Peat Bog,
sacrifice it.": part of the mana ability's effect, not of its cost, but a mana
ability resolves at once (rule 605.3b), so nothing can happen between the two
and it is done as the ability's costs are paid, after them (this module comes
after remove_counter in the registry).  The counters are the card's own kind
(O_MISC)."""

from engine import ops
from engine.jit import leaf
from engine.record import record
from engine.rules.chars import ob
from engine.rules.zones import move_to
from engine.state import O_MISC, O_ZONE

NAME = "sacrifice it if it has no counters"
WHERE = ("mana",)


@record
class SacrificeIfNoCounters:
    """Then, if this permanent has none of its own counters, sacrifice it."""


COST = SacrificeIfNoCounters


def words(cost) -> str:
    return "then sacrifice it if it has no counters"


@leaf
def pay(s, c, base, i, j, p, ct):
    o = ob(i)
    if s[o + O_ZONE] == ops.Z_BATTLEFIELD and s[o + O_MISC] == 0:
        move_to(s, i, ops.Z_GRAVEYARD, ct)

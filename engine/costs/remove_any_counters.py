"""Remove any number of the source's own counters as part of its mana ability,
which adds its mana once for each counter removed (the storage lands: "{T},
Remove any number of storage counters from Sand Silos: Add {U} for each storage
counter removed this way.").

The number X is chosen as the ability is activated, so such a source is never
part of a payment (mana.mana_sources leaves it out): it is used only by
floating its mana, one action for each X (priority._storage_rows), and the
floating mana then pays.  That is the same game: a player activates mana
abilities only while they have priority or pay a cost, the mana ability
resolves at once and they keep priority (rule 605.3), so floating X just
before casting (or, for a cost paid on resolution, just before the entry
resolves: every entry resolves only after both players passed with it on top)
is the same as activating it while paying.  docs/RULES.md ("Mana") says where
the actions are offered."""

from engine import ops
from engine.jit import leaf
from engine.record import record
from engine.rules.chars import ob, rules_card
from engine.state import O_MISC
from engine.tables import COSTS_MASK, CT_MANA_COSTS

NAME = "remove any number of counters"
WHERE = ("mana",)


@record
class RemoveAnyCounters:
    """Remove any number of `kind` counters (the card's own counter_kind) from this
    permanent; the ability adds its mana once for each."""
    kind: str


COST = RemoveAnyCounters


def words(cost) -> str:
    return f"remove any number of {cost.kind} counters"


@leaf
def variable(s, i, ct):
    """Does object i's mana ability make mana for each counter it removes?"""
    return (ct[rules_card(s, i, ct), CT_MANA_COSTS + COSTS_MASK] & ops.COST_REMOVE_ANY_COUNTERS) != 0


@leaf
def counters(s, i):
    """How many it could remove now."""
    return s[ob(i) + O_MISC]


@leaf
def remove(s, i, x):
    """Remove x of them (x chosen as the ability is activated)."""
    s[ob(i) + O_MISC] -= x

"""Remove one of the source's own counters as part of its mana ability (the
depletion lands: "{T}, Remove a depletion counter from Peat Bog: Add {B}{B}.").
The counters are the card's own kind (O_MISC, Card.counter_kind); a source
without one can't pay it (a Thespian's Stage copying Peat Bog has none)."""

from engine.jit import leaf
from engine.record import record
from engine.rules.chars import ob
from engine.state import O_MISC

NAME = "remove a counter"
WHERE = ("mana",)


@record
class RemoveCounter:
    """Remove a `kind` counter (the card's own counter_kind) from this permanent."""
    kind: str


COST = RemoveCounter


def words(cost) -> str:
    return f"remove a {cost.kind} counter"


@leaf
def payable(s, c, base, i, p, ct, ef):
    return s[ob(i) + O_MISC] >= 1


@leaf
def pay(s, c, base, i, j, p, ct):
    s[ob(i) + O_MISC] -= 1

"""{T}: tap the source (a permanent; a creature only if it has been under its
controller's control since the turn began, or has haste)."""

from engine.jit import leaf
from engine.record import record
from engine.rules.chars import can_tap_for_cost, ob
from engine.state import O_TAPPED

NAME = "tap"
WHERE = ("mana",)
ZONE = "battlefield"
SOURCE_VERB = "taps"


@record
class Tap:
    """{T}"""


COST = Tap


def words(cost) -> str:
    return "{T}"


@leaf
def payable(s, c, base, i, p, ct, ef):
    return can_tap_for_cost(s, i, ct, ef)


@leaf
def pay(s, c, base, i, j, p, ct):
    s[ob(i) + O_TAPPED] = 1

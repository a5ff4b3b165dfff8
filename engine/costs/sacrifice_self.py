"""Sacrifice the source as part of its mana ability (Black Lotus)."""

from engine import ops
from engine.jit import leaf
from engine.record import record
from engine.rules.zones import move_to

NAME = "sacrifice"
WHERE = ("mana",)
ZONE = "battlefield"
SOURCE_VERB = "sacrifices"


@record
class SacrificeSelf:
    """Sacrifice this permanent."""


COST = SacrificeSelf


def words(cost) -> str:
    return "sacrifice it"


@leaf
def pay(s, c, base, i, j, p, ct):
    move_to(s, i, ops.Z_GRAVEYARD, ct)

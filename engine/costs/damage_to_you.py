""""~ deals N damage to you" as part of a mana ability (Ancient Tomb).  No card
of the pool prevents, redirects or adds to damage a land deals, so it is the
loss of N life."""

from engine.jit import leaf
from engine.record import record
from engine.state import H_LIFE
from engine.tables import COSTS_DAMAGE

NAME = "damage to you"
WHERE = ("mana",)


@record
class DamageToYou:
    """The source deals `amount` damage to its controller."""
    amount: int


COST = DamageToYou


def check(cost, where):
    return None if cost.amount >= 1 else "damage must be at least 1"


def compile_block(cost, block, ctx):
    block[COSTS_DAMAGE] = cost.amount


def words(cost) -> str:
    return f"it deals {cost.amount} damage to you"


@leaf
def pay(s, c, base, i, j, p, ct):
    s[H_LIFE + p] -= ct[c, base + COSTS_DAMAGE]

"""Pay N life (rule 119.4: only with at least N life)."""

from engine.jit import leaf
from engine.record import record
from engine.state import H_LIFE
from engine.tables import COSTS_LIFE

NAME = "pay life"
WHERE = ("mana", "alt")


@record
class PayLife:
    """Pay `amount` life."""
    amount: int


COST = PayLife


def check(cost, where):
    return None if cost.amount >= 1 else "life paid must be at least 1"


def compile_block(cost, block, ctx):
    block[COSTS_LIFE] = cost.amount


def words(cost) -> str:
    return f"pay {cost.amount} life"


@leaf
def payable(s, c, base, i, p, ct, ef):
    return s[H_LIFE + p] >= ct[c, base + COSTS_LIFE]


@leaf
def pay(s, c, base, i, j, p, ct):
    s[H_LIFE + p] -= ct[c, base + COSTS_LIFE]

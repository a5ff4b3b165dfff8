"""Return a land you control with a given subtype to its owner's hand (Daze)."""

from engine import ops
from engine.jit import leaf
from engine.record import record
from engine.rules.chars import card_of, ob, subtypes
from engine.rules.zones import move_to
from engine.state import O_CTRL, O_ZONE
from engine.tables import COSTS_SUBTYPES, CT_TYPES

NAME = "return a land"
WHERE = ("alt",)
CHOOSES = True


@record
class ReturnLand:
    """Return a land you control with this subtype ("Island") to its owner's hand."""
    subtype: str


COST = ReturnLand


def named_subtypes(cost):
    return (cost.subtype,)


def compile_block(cost, block, ctx):
    block[COSTS_SUBTYPES] = ctx.subtype_mask([cost.subtype])


def words(cost) -> str:
    return f"return an {cost.subtype} you control to its owner's hand"


@leaf
def fits(s, c, base, i, j, p, ct, ef, cfg):
    o = ob(j)
    return s[o + O_ZONE] == ops.Z_BATTLEFIELD and s[o + O_CTRL] == p \
        and (ct[card_of(s, j), CT_TYPES] & ops.T_LAND) != 0 \
        and (subtypes(s, j, ct, ef, cfg) & ct[c, base + COSTS_SUBTYPES]) != 0


@leaf
def pay(s, c, base, i, j, p, ct):
    move_to(s, j, ops.Z_HAND, ct)

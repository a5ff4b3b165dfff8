"""Exile a card from your hand: in a mana ability the card itself (Simian
Spirit Guide: its source is in the hand, not on the battlefield), in an
alternative cost another card of the given colors (Force of Will)."""

from engine import ops
from engine.jit import leaf
from engine.record import record
from engine.rules.chars import ob
from engine.rules.zones import move_to
from engine.state import O_CARD, O_OWNER, O_ZONE
from engine.tables import COSTS_COLORS, CT_COLORS

NAME = "exile from hand"
WHERE = ("mana", "alt")
ZONE = "hand"           # in a mana ability (colors "": the card itself)
CHOOSES = True          # in an alternative cost (another card, of these colors)
SOURCE_VERB = "exiles"


@record
class ExileFromHand:
    """Exile this card from your hand (colors ""), or another card of one of
    these colors ("U": a blue card)."""
    colors: str = ""


COST = ExileFromHand


def check(cost, where):
    for ch in cost.colors:
        if ch not in "WUBRG":
            return f"unknown color {ch!r} of the card exiled"
    if where == "mana" and cost.colors:
        return "a mana ability exiles its own card from the hand (no colors)"
    if where == "alt" and not cost.colors:
        return "an alternative cost exiles another card: name its colors"
    return None


def compile_block(cost, block, ctx):
    block[COSTS_COLORS] = sum(1 << "WUBRG".index(ch) for ch in set(cost.colors))


def words(cost) -> str:
    if not cost.colors:
        return "exile it from your hand"
    return f"exile a {'/'.join(cost.colors)} card from your hand"


@leaf
def fits(s, c, base, i, j, p, ct, ef, cfg):
    o = ob(j)
    return s[o + O_ZONE] == ops.Z_HAND and s[o + O_OWNER] == p \
        and (ct[s[o + O_CARD], CT_COLORS] & ct[c, base + COSTS_COLORS]) != 0


@leaf
def pay(s, c, base, i, j, p, ct):
    move_to(s, i if ct[c, base + COSTS_COLORS] == 0 else j, ops.Z_EXILE, ct)

"""'Creatures with power greater than the number of cards in your hand can't
attack.' (Ensnaring Bridge)

Column CT_BRIDGE; every creature, whoever controls it, against the hand of
the permanent's controller.  Read by engine/rules/combat.py
(attack_candidates), which compares a creature's power with `attack_limit`."""

from engine import ops
from engine.jit import leaf
from engine.record import record
from engine.rules.chars import card_of, nobj, ob
from engine.state import O_CARD, O_CTRL, O_ZONE
from engine.rules.zones import hand_size
from engine.tables import CT_BRIDGE

NAME = "creatures with power above your hand size can't attack"

NO_LIMIT = 1 << 30


@record
class CantAttackPowerAboveHand:
    """'Creatures with power greater than the number of cards in your hand can't attack.'"""


STATIC = CantAttackPowerAboveHand


def compile_row(st, r, ctx):
    r[CT_BRIDGE] = 1


@leaf
def attack_limit(s, ct):
    """The greatest power a creature may have and attack (NO_LIMIT: no such static in play)."""
    lim = NO_LIMIT
    for j in range(nobj(s)):
        o = ob(j)
        if s[o + O_CARD] >= 0 and s[o + O_ZONE] == ops.Z_BATTLEFIELD \
                and ct[card_of(s, j), CT_BRIDGE]:
            h = hand_size(s, s[o + O_CTRL])
            if h < lim:
                lim = h
    return lim

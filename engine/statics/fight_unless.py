"""'[This] can't attack or block unless [condition].' (Lupine Prototype: "unless a
player has no cards in hand")

Column CT_FIGHT_IF (ops.FIGHT_IF_*; 0: none).  `may_fight` is asked by
engine/rules/combat.py where attackers and blockers are listed: the condition is
read as they are declared."""

from engine import ops
from engine.jit import leaf
from engine.record import record
from engine.rules.chars import card_of
from engine.rules.zones import hand_size
from engine.tables import CT_FIGHT_IF

NAME = "can't attack or block unless"


@record
class CantAttackOrBlockUnless:
    """'This can't attack or block unless [condition]' (a key of ops.FIGHT_IF)."""
    condition: str


STATIC = CantAttackOrBlockUnless


def check(st, card, bad):
    if st.condition not in ops.FIGHT_IF:
        bad(f"unknown condition {st.condition!r}; known: {sorted(ops.FIGHT_IF)}")


def compile_row(st, r, ctx):
    r[CT_FIGHT_IF] = ops.FIGHT_IF[st.condition]


@leaf
def may_fight(s, i, ct):
    """May object i attack or block now, as far as this static says?"""
    cond = ct[card_of(s, i), CT_FIGHT_IF]
    if cond == 0:
        return True
    # ops.FIGHT_IF_EMPTY_HAND, the only condition: a player has no cards in hand
    return hand_size(s, 0) == 0 or hand_size(s, 1) == 0

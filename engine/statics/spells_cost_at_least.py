"""'As long as this is untapped, each spell that would cost less than N mana to
cast costs N mana to cast.' (Trinisphere)

Columns CT_MIN_COST (N) and CT_MIN_UNTAPPED (only while untapped).  Applied
after every increase and reduction and to an alternative cost too (rule
601.2f): Force of Will cast for its alternative cost under Trinisphere costs
{3}; Phyrexian symbols paid with life are not mana.  Read through
engine/rules/priority.py (cost_change)."""

from engine.jit import leaf
from engine.record import record
from engine.rules.chars import card_of, ob
from engine.state import O_TAPPED
from engine.tables import CT_MIN_COST, CT_MIN_UNTAPPED

NAME = "spells cost at least N mana"


@record
class SpellsCostAtLeast:
    """'[As long as this is untapped,] each spell that would cost less than
    `mana` mana to cast costs `mana` mana to cast.'"""
    mana: int = 3
    while_untapped: bool = True


STATIC = SpellsCostAtLeast


def check(st, card, bad):
    if st.mana <= 0:
        bad("a minimum cost must be positive")


def compile_row(st, r, ctx):
    r[CT_MIN_COST] = st.mana
    r[CT_MIN_UNTAPPED] = int(st.while_untapped)


@leaf
def floor(s, j, ct):
    """The least mana permanent j's static makes a spell cost (0: none now)."""
    cc = card_of(s, j)
    if ct[cc, CT_MIN_UNTAPPED] and s[ob(j) + O_TAPPED]:
        return 0
    return ct[cc, CT_MIN_COST]

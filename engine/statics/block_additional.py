"""'Each creature you control with a +1/+1 counter on it can block an additional
creature each combat.' (Cenn's Tactician)

Column CT_BLOCK_EXTRA.  Read by engine/rules/combat.py (block_options) through
`blocks_two`: as blockers are declared (rule 509.1a), such a creature may block
one attacker or two (each one it could block alone).  A creature blocking two
attackers is dealt damage by both and divides its own combat damage between
them as its controller chooses (rule 510.1d); O_BLOCKING holds both attackers
(engine/layout.py BLOCKING_FIELDS).  Two such statics under one player would let
a creature block three: Tables.unmodelled refuses a deck holding two of them."""

from engine.jit import leaf
from engine.record import record
from engine.rules.chars import in_play_with, ob
from engine.state import O_CTRL, O_P1P1
from engine.tables import CT_BLOCK_EXTRA

NAME = "creatures with +1/+1 counters can block an additional creature"


@record
class BlockAdditional:
    """'Each creature you control with a +1/+1 counter on it can block an
    additional creature each combat.'"""


STATIC = BlockAdditional


def compile_row(st, r, ctx):
    r[CT_BLOCK_EXTRA] = 1


@leaf
def blocks_two(s, b, ct):
    """May creature b block two attackers (a +1/+1 counter on it, and its
    controller controls a permanent with this static)?"""
    return s[ob(b) + O_P1P1] > 0 and in_play_with(s, s[ob(b) + O_CTRL], CT_BLOCK_EXTRA, ct)

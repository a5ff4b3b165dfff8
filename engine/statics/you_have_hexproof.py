"""'You have hexproof.' (Leyline of Sanctity)

Column CT_YOU_HEXPROOF.  Its controller can't be the target of spells or
abilities their opponents control (rule 702.11c).  Read by
engine/rules/targets.py (enum_targets, still_legal) through `has_hexproof`."""

from engine.jit import leaf
from engine.record import record
from engine.rules.chars import in_play_with
from engine.tables import CT_YOU_HEXPROOF

NAME = "you have hexproof"


@record
class YouHaveHexproof:
    """'You have hexproof.'"""


STATIC = YouHaveHexproof


def compile_row(st, r, ctx):
    r[CT_YOU_HEXPROOF] = 1


@leaf
def has_hexproof(s, q, ct):
    """Does player q control a permanent that gives them hexproof?"""
    return in_play_with(s, q, CT_YOU_HEXPROOF, ct)

"""'You may cast spells as though they had flash.' (Leyline of Anticipation)

Column CT_FLASH_ALL.  Read by engine/rules/priority.py (all_priority_actions,
may_act) through `flash_all`: its controller may cast any spell whenever they
have priority (lands are still played only at sorcery speed)."""

from engine.jit import leaf
from engine.record import record
from engine.rules.chars import in_play_with
from engine.tables import CT_FLASH_ALL

NAME = "cast spells as though they had flash"


@record
class CastAsThoughFlash:
    """'You may cast spells as though they had flash.'"""


STATIC = CastAsThoughFlash


def compile_row(st, r, ctx):
    r[CT_FLASH_ALL] = 1


@leaf
def flash_all(s, p, ct):
    """May player p cast spells as though they had flash?"""
    return in_play_with(s, p, CT_FLASH_ALL, ct)

"""'All nonland permanents are legendary.' (Leyline of Singularity)

Column CT_ALL_LEGENDARY; cfg CFG_ALL_LEGENDARY says a matchup holds one.  Read
by engine/rules/chars.py (is_legendary), which the legend rule (sba.py) and
'target legendary' (targets.py) ask."""

from engine.record import record
from engine.tables import CT_ALL_LEGENDARY

NAME = "all nonland permanents are legendary"


@record
class AllNonlandLegendary:
    """'All nonland permanents are legendary.'"""


STATIC = AllNonlandLegendary


def compile_row(st, r, ctx):
    r[CT_ALL_LEGENDARY] = 1

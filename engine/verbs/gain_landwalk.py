"""Gain landwalk until end of turn: "target creature gains swampwalk until end of
turn" (Funeral Charm, Piracy Charm).  The object keeps what it gained in O_EOT_KW,
a small mask (bit k: ops.GAINED_KEYWORDS[k]), cleared in the cleanup step and when
it changes zones; chars.keywords adds them.  Landwalk itself is combat.can_block's."""

from engine import ops
from engine.jit import leaf
from engine.record import record
from engine.rules.chars import ob
from engine.rules.primitives import DONE
from engine.state import O_EOT_KW
from engine.tables import EF_A

NAME = "gain landwalk"


@record
class GainLandwalk:
    """The target gains this landwalk ("swampwalk", "islandwalk") until end of turn."""
    keyword: str
    what: str = "target"


EFFECT = GainLandwalk


def check(e, card):
    if e.keyword not in ops.GAINED_KEYWORDS:
        return f"a landwalk gained until end of turn is one of {list(ops.GAINED_KEYWORDS)}"
    return None


def compile_row(e, row, ctx):
    row[EF_A] = 1 << list(ops.GAINED_KEYWORDS).index(e.keyword)


@leaf
def resolve(s, f, i, src, ctrl, tkind, tgt, x, ct, ab, ef, cfg):
    if i >= 0:
        s[ob(i) + O_EOT_KW] |= ef[f, EF_A]
    return DONE

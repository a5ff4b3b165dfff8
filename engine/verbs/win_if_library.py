"""Win the game: "If X is greater than or equal to the number of cards in your
library, you win the game", X your devotion to a color (Thassa's Oracle).  X is
counted again here: the look before it (look_at_top) moves no permanent, so it
is the same number."""

from engine import ops
from engine.jit import leaf
from engine.record import record
from engine.rules.library import devotion, library_size
from engine.rules.primitives import DONE, FAILED
from engine.state import H_RESULT
from engine.tables import EF_A
from engine.verbs.base import devotion_problem

NAME = "win the game"
REACH = ops.REACH_PLAYERS


@record
class WinIfLibraryAtMost:
    """You win if your devotion to `devotion_to` is at least your library's size."""
    devotion_to: str = "U"


EFFECT = WinIfLibraryAtMost


def check(e, card):
    return devotion_problem(e.devotion_to)


def compile_row(e, row, ctx):
    row[EF_A] = "WUBRG".index(e.devotion_to)


@leaf
def resolve(s, f, i, src, ctrl, tkind, tgt, x, ct, ab, ef, cfg):
    if devotion(s, ctrl, ef[f, EF_A], ct) < library_size(s, ctrl):
        return FAILED
    s[H_RESULT] = ops.R_WIN0 if ctrl == 0 else ops.R_WIN1
    return DONE

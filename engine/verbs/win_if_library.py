"""Win the game: "If X is greater than or equal to the number of cards in your
library, you win the game", X your devotion to a color (Thassa's Oracle).  X is
counted again here: the look before it (look_at_top) moves no permanent, so it
is the same number."""
from dataclasses import dataclass

from engine import ops
from engine.jit import leaf
from engine.rules.library import devotion, library_size
from engine.rules.primitives import DONE, FAILED
from engine.state import H_RESULT
from engine.tables import EF_A

NAME = "win the game"
REACH = ops.REACH_PLAYERS


@dataclass(frozen=True)
class WinIfLibraryAtMost:
    """You win if your devotion to `devotion_to` is at least your library's size."""
    devotion_to: str = "U"


EFFECT = WinIfLibraryAtMost


def check(e, card):
    return None if len(e.devotion_to) == 1 and e.devotion_to in "WUBRG" \
        else f"devotion to one color of WUBRG, not {e.devotion_to!r}"


def compile_row(e, row, ctx):
    row[EF_A] = "WUBRG".index(e.devotion_to)


@leaf
def resolve(s, f, i, src, ctrl, tkind, tgt, x, ct, ab, ef, cfg):
    if devotion(s, ctrl, ef[f, EF_A], ct) < library_size(s, ctrl):
        return FAILED
    s[H_RESULT] = ops.R_WIN0 if ctrl == 0 else ops.R_WIN1
    return DONE

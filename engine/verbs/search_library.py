"""Search a library: 3CB libraries are empty, so the search finds nothing."""

from engine import ops
from engine.jit import leaf
from engine.record import record
from engine.rules.primitives import DONE
from engine.tables import EF_WHO

NAME = "search library"
REACH = ops.REACH_PLAYERS  # on a player it changes only that player (floating mana: priority.float_matters)


@record
class SearchLibrary:
    """Search a library for a card: 3CB libraries are empty, it finds nothing."""
    who: str = "you"


EFFECT = SearchLibrary


def check(e, card):
    return None if e.who in ops.WHO else f"unknown effect recipient {e.who!r}"


def compile_row(e, row, ctx):
    row[EF_WHO] = ops.WHO[e.who]


@leaf
def resolve(s, f, i, src, ctrl, tkind, tgt, x, ct, ab, ef, cfg):
    return DONE

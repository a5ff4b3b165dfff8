"""Shuffle a graveyard into a library: "its owner shuffles their graveyard into
their library" (Emrakul, Ulamog; topic eldrazi).  The owner of the source's card
puts every card of their graveyard into their library, and every card of that
library waits for its place (O_LIBPOS 0); an OrderLibrary effect after it lets the
owner's opponent choose the order (a random order is the opponent's choice in the
format: docs/RULES.md)."""

from engine import ops
from engine.jit import leaf
from engine.record import record
from engine.rules.chars import nobj, ob
from engine.rules.primitives import DONE
from engine.rules.zones import move_to
from engine.state import O_CARD, O_LIBPOS, O_OWNER, O_ZONE

NAME = "shuffle the graveyard into the library"
REACH = ops.REACH_PLAYERS       # it changes only a graveyard and a library


@record
class ShuffleGraveyardIntoLibrary:
    """The source's owner shuffles their graveyard into their library (follow it
    with OrderLibrary(): the order)."""


EFFECT = ShuffleGraveyardIntoLibrary


@leaf
def resolve(s, f, i, src, ctrl, tkind, tgt, x, ct, ab, ef, cfg):
    p = s[ob(src) + O_OWNER]
    for j in range(nobj(s)):
        o = ob(j)
        if s[o + O_CARD] < 0 or s[o + O_OWNER] != p:
            continue
        if s[o + O_ZONE] == ops.Z_GRAVEYARD:
            move_to(s, j, ops.Z_LIBRARY, ct)     # a new object: O_LIBPOS 0, waiting
            s[o + O_LIBPOS] = 0
        elif s[o + O_ZONE] == ops.Z_LIBRARY:
            s[o + O_LIBPOS] = 0                   # the whole library is shuffled
    return DONE

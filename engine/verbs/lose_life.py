"""Lose life: "you lose N life", "target player loses N life", "each player loses N life"
(not damage: nothing prevents it, no lifelink or infect)."""

from engine import ops
from engine.jit import leaf
from engine.record import record
from engine.rules.primitives import DONE, FAILED, row_player
from engine.state import H_LIFE
from engine.tables import EF_A, EF_WHO

NAME = "lose life"
REACH = ops.REACH_PLAYERS       # it changes a player, never a permanent

WHO = ("target", "you", "each opponent", "each player")


@record
class LoseLife:
    """`to` loses `n` life."""
    n: int
    to: str = "you"


EFFECT = LoseLife


def check(e, card):
    if e.to not in WHO:
        return f"lose life: 'to' is one of {WHO}"
    return None if e.n > 0 else "lose a positive amount of life"


def compile_row(e, row, ctx):
    row[EF_A] = e.n


@leaf
def resolve(s, f, i, src, ctrl, tkind, tgt, x, ct, ab, ef, cfg):
    n = ef[f, EF_A]
    if ef[f, EF_WHO] == ops.W_EACH_PLAYER:     # simultaneously (rule 101.4 needs no order)
        s[H_LIFE] -= n
        s[H_LIFE + 1] -= n
        return DONE
    p = row_player(s, ef[f, EF_WHO], ctrl, tkind, tgt)
    if p < 0:
        return FAILED
    s[H_LIFE + p] -= n
    return DONE

"""Lose life: "you lose N life", "target player loses N life" (not damage:
nothing prevents it, no lifelink or infect)."""
from dataclasses import dataclass

from engine import ops
from engine.jit import leaf
from engine.rules.primitives import DONE
from engine.state import H_LIFE
from engine.tables import EF_A, EF_WHO

NAME = "lose life"
REACH = ops.REACH_PLAYERS       # it changes a player's life, never a permanent


@dataclass(frozen=True)
class LoseLife:
    """`to` (you | target | each opponent) loses `n` life."""
    n: int
    to: str = "you"


EFFECT = LoseLife


def check(e, card):
    if e.n <= 0:
        return "lose a positive amount of life"
    if e.to not in ("you", "target", "each opponent"):
        return f"lose life: unknown player {e.to!r}"
    return None


def compile_row(e, row, ctx):
    row[EF_A] = e.n


@leaf
def resolve(s, f, i, src, ctrl, tkind, tgt, x, ct, ab, ef, cfg):
    who = ef[f, EF_WHO]
    if who == ops.W_CONTROLLER:
        s[H_LIFE + ctrl] -= ef[f, EF_A]
    elif who == ops.W_EACH_OPPONENT:
        s[H_LIFE + 1 - ctrl] -= ef[f, EF_A]
    elif tkind == ops.TK_PLAYER:
        s[H_LIFE + tgt] -= ef[f, EF_A]
    return DONE

"""Damage: "~ deals N damage to any target" (or to each opponent; N may be the
source's power, last known)."""
from dataclasses import dataclass

from engine import ops
from engine.jit import leaf
from engine.rules.primitives import DONE, damage_object, damage_player
from engine.tables import EF_A, EF_WHO

NAME = "damage"
REACH = ops.REACH_PLAYERS  # on a player it changes only that player (floating mana: priority.float_matters)


@dataclass(frozen=True)
class Damage:
    """Deals `amount` damage (amount='power': the source's power, last known)."""
    amount: int | str
    to: str = "target"          # target | each opponent


EFFECT = Damage


def compile_row(e, row, ctx):
    row[EF_A] = -1 if e.amount == "power" else int(e.amount)    # -1: x, the power


@leaf
def resolve(s, f, i, src, ctrl, tkind, tgt, x, ct, ab, ef, cfg):
    amt = x if ef[f, EF_A] < 0 else ef[f, EF_A]
    if ef[f, EF_WHO] == ops.W_EACH_OPPONENT:
        damage_player(s, 1 - ctrl, amt, src, ct, ef)
    elif tkind == ops.TK_PLAYER:
        damage_player(s, tgt, amt, src, ct, ef)
    elif i >= 0:
        damage_object(s, i, amt, src, ct, ef)
    return DONE

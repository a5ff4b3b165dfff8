"""Damage: "~ deals N damage to any target" (or to each opponent; N may be the
source's power, last known, or "X, where X is N minus the number of cards in
their hand": The Rack)."""

from engine import ops
from engine.jit import leaf
from engine.record import record
from engine.rules.primitives import DONE, damage_object, damage_player
from engine.rules.zones import hand_size
from engine.tables import EF_A, EF_B, EF_WHO

NAME = "damage"
REACH = ops.REACH_PLAYERS  # on a player it changes only that player (floating mana: priority.float_matters)


@record
class Damage:
    """Deals `amount` damage (amount='power': the source's power, last known; 'X':
    the X of its activation, the entry's E_X;
    'N minus cards in hand': N minus the number of cards in the damaged player's
    hand, at least 0)."""
    amount: int | str
    to: str = "target"          # target | each opponent


EFFECT = Damage
_MINUS_HAND = " minus cards in hand"


def check(e, card):
    if isinstance(e.amount, str) and e.amount.endswith(_MINUS_HAND):
        if not e.amount[:-len(_MINUS_HAND)].isdigit() or e.to != "each opponent":
            return "'N minus cards in hand' damage goes to each opponent, N a number"
    elif e.amount not in ("power", "X") and not isinstance(e.amount, int):
        return f"unknown damage amount {e.amount!r}"
    return None


def compile_row(e, row, ctx):
    if isinstance(e.amount, str) and e.amount.endswith(_MINUS_HAND):
        row[EF_A] = -2                                          # -2: EF_B minus the hand
        row[EF_B] = int(e.amount[:-len(_MINUS_HAND)])
    else:
        # -1: x, the power (or, eldrazi, "X": the X chosen as the ability was activated)
        row[EF_A] = -1 if e.amount in ("power", "X") else int(e.amount)


@leaf
def resolve(s, f, i, src, ctrl, tkind, tgt, x, ct, ab, ef, cfg):
    amt = x if ef[f, EF_A] == -1 else ef[f, EF_A]
    if ef[f, EF_WHO] == ops.W_EACH_OPPONENT:
        if ef[f, EF_A] == -2:
            amt = ef[f, EF_B] - hand_size(s, 1 - ctrl)
        damage_player(s, 1 - ctrl, amt, src, ct, ef)
    elif tkind == ops.TK_PLAYER:
        damage_player(s, tgt, amt, src, ct, ef)
    elif i >= 0:
        damage_object(s, i, amt, src, ct, ef)
    return DONE

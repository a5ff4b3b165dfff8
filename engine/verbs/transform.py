"""Transform: "transform ~" (a double-faced card turns to its back face), with
an optional condition on its controller's life ("if you have at least 10 life
more than your starting life total").  A transformed permanent has its back
face's characteristics; the object remembers that face the way a copy does
(O_COPY = back face's card id + 1, read by chars.card_of), so no field is
added and leaving the battlefield turns it face up again (rule 711.8)."""

from engine import ops
from engine.jit import leaf
from engine.record import record
from engine.rules.chars import ob
from engine.rules.primitives import DONE, FAILED
from engine.state import H_LIFE, O_CARD, O_COPY
from engine.tables import CT_BACK, EF_A, EF_WHO

NAME = "transform"
STARTING_LIFE = 20      # every 3CB game starts at 20 life (engine/game.py)


@record
class Transform:
    """Transform this permanent; life_over_start: only if its controller has at
    least this much more life than the starting life total (None: always)."""
    life_over_start: int | None = None
    what: str = "self"


EFFECT = Transform


def check(e, card):
    if not card.back:
        return "only a double-faced card (back=...) transforms"
    if e.what != "self":
        return "a permanent transforms itself only"
    return None


def compile_row(e, row, ctx):
    row[EF_WHO] = ops.W_SELF
    row[EF_A] = 0 if e.life_over_start is None else STARTING_LIFE + e.life_over_start


@leaf
def resolve(s, f, i, src, ctrl, tkind, tgt, x, ct, ab, ef, cfg):
    if i < 0 or s[ob(i) + O_COPY] > 0:
        return FAILED       # gone, or already transformed
    if ef[f, EF_A] > 0 and s[H_LIFE + ctrl] < ef[f, EF_A]:
        return FAILED
    back = ct[s[ob(i) + O_CARD], CT_BACK]
    if back < 0:
        return FAILED
    s[ob(i) + O_COPY] = back + 1
    return DONE

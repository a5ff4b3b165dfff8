"""Counter: "counter target spell" (a spell that can't be countered stays)."""
from dataclasses import dataclass

from engine import ops
from engine.jit import leaf
from engine.rules.primitives import DONE, FAILED, finish, uncounterable
from engine.rules.targets import spell_entry

NAME = "counter"


@dataclass(frozen=True)
class Counter:
    """Counter target spell (a spell that can't be countered stays)."""
    what: str = "target"


EFFECT = Counter


@leaf
def resolve(s, f, i, src, ctrl, tkind, tgt, x, ct, ab, ef, cfg):
    if tkind == ops.TK_SPELL:
        k = spell_entry(s, tgt)
        if k >= 0 and not uncounterable(s, k):
            finish(s, k, ct, ab, ef)
            return DONE
    return FAILED

"""Counter: "counter target spell" (a spell that can't be countered stays); with
`exile`, "if that spell is countered this way, exile it instead of putting it
into its owner's graveyard" (Force of Negation)."""

from engine import ops
from engine.jit import leaf
from engine.record import record
from engine.rules.chars import ob
from engine.rules.primitives import DONE, FAILED, finish, uncounterable
from engine.rules.targets import spell_entry
from engine.rules.zones import move_to, stack_off
from engine.state import E_SRC, H_STACK_N, O_ZONE
from engine.tables import EF_A, EF_WHO

NAME = "counter"


@record
class Counter:
    """Counter target spell (a spell that can't be countered stays)."""
    what: str = "target"
    exile: bool = False     # the countered spell is exiled instead


EFFECT = Counter


def compile_row(e, row, ctx):
    row[EF_A] = int(e.exile)


@leaf
def resolve(s, f, i, src, ctrl, tkind, tgt, x, ct, ab, ef, cfg):
    k = -1
    if tkind == ops.TK_SPELL:
        k = spell_entry(s, tgt)
    elif ef[f, EF_WHO] == ops.W_THAT_SPELL and 0 <= x < s[H_STACK_N] - 1:
        k = x           # (cast) "counter that spell": a cast trigger's E_X (ops.TF_THAT_SPELL)
        tgt = s[stack_off(s, k) + E_SRC]
    if k >= 0:
        if not uncounterable(s, k):
            finish(s, k, ct, ab, ef)
            # instead of the graveyard (nothing in the pool sees a card go there)
            if ef[f, EF_A] and s[ob(tgt) + O_ZONE] == ops.Z_GRAVEYARD:
                move_to(s, tgt, ops.Z_EXILE, ct)
            return DONE
    return FAILED

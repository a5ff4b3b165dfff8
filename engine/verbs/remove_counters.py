"""Remove counters: "remove N [kind] counters" or "all counters" from a permanent."""

from engine import ops
from engine.jit import leaf
from engine.record import record
from engine.rules.primitives import DONE, remove_counters
from engine.rules.chars import card_of, ob
from engine.state import O_MISC
from engine.tables import CT_ENCHANT, CT_GY_WATCH, EF_A, EF_B
from engine.verbs.base import counter_kind_problem

NAME = "remove counters"


@record
class RemoveCounters:
    """Remove n counters of a kind ('all' kinds and every counter: n=0)."""
    kind: str
    n: int = 0
    on: str = "target"


EFFECT = RemoveCounters


def check(e, card):
    return None if e.kind == "all" else counter_kind_problem(e.kind, e.on, card)


def compile_row(e, row, ctx):
    row[EF_A] = ops.C_ALL if e.kind == "all" else ops.COUNTERS[e.kind]
    row[EF_B] = e.n


@leaf
def resolve(s, f, i, src, ctrl, tkind, tgt, x, ct, ab, ef, cfg):
    if i >= 0:
        kept = s[ob(i) + O_MISC]
        remove_counters(s, i, ef[f, EF_A], ef[f, EF_B])
        c = card_of(s, i)
        if ef[f, EF_A] == ops.C_ALL and (ct[c, CT_ENCHANT] or ct[c, CT_GY_WATCH]):
            # (annex) O_MISC holds no counters on such a permanent: what it enchants
            # (O_ENCHANTED) or the graveyard size it watches (Energy Field)
            s[ob(i) + O_MISC] = kept
    return DONE

"""Remove counters: "remove N [kind] counters" or "all counters" from a permanent."""
from dataclasses import dataclass

from engine import ops
from engine.jit import leaf
from engine.rules.primitives import DONE, remove_counters
from engine.tables import EF_A, EF_B
from engine.verbs.base import counter_kind_problem

NAME = "remove counters"


@dataclass(frozen=True)
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
        remove_counters(s, i, ef[f, EF_A], ef[f, EF_B])
    return DONE

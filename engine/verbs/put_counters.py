"""Counters: "put N [kind] counters on ~" (levels stop at the card's top band)."""
from dataclasses import dataclass

from engine import ops
from engine.jit import leaf
from engine.rules.chars import card_of, ob
from engine.rules.primitives import DONE
from engine.state import O_LEVEL, O_MISC, O_P1P1, O_STUN
from engine.tables import CT_LVCAP, EF_A, EF_B
from engine.verbs.base import counter_kind_problem

NAME = "put counters"


@dataclass(frozen=True)
class PutCounters:
    kind: str
    n: int = 1
    on: str = "self"


EFFECT = PutCounters


def check(e, card):
    return counter_kind_problem(e.kind, e.on, card)


def compile_row(e, row, ctx):
    row[EF_A], row[EF_B] = ops.COUNTERS[e.kind], e.n


@leaf
def resolve(s, f, i, src, ctrl, tkind, tgt, x, ct, ab, ef, cfg):
    if i >= 0:
        A = ef[f, EF_A]
        B = ef[f, EF_B]
        o = ob(i)
        if A == ops.C_P1P1:
            s[o + O_P1P1] += B
        elif A == ops.C_LEVEL:
            s[o + O_LEVEL] = min(s[o + O_LEVEL] + B, ct[card_of(s, i), CT_LVCAP])
        elif A == ops.C_STUN:
            s[o + O_STUN] += B
        else:
            s[o + O_MISC] += B
    return DONE

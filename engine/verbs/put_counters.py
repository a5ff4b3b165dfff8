"""Counters: "put N [kind] counters on ~" (levels stop at the card's top band), or
"on each [artifact creature] you control"."""

from engine import ops
from engine.jit import leaf
from engine.record import record
from engine.rules.chars import card_of, card_types, nobj, ob
from engine.rules.primitives import DONE
from engine.state import O_CARD, O_CTRL, O_LEVEL, O_MISC, O_P1P1, O_STUN, O_ZONE
from engine.tables import CT_LVCAP, EF_A, EF_B, EF_C
from engine.verbs.base import bits, counter_kind_problem, unknown

NAME = "put counters"


@record
class PutCounters:
    """n counters of a kind on `on`; each: card types (("Artifact", "Creature")):
    on each permanent of all those types `on` ("you") controls instead."""
    kind: str
    n: int = 1
    on: str = "self"
    each: tuple = ()


EFFECT = PutCounters


def check(e, card):
    if e.each:
        if e.on != "you" or e.kind != "+1/+1":
            return "+1/+1 counters on each permanent of a kind you control (on='you')"
        return unknown(e.each, ops.CARD_TYPES, "card type")
    return counter_kind_problem(e.kind, e.on, card)


def compile_row(e, row, ctx):
    row[EF_A], row[EF_B] = ops.COUNTERS[e.kind], e.n
    row[EF_C] = bits(e.each, ops.CARD_TYPES)


@leaf
def resolve(s, f, i, src, ctrl, tkind, tgt, x, ct, ab, ef, cfg):
    m = ef[f, EF_C]
    if m != 0:
        for j in range(nobj(s)):
            q = ob(j)
            if s[q + O_CARD] >= 0 and s[q + O_ZONE] == ops.Z_BATTLEFIELD \
                    and s[q + O_CTRL] == ctrl and (card_types(s, j, ct, ef) & m) == m:
                s[q + O_P1P1] += ef[f, EF_B]
        return DONE
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

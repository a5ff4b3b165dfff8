"""Canonical order of object slots, so equivalent positions pack identically.

Slots are sorted by their fields; references to slots (blocking, exiled-by, stack and
pending-trigger sources and targets, the attacker being assigned) are remapped.
Ties between slots that differ only in what they reference keep their order:
such positions may stay distinct, which costs merging, never correctness.
"""
from engine.jit import kernel, leaf  # noqa: F401

from engine import ops
from engine.layout import (DIV_UNITS, blocking_at, div_sorted, div_unit, lane, with_blocking_at,
                           with_div_unit)
from engine.rules.chars import nobj, ob
from engine.rules.zones import entry_target, pend_off, set_entry_target, stack_off
from engine.state import (E_SRC, E_TGT, E_TKIND, H_DARG, H_DECISION, H_PEND_N, H_STACK_N,
                          O_BLOCKING, O_EXILED_BY, OBJ_W)


@leaf
def _less(s, i, j):
    a = ob(i)
    b = ob(j)
    for f in range(OBJ_W):
        if f == O_BLOCKING or f == O_EXILED_BY:
            continue
        if s[a + f] != s[b + f]:
            return s[a + f] < s[b + f]
    return False


@leaf
def _remap_entry(s, e, new_of):
    """The entry at offset e after the slots moved (new_of: old slot -> new)."""
    s[e + E_SRC] = new_of[s[e + E_SRC]]
    if s[e + E_TKIND] == ops.TK_OBJECT or s[e + E_TKIND] == ops.TK_SPELL:
        s[e + E_TGT] = new_of[s[e + E_TGT]]
    elif s[e + E_TKIND] == ops.TK_DIVIDED:     # each unit's slot, then sorted again
        code = entry_target(s, e)
        for u in range(DIV_UNITS):
            v = div_unit(code, u)
            if v > 0:
                code = with_div_unit(code, u, new_of[v - 1] + 1)
        set_entry_target(s, e, ops.TK_DIVIDED, div_sorted(code))


@leaf
def canonicalize(s, work):
    """Sort the object slots in place; work: scratch of 3 * OBJ_W * n_obj."""
    n = nobj(s)
    ordered = True
    for k in range(1, n):
        if _less(s, k, k - 1):
            ordered = False
            break
    if ordered:
        return
    order = lane(work, 0, n)
    for k in range(n):
        order[k] = k
    for k in range(1, n):           # insertion sort of slot indices
        x = order[k]
        j = k - 1
        while j >= 0 and _less(s, x, order[j]):
            order[j + 1] = order[j]
            j -= 1
        order[j + 1] = x
    moved = False
    for k in range(n):
        if order[k] != k:
            moved = True
            break
    if not moved:
        return
    new_of = lane(work, 1, n)
    for k in range(n):
        new_of[order[k]] = k
    old = lane(work, 2, n * OBJ_W)       # after the two lanes of n
    for k in range(n * OBJ_W):
        old[k] = s[ob(0) + k]
    for k in range(n):
        src = order[k] * OBJ_W
        dst = ob(k)
        for f in range(OBJ_W):
            s[dst + f] = old[src + f]
    for k in range(n):
        o = ob(k)
        v = s[o + O_BLOCKING]
        if v > 0:
            for k in range(2):      # a blocker of two attackers (tactician) names both
                if blocking_at(v, k) > 0:
                    v = with_blocking_at(v, k, new_of[blocking_at(v, k) - 1] + 1)
            s[o + O_BLOCKING] = v
        if s[o + O_EXILED_BY] > 0:
            s[o + O_EXILED_BY] = new_of[s[o + O_EXILED_BY] - 1] + 1
    for k in range(s[H_STACK_N]):
        _remap_entry(s, stack_off(s, k), new_of)
    for k in range(s[H_PEND_N]):
        _remap_entry(s, pend_off(s, k), new_of)
    if s[H_DECISION] == ops.D_ASSIGN:
        s[H_DARG] = new_of[s[H_DARG]]

"""Expanding a node: every legal action applied, each child found or added."""
from numba import njit

from engine.moves import apply_action, legal_actions
from engine.layout import ERR_NO_ACTIONS
from solver.table import M_EDGES, M_ERROR, M_EXPANDED, lookup_or_add


@njit(cache=True)
def expand(v, states, keys, tt, value, mover, estart, ecount, edges, meta,
           ct, ab, ef, cfg, acts, buf, scr):
    """Write v's children into edges; returns their number (-1 on an engine error).
    scr: two int16 rows of scratch (the store may keep states in a narrower type)."""
    L = states.shape[1]
    s = scr[0]
    child = scr[1]
    for k in range(L):
        s[k] = states[v, k]
    n = legal_actions(s, ct, ab, ef, cfg, acts)
    e0 = meta[M_EDGES]
    estart[v] = e0
    for j in range(n):
        for k in range(L):
            child[k] = s[k]
        apply_action(child, acts[j], ct, ab, ef, cfg, buf)
        w = lookup_or_add(child, states, keys, tt, value, mover, meta)
        edges[e0 + j] = w
    ecount[v] = n
    meta[M_EDGES] = e0 + n
    meta[M_EXPANDED] += 1
    if meta[M_ERROR] != 0 or n == 0:
        if meta[M_ERROR] == 0:
            meta[M_ERROR] = ERR_NO_ACTIONS
        return -1
    return n

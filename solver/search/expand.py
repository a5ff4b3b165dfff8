"""Expanding a node: every legal action applied, each child found or added."""
from numba import njit

from engine.jit import leaf
from engine.moves import apply_action, legal_actions
from engine.layout import ERR_NO_ACTIONS, MAX_ACTIONS
from solver.search.table import M_EDGES, M_ERROR, M_EXPANDED, M_NODES, lookup_or_add


@leaf
def no_room(g):
    """Must the graph g grow before the next expansion (nodes, edges, or a
    transposition table at most half full)?"""
    nodes = g.meta[M_NODES] + MAX_ACTIONS
    return (nodes > g.states.shape[0] or g.meta[M_EDGES] + MAX_ACTIONS > g.edges.shape[0]
            or 2 * nodes > g.tt.shape[0])


@njit(cache=True)
def expand(v, g, r, w):
    """Write v's children into the graph g's edges; returns their number (-1 on an
    engine error).  r: the engine's tables (bundles.Rules); w: scratch (bundles.Work:
    two int16 rows, since the store may keep states in a narrower type)."""
    states = g.states
    L = states.shape[1]
    s = w.scr[0]
    child = w.scr[1]
    acts = w.acts
    meta = g.meta
    for k in range(L):
        s[k] = states[v, k]
    n = legal_actions(s, r.ct, r.ab, r.ef, r.cfg, acts)
    e0 = meta[M_EDGES]
    g.estart[v] = e0
    for j in range(n):
        for k in range(L):
            child[k] = s[k]
        apply_action(child, acts[j], r.ct, r.ab, r.ef, r.cfg, w.buf)
        g.edges[e0 + j] = lookup_or_add(child, g)
    g.ecount[v] = n
    meta[M_EDGES] = e0 + n
    meta[M_EXPANDED] += 1
    if meta[M_ERROR] != 0 or n == 0:
        if meta[M_ERROR] == 0:
            meta[M_ERROR] = ERR_NO_ACTIONS
        return -1
    return n

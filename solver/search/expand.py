"""Expanding a node: every legal action applied, each child found or added."""
from numba import njit

from engine.jit import leaf
from engine.moves import apply_action, legal_actions
from engine.layout import ERR_NO_ACTIONS, MAX_ACTIONS
from solver.search.hashing import xxh64_int16
from solver.search.packing import decode, encode_child
from solver.search.table import (M_EDGES, M_ERROR, M_EXPANDED, M_NODES, SEED, lookup_or_add,
                                 table_full)

X_LAYOUT = -2       # expand: a child does not fit the packing (nothing was stored)


@leaf
def no_room(g):
    """Must the graph g grow before the next expansion (nodes, edges, or a
    transposition table at most two thirds full)?"""
    nodes = g.meta[M_NODES] + MAX_ACTIONS
    return (nodes > g.packed.shape[0] or g.meta[M_EDGES] + MAX_ACTIONS > g.edges.shape[0]
            or table_full(nodes, g.tt.shape[0]))


@njit(cache=True)
def expand(v, g, r, w):
    """Write v's children into the graph g's edges; returns their number (-1 on an
    engine error, X_LAYOUT when a child does not fit the packing g.pk: then nothing
    is changed but g.pk's want_lo/want_hi, and the caller asks for a wider packing
    and expands v again).  r: the engine's tables (bundles.Rules); w: scratch
    (bundles.Work)."""
    L = w.scr.shape[1]
    s = w.scr[0]
    acts = w.acts
    meta = g.meta
    prow = g.packed[v]
    decode(prow, g.pk, s)
    n = legal_actions(s, r.ct, r.ab, r.ef, r.cfg, acts)
    fits = True
    for j in range(n):
        child = w.kids[j]
        for k in range(L):
            child[k] = s[k]
        apply_action(child, acts[j], r.ct, r.ab, r.ef, r.cfg, w.buf)
        w.hashes[j] = xxh64_int16(child, SEED)
        if not encode_child(child, s, prow, g.pk, w.rows, j):
            fits = False
    if not fits:
        return X_LAYOUT
    e0 = meta[M_EDGES]
    g.estart[v] = e0
    for j in range(n):
        g.edges[e0 + j] = lookup_or_add(w.kids, w.rows, j, w.hashes[j], g)
    g.ecount[v] = n
    meta[M_EDGES] = e0 + n
    meta[M_EXPANDED] += 1
    if meta[M_ERROR] != 0 or n == 0:
        if meta[M_ERROR] == 0:
            meta[M_ERROR] = ERR_NO_ACTIONS
        return -1
    return n

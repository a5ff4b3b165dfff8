"""Expanding a node: every legal action applied, each child found or added."""

from engine.jit import leaf
from engine.moves import apply_action, legal_actions
from engine.layout import ERR_NO_ACTIONS, MAX_ACTIONS
from engine.layout import scratch_of
from engine.rules.symmetry import (SYMMETRY_MERGE, SYMMETRY_SOLVED, swap_players, swappable,
                                   symmetric_form)
from engine.tables import CFG_SYMMETRY
from solver.search.edges import edge
from solver.search.hashing import xxh64_int16
from solver.search.packing import decode, encode_child
from solver.search.table import (M_EDGES, M_ERROR, M_EXPANDED, M_NODES, SEED, V_UNKNOWN, find,
                                 lookup_or_add, table_full)

X_LAYOUT = -2       # expand: a child does not fit the packing (nothing was stored)


@leaf
def no_room(g):
    """Must the graph g grow before the next expansion (nodes, edges, or a
    transposition table at most two thirds full)?"""
    nodes = g.meta[M_NODES] + MAX_ACTIONS
    return (nodes > g.packed.shape[0] or g.meta[M_EDGES] + MAX_ACTIONS > g.edges.shape[0]
            or table_full(nodes, g.tt.shape[0]))


@leaf
def _solved_partner(child, s, prow, j, g, w):
    """A mirror: when child j is not stored yet and the position with the players
    traded (engine/rules/symmetry.py) is, with its value final, make child j that
    position (its row and hash) and return 1 (the edge to it is flipped); else 0."""
    if find(w.rows, j, w.hashes[j], g) >= 0:
        return 0
    other = w.scr[1]
    for q in range(child.shape[0]):
        other[q] = child[q]
    swap_players(other, scratch_of(w.buf))
    tmp = w.rows.shape[0] - 1           # past every action's row (action_room)
    if not encode_child(other, s, prow, g.pk, w.rows, tmp):
        return 0                        # the packing cannot hold it: it is not stored
    h = xxh64_int16(other, SEED)
    k = find(w.rows, tmp, h, g)
    if k < 0 or g.value[k] == V_UNKNOWN:
        return 0
    for q in range(child.shape[0]):
        child[q] = other[q]
    for q in range(w.rows.shape[1]):
        w.rows[j, q] = w.rows[tmp, q]
    w.hashes[j] = h
    return 1


@leaf
def successors(s, r, w, kids, hashes, flips):
    """Every legal action of state s applied: the children in kids[:n] (forced moves
    followed), their XXH64 in hashes, in flips whether each is in its symmetric
    form (retrograde in a mirror); returns n, or -1 when kids has fewer than n rows
    (nothing applied).  Reads nothing but s and the tables: a helper thread may run
    it ahead of the search (solver/search/ahead.py).  r: bundles.Rules; w: the
    scratch of whoever runs it (acts, buf, scr[1])."""
    L = s.shape[0]
    acts, buf = w.acts, w.buf
    ct, ab, ef, cfg = r.ct, r.ab, r.ef, r.cfg
    n = legal_actions(s, ct, ab, ef, cfg, acts)
    if n > kids.shape[0]:
        return -1
    merge = cfg[CFG_SYMMETRY] == SYMMETRY_MERGE
    for j in range(n):
        child = kids[j]
        for k in range(L):
            child[k] = s[k]
        apply_action(child, acts[j], ct, ab, ef, cfg, buf)
        whole = 0
        if merge:                        # retrograde: every child in its symmetric form
            whole = symmetric_form(child, w.scr[1], buf)
        hashes[j] = xxh64_int16(child, SEED)
        flips[j] = whole
    return n


@leaf
def store_children(v, s, n, g, w, solved):
    """Write v's n children (w.kids, w.hashes, w.flips: successors of v's state s)
    into the graph g's edges; returns n (-1 on an engine error, X_LAYOUT when a
    child does not fit the packing g.pk: then nothing is changed but g.pk's
    want_lo/want_hi, and the caller asks for a wider packing and expands v again).
    solved: a mirror searched by negamax (SYMMETRY_SOLVED): a new child whose
    players-traded twin is stored and solved becomes an edge to that twin."""
    kids, hashes, rows, flips = w.kids, w.hashes, w.rows, w.flips
    pk = g.pk
    meta = g.meta
    prow = g.packed[v]
    fits = True
    for j in range(n):
        child = kids[j]
        if not encode_child(child, s, prow, pk, rows, j):
            fits = False
        if solved and fits and swappable(child):
            flips[j] = _solved_partner(child, s, prow, j, g, w)
    if not fits:
        return X_LAYOUT
    e0 = meta[M_EDGES]
    g.estart[v] = e0
    for j in range(n):
        g.edges[e0 + j] = edge(lookup_or_add(kids, rows, j, hashes[j], g), flips[j])
    g.ecount[v] = n
    meta[M_EDGES] = e0 + n
    meta[M_EXPANDED] += 1
    if meta[M_ERROR] != 0 or n == 0:
        if meta[M_ERROR] == 0:
            meta[M_ERROR] = ERR_NO_ACTIONS
        return -1
    return n


@leaf
def expand(v, g, r, w):
    """Write v's children into the graph g's edges (successors, then store_children);
    returns their number, -1 or X_LAYOUT as store_children.  r: the engine's tables
    (bundles.Rules); w: scratch (bundles.Work)."""
    # A leaf (no reference counting): compiled with it, every call took and dropped
    # a reference to each array of the four bundles, and each child to the views
    # kids[j] and acts[j]: atomic operations, about a tenth of a search's time.
    s = w.scr[0]
    decode(g.packed[v], g.pk, s)
    n = successors(s, r, w, w.kids, w.hashes, w.flips)
    return store_children(v, s, n, g, w, r.cfg[CFG_SYMMETRY] == SYMMETRY_SOLVED)

"""The node store and transposition table: open addressing over numpy arrays.

Every distinct state reached gets a node id.  A lookup hashes the state with
XXH64 and confirms a hit against the stored state, so a hash collision can
never merge two different positions.  Values are absolute (who wins), so one
store serves both play orders of a pairing.

The arrays are the bundle bundles.Graph, grown by the Python wrapper in
solver/search/store.py when a kernel asks.
"""
import numpy as np
from numba import njit

from engine import ops
from engine.jit import leaf
from engine.layout import ERR_RANGE
from engine.state import H_BOUND, H_ERROR, H_PRIO, H_RESULT
from solver.search.hashing import xxh64_int16

V_UNKNOWN = 0
V_WIN0 = 1          # player 0 (deck A) wins
V_WIN1 = 2
V_DRAW = 3

# meta vector slots
M_NODES = 0
M_EDGES = 1
M_BOUND = 2         # bound flags seen (ops.BOUND_*)
M_ERROR = 3         # engine error code seen
M_EXPANDED = 4
M_DTOP = 5          # DFS stack height
M_TTOP = 6          # Tarjan stack height
M_INDEX = 7         # Tarjan visit counter
M_BOUND_VALUE = 8   # how states past a bound are scored (V_WIN0 or V_WIN1)
M_STARTED = 9
M_W = 10

SEED = np.uint64(0x3CB)


@njit(cache=True)
def win_for(p):
    return V_WIN0 if p == 0 else V_WIN1


@leaf
def _same(states, k, s):
    row = states[k]
    for j in range(s.shape[0]):
        if row[j] != s[j]:
            return False
    return True


@leaf
def lookup_or_add(s, g):
    """Node id of state s in the graph g (bundles.Graph), adding it if new.
    Terminal states get their value."""
    states, keys, tt, meta = g.states, g.keys, g.tt, g.meta
    h = xxh64_int16(s, SEED)
    mask = tt.shape[0] - 1
    slot = np.int64(h & np.uint64(mask))
    while True:
        k = tt[slot]
        if k < 0:
            break
        if keys[k] == h and _same(states, k, s):
            return k
        slot = (slot + 1) & mask
    k = meta[M_NODES]
    meta[M_NODES] = k + 1
    tt[slot] = k
    keys[k] = h
    for j in range(s.shape[0]):
        states[k, j] = s[j]
        if states[k, j] != s[j]:        # a compact (int8) store can't hold this value
            meta[M_ERROR] = ERR_RANGE
    g.mover[k] = s[H_PRIO]
    r = s[H_RESULT]
    v = V_UNKNOWN
    if r == ops.R_WIN0:
        v = V_WIN0
    elif r == ops.R_WIN1:
        v = V_WIN1
    elif r == ops.R_DRAW:
        v = V_DRAW
    elif r == ops.R_BOUND:
        v = meta[M_BOUND_VALUE]
        meta[M_BOUND] |= s[H_BOUND]
    if s[H_ERROR] != 0:
        meta[M_ERROR] = s[H_ERROR]
        v = V_DRAW   # never reported: the search stops on an engine error
    g.value[k] = v
    return k


@njit(cache=True)
def rehash(keys, n, tt):
    """Rebuild the table tt (all -1) from the first n keys."""
    mask = tt.shape[0] - 1
    for k in range(n):
        slot = np.int64(keys[k] & np.uint64(mask))
        while tt[slot] >= 0:
            slot = (slot + 1) & mask
        tt[slot] = k

"""The node store and transposition table: open addressing over numpy arrays.

Every distinct state reached gets a node id.  A lookup hashes the state with
XXH64 and confirms a hit against the stored state (its packed words, a
bijection of the state: solver/search/packing.py), so a hash collision can
never merge two different positions.  A table entry is the node id and the
high 32 bits of its state's hash (the key): the key places the node in the
table (multiply-shift, so the table may have any size) and screens the
comparisons without reading anything else, and the table is rebuilt from its
own entries when it grows.  Values are absolute (who wins), so one
store serves both play orders of a pairing.

The arrays are the bundle bundles.Graph, grown by the Python wrapper in
solver/search/store.py when a kernel asks.
"""
import numpy as np

from engine import ops
from engine.jit import leaf, njit
from engine.layout import ERR_RANGE
from engine.state import H_BOUND, H_ERROR, H_PRIO, H_RESULT

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
M_NARROW = 10       # 1: the store refuses values outside int8 (ERR_RANGE), as an int8 store did
M_TARGET = 11     # 0: exact values; 1 + X: does player X win? (a draw scores for the other)
M_W = 12

SEED = np.uint64(0x3CB)


@njit(cache=True)
def win_for(p):
    return V_WIN0 if p == 0 else V_WIN1


@leaf
def draw_value(meta):
    """How a draw is scored: V_DRAW, or in a search of one player's win
    (meta[M_TARGET] = 1 + X) as a win of the other player."""
    t = meta[M_TARGET]
    if t == 0:
        return V_DRAW
    return V_WIN1 if t == 1 else V_WIN0


@leaf
def _same(packed, k, rows, i):
    for j in range(rows.shape[1]):
        if packed[k, j] != rows[i, j]:
            return False
    return True


NODE_BITS = 31              # a table entry: key << NODE_BITS | node (node ids are int32)
NODE_MASK = (1 << NODE_BITS) - 1


@leaf
def key_of(h):
    """A node's key: the high 32 bits of its hash."""
    return np.int64(h >> np.uint64(32))


@leaf
def home(key, tcap):
    """The first slot of a key in a table of tcap slots (multiply-shift)."""
    return np.int64((np.uint64(key) * np.uint64(tcap)) >> np.uint64(32))


@leaf
def table_full(nodes, tcap):
    """Is a table of tcap slots too full for `nodes` nodes (more than two thirds)?"""
    return 3 * nodes > 2 * tcap


@leaf
def _probe(rows, i, h, g):
    """The table slot of the state packed in rows[i] (h: its XXH64): the slot that
    holds its node, or the empty slot where it would go."""
    packed, tt = g.packed, g.tt
    key = key_of(h)
    tcap = tt.shape[0]
    slot = home(key, tcap)
    while True:
        e = tt[slot]
        if e < 0 or ((e >> NODE_BITS) == key and _same(packed, e & NODE_MASK, rows, i)):
            return slot
        slot += 1
        if slot == tcap:
            slot = 0


@leaf
def find(rows, i, h, g):
    """Node id of the state packed in rows[i] (h: its XXH64), or -1 if not stored."""
    e = g.tt[_probe(rows, i, h, g)]
    return -1 if e < 0 else e & NODE_MASK


@leaf
def lookup_or_add(states, rows, i, h, g):
    """Node id of state s = states[i] in the graph g (bundles.Graph), adding it if
    new; rows[i] is s packed by g.pk (packing.encode), h the XXH64 of s.  Terminal
    states get their value.  (Rows of 2-D arrays rather than 1-D views: a view
    costs reference counting in the caller, child after child.)"""
    packed, tt, meta = g.packed, g.tt, g.meta
    slot = _probe(rows, i, h, g)
    if tt[slot] >= 0:
        return tt[slot] & NODE_MASK
    key = key_of(h)
    k = meta[M_NODES]
    meta[M_NODES] = k + 1
    tt[slot] = (key << NODE_BITS) | k
    for j in range(rows.shape[1]):
        packed[k, j] = rows[i, j]
    if meta[M_NARROW]:
        for j in range(states.shape[1]):
            if states[i, j] < -128 or states[i, j] > 127:   # an int8 store could not hold this
                meta[M_ERROR] = ERR_RANGE
    g.mover[k] = states[i, H_PRIO]
    r = states[i, H_RESULT]
    v = V_UNKNOWN
    if r == ops.R_WIN0:
        v = V_WIN0
    elif r == ops.R_WIN1:
        v = V_WIN1
    elif r == ops.R_DRAW:
        v = draw_value(meta)
    elif r == ops.R_BOUND:
        v = meta[M_BOUND_VALUE]
        meta[M_BOUND] |= states[i, H_BOUND]
    if states[i, H_ERROR] != 0:
        meta[M_ERROR] = states[i, H_ERROR]
        v = V_DRAW   # never reported: the search stops on an engine error
    g.value[k] = v
    return k


@njit(cache=True)
def rehash(old, tt):
    """Fill the table tt (all -1) with the entries of the table old."""
    tcap = tt.shape[0]
    for e in old:
        if e < 0:
            continue
        slot = home(e >> NODE_BITS, tcap)
        while tt[slot] >= 0:
            slot += 1
            if slot == tcap:
                slot = 0
        tt[slot] = e

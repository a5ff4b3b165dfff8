"""The arrays the search kernels take, in four bundles by role.

numba passes a NamedTuple of arrays to a jitted function as one argument and
reads its fields at no cost, so a kernel takes `(graph, stacks, rules, work)`
instead of thirty arrays.  The Python side (store.py) builds the bundles
again whenever the store's arrays may have changed: they grow between kernel
calls (resized in place, the transposition table replaced) and the packing
widens, so a bundle is kept only until the next grow or widening
(Store.bundles, keyed on Store.version) and dropped when the store closes.
"""
from __future__ import annotations

from typing import NamedTuple

import numpy as np

from solver.search.packing import Packing


class Graph(NamedTuple):
    """The positions found so far, the moves between them, the transposition table.
    Per node (position) the store keeps packed + value + mover + estart + ecount,
    1.5 * 8 bytes of tt, and the Stacks' index and onstack; then the edges."""
    packed: np.ndarray      # uint64 [cap, W]: node -> its state, packed by pk (packing.py)
    pk: Packing             # how the states are packed (arrays [L]; widened between calls)
    tt: np.ndarray          # int64 [tcap]: hash slot -> key << 31 | node (-1: empty), where the
    #                         key is the high 32 bits of the XXH64 of the state; tcap > 1.5 cap
    value: np.ndarray       # int8 [cap]: V_* (table.py)
    mover: np.ndarray       # int8 [cap]: the player to act
    estart: np.ndarray      # int32 [cap] (int64 once the edges outgrow int32): first edge of a node
    ecount: np.ndarray      # int16 [cap]: its number of edges (at most MAX_ACTIONS)
    edges: np.ndarray       # int32 [ecap]: child nodes
    meta: np.ndarray        # int64 [M_W]: counters and stack heights (table.py M_*)


class Stacks(NamedTuple):
    """The depth-first search's state (Tarjan's components).  Only index and onstack
    are per node; the rest is per entry of a stack, sized by the deepest search
    so far (grown on demand, not with the nodes)."""
    index: np.ndarray       # int32 [cap]: visit order (-1: not visited); while a component
    #                         is solved, -2 - (place in the component) for its members
    onstack: np.ndarray     # bool [cap]: on Tarjan's stack
    tstack: np.ndarray      # int32 [tdepth]: Tarjan's stack (nodes)
    dstack: np.ndarray      # int32 [ddepth]: the depth-first path (nodes)
    dnxt: np.ndarray        # int32 [ddepth]: per path entry, the next edge to follow
    dlow: np.ndarray        # int32 [ddepth]: per path entry, the lowest index reachable


class Rules(NamedTuple):
    """What the engine's kernels read: the compiled card tables and the bounds vector."""
    ct: np.ndarray
    ab: np.ndarray
    ef: np.ndarray
    cfg: np.ndarray


class Work(NamedTuple):
    """Scratch space of one expansion."""
    acts: np.ndarray        # int64 [MAX_ACTIONS, ACT_W]: the legal actions
    buf: np.ndarray         # int64 [MAX_ACTIONS, ACT_W]: scratch of apply_action
    scr: np.ndarray         # int16 [2, L]: the state expanded (decoded), and a spare row
    kids: np.ndarray        # int16 [MAX_ACTIONS, L]: the children, all built before any is stored
    rows: np.ndarray        # uint64 [MAX_ACTIONS, W]: the children packed
    hashes: np.ndarray      # uint64 [MAX_ACTIONS]: the children's XXH64
    flips: np.ndarray       # int8 [MAX_ACTIONS]: 1 where a child is stored with the players
    #                         traded (a mirror: engine/rules/symmetry.py, search/edges.py)


def rules(tables, cfg: np.ndarray) -> Rules:
    return Rules(tables.ct, tables.ab, tables.ef, cfg)

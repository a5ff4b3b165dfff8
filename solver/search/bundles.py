"""The arrays the search kernels take, in four bundles by role.

numba passes a NamedTuple of arrays to a jitted function as one argument and
reads its fields at no cost, so a kernel takes `(graph, stacks, rules, work)`
instead of twenty-five arrays.  The Python side (store.py) builds the bundles
for every kernel call: the store's arrays grow between calls (resized in place,
the transposition table replaced), so a bundle is never kept across calls.
"""
from __future__ import annotations

from typing import NamedTuple

import numpy as np


class Graph(NamedTuple):
    """The positions found so far, the moves between them, the transposition table."""
    states: np.ndarray      # int8 or int16 [cap, L]: node -> packed state
    keys: np.ndarray        # uint64 [cap]: node -> XXH64 of its state
    tt: np.ndarray          # int32 [tcap]: hash slot -> node (-1: empty)
    value: np.ndarray       # int8 [cap]: V_* (table.py)
    mover: np.ndarray       # int8 [cap]: the player to act
    estart: np.ndarray      # int64 [cap]: first edge of a node
    ecount: np.ndarray      # int32 [cap]: its number of edges
    edges: np.ndarray       # int32 [ecap]: child nodes
    meta: np.ndarray        # int64 [M_W]: counters and stack heights (table.py M_*)


class Stacks(NamedTuple):
    """The depth-first search's state (Tarjan's components), per node."""
    index: np.ndarray       # int32: visit order (-1: not visited)
    low: np.ndarray         # int32: lowest index reachable
    onstack: np.ndarray     # bool: on Tarjan's stack
    tstack: np.ndarray      # int32: Tarjan's stack
    dstack: np.ndarray      # int32: the depth-first path
    nxt: np.ndarray         # int32: next edge to follow
    local: np.ndarray       # int32: index inside the component being solved (-1 outside)


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
    scr: np.ndarray         # int16 [2, L]: the state expanded and the child being built


def rules(tables, cfg: np.ndarray) -> Rules:
    return Rules(tables.ct, tables.ab, tables.ef, cfg)

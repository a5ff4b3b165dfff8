"""Python side of the search: storage that grows, budgets, time limits, progress.

The kernels (solver/search/negamax.py, solver/search/retrograde.py) keep all their state in
the arrays of a Store, return every `chunk` expansions, and ask for more room
when they need it; this module grows the arrays and calls them again, with the
arrays in bundles (solver/search/bundles.py).
"""
from __future__ import annotations

import time
from dataclasses import dataclass, field

import numpy as np

from engine import ops
from engine import layout
from engine.compile import Tables
from engine.layout import ERR_RANGE, ERROR_NAMES
from solver.search import negamax, retrograde
from solver.search.bundles import Graph, Stacks, Work, rules
from solver.search.table import (M_BOUND, M_BOUND_VALUE, M_EDGES, M_ERROR, M_EXPANDED, M_INDEX,
                                 M_NODES, M_STARTED, M_W, lookup_or_add, rehash)

RANGE_ERROR = ERROR_NAMES[ERR_RANGE]


def _table_size(cap: int) -> int:
    """Slots of the transposition table: a power of two, at least twice the nodes."""
    return 1 << (2 * cap - 1).bit_length()


class SearchStopped(Exception):
    """The search stopped before proving a result (budget, time, engine limit)."""

    def __init__(self, reason: str, states: int = 0):
        super().__init__(reason)
        self.reason = reason
        self.states = states


@dataclass
class Store:
    """Nodes, edges and the transposition table of one solve."""
    L: int
    cap: int = 1 << 14
    ecap: int = 1 << 16
    bound_value: int = 1
    memory_budget: int = 0          # bytes; 0: no budget
    dtype: type = np.int16          # np.int8 halves the states (solver.api picks it when safe)
    arrays: dict = field(default_factory=dict)

    def __post_init__(self):
        a = self.arrays
        a["states"] = np.zeros((self.cap, self.L), dtype=self.dtype)
        self.scr = np.zeros((2, self.L), dtype=np.int16)
        a["keys"] = np.zeros(self.cap, dtype=np.uint64)
        a["tt"] = np.full(_table_size(self.cap), -1, dtype=np.int32)
        a["value"] = np.zeros(self.cap, dtype=np.int8)
        a["mover"] = np.zeros(self.cap, dtype=np.int8)
        a["estart"] = np.zeros(self.cap, dtype=np.int64)
        a["ecount"] = np.zeros(self.cap, dtype=np.int32)
        a["edges"] = np.zeros(self.ecap, dtype=np.int32)
        a["index"] = np.full(self.cap, -1, dtype=np.int32)
        a["low"] = np.zeros(self.cap, dtype=np.int32)
        a["onstack"] = np.zeros(self.cap, dtype=np.bool_)
        a["tstack"] = np.zeros(self.cap, dtype=np.int32)
        a["dstack"] = np.zeros(self.cap, dtype=np.int32)
        a["nxt"] = np.zeros(self.cap, dtype=np.int32)
        a["local"] = np.full(self.cap, -1, dtype=np.int32)
        self.meta = np.zeros(M_W, dtype=np.int64)
        self.meta[M_BOUND_VALUE] = self.bound_value
        self.acts = np.zeros((layout.MAX_ACTIONS, layout.ACT_W), dtype=np.int64)
        self.buf = np.zeros((layout.MAX_ACTIONS, layout.ACT_W), dtype=np.int64)

    @property
    def nodes(self) -> int:
        return int(self.meta[M_NODES])

    @property
    def expanded(self) -> int:
        return int(self.meta[M_EXPANDED])

    @property
    def bound_flags(self) -> int:
        return int(self.meta[M_BOUND])

    def nbytes(self) -> int:
        return sum(a.nbytes for a in self.arrays.values())

    GROWTH = 1.5
    LAST_GROWTH = 1.08       # below this, a budget-limited step is not worth taking
    _SLOT_ARRAYS = (("states", 0), ("keys", 0), ("value", 0), ("mover", 0), ("estart", 0),
                    ("ecount", 0), ("index", -1), ("low", 0), ("onstack", 0), ("tstack", 0),
                    ("dstack", 0), ("nxt", 0), ("local", -1))

    def grow(self) -> None:
        """Make room for the next expansions: arrays grow in place (realloc, so
        no second copy), the transposition table is rebuilt at twice the size."""
        need = int(self.nbytes() * self.GROWTH)
        growth = self.GROWTH
        if self.memory_budget and need > self.memory_budget:
            # the last steps grow by what the budget still allows
            growth = 0.97 * self.memory_budget / self.nbytes()
            need = int(self.nbytes() * self.LAST_GROWTH)
        if self.memory_budget and growth < self.LAST_GROWTH:
            raise SearchStopped(
                f"memory budget: {self.nodes:,} positions fill "
                f"{self.nbytes() / 2**30:.1f} GiB and the next step needs "
                f"{need / 2**30:.1f} GiB of the {self.memory_budget / 2**30:.1f} GiB allowed "
                "(--max-memory)", self.nodes)
        try:
            self._grow(growth)
        except MemoryError:
            raise SearchStopped(f"out of memory after {self.nodes:,} positions "
                                f"(lower --max-memory)", self.nodes) from None

    def _grow(self, growth: float = GROWTH) -> None:
        a = self.arrays
        n = self.nodes
        room = 2 * layout.MAX_ACTIONS
        if n + room > self.cap or 2 * (n + room) > a["tt"].shape[0]:
            new = int(self.cap * growth) + 2 * room
            for k, fill in self._SLOT_ARRAYS:
                arr = a[k]
                arr.resize((new,) + arr.shape[1:], refcheck=False)   # zero-filled
                if fill:
                    arr[self.cap:] = fill
            self.cap = new
            a["tt"] = np.full(_table_size(new), -1, dtype=np.int32)
            rehash(a["keys"], n, a["tt"])
        if int(self.meta[M_EDGES]) + room > self.ecap:
            self.ecap = int(self.ecap * self.GROWTH) + 2 * room
            a["edges"].resize(self.ecap, refcheck=False)

    def graph(self) -> Graph:
        """The arrays as the kernels take them: valid until the store grows."""
        return Graph(**{f: self.arrays[f] for f in Graph._fields if f != "meta"}, meta=self.meta)

    def stacks(self) -> Stacks:
        return Stacks(**{f: self.arrays[f] for f in Stacks._fields})

    def work(self) -> Work:
        return Work(self.acts, self.buf, self.scr)

    def add(self, s: np.ndarray) -> int:
        return int(lookup_or_add(s, self.graph()))

    def value(self, node: int) -> int:
        return int(self.arrays["value"][node])


def _limits(store: Store, max_states: int | None, deadline: float | None, progress) -> None:
    if progress is not None:
        progress(store)
    if store.meta[M_ERROR]:
        code = int(store.meta[M_ERROR])
        raise SearchStopped(f"engine limit: {ERROR_NAMES.get(code, code)}", store.nodes)
    if max_states is not None and store.nodes > max_states:
        raise SearchStopped(f"state budget: more than --max-states {max_states} positions",
                            store.nodes)
    if deadline is not None and time.perf_counter() > deadline:
        raise SearchStopped("time limit reached", store.nodes)


def _chunk(chunk: int, max_states: int | None) -> int:
    """Expansions per kernel call: small enough that --max-states is kept closely."""
    if max_states:
        chunk = max(1, min(chunk, max_states // 20))
    return chunk


def solve_root(store: Store, root: int, tables: Tables, cfg: np.ndarray, *,
               max_states=None, deadline=None, progress=None, chunk=20000) -> int:
    """Negamax with SCCs from node `root`; returns its value (solver.search.table.V_*)."""
    store.meta[M_STARTED] = 0
    chunk = _chunk(chunk, max_states)
    r = rules(tables, cfg)
    while True:
        st = negamax.search(root, chunk, store.graph(), store.stacks(), r, store.work())
        _limits(store, max_states, deadline, progress)
        if st == negamax.ST_DONE:
            return store.value(root)
        if st == negamax.ST_GROW:
            store.grow()
        elif st == negamax.ST_ERROR:
            _limits(store, None, None, None)
            raise SearchStopped("engine error")


def solve_retrograde(store: Store, roots: list[int], tables: Tables, cfg: np.ndarray, *,
                     max_states=None, deadline=None, progress=None, chunk=20000) -> list[int]:
    """Enumerate everything reachable from the roots, then propagate."""
    store.meta[M_INDEX] = 0
    chunk = _chunk(chunk, max_states)
    r = rules(tables, cfg)
    while True:
        st = retrograde.enumerate_graph(chunk, store.graph(), r, store.work())
        _limits(store, max_states, deadline, progress)
        if st == negamax.ST_DONE:
            break
        if st == negamax.ST_GROW:
            store.grow()
        elif st == negamax.ST_ERROR:
            _limits(store, None, None, None)
            raise SearchStopped("engine error")
    a = store.arrays
    retrograde.propagate(store.nodes, a["value"], a["mover"], a["estart"], a["ecount"],
                         a["edges"])
    return [store.value(r) for r in roots]

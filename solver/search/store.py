"""Python side of the search: storage that grows, budgets, time limits, progress.

The kernels (solver/search/negamax.py, solver/search/retrograde.py) keep all their state in
the arrays of a Store, return every `chunk` expansions, and ask for more room
(ST_GROW) or a wider packing of the states (ST_LAYOUT) when they need it; this
module grows the arrays or re-packs them and calls the kernels again, with the
arrays in bundles (solver/search/bundles.py).
"""
from __future__ import annotations

import errno
import threading
import time
from contextlib import nullcontext
from dataclasses import dataclass, field

import numpy as np

from engine import ops
from engine import layout
from engine.compile import Tables
from engine.layout import ERR_RANGE, ERROR_NAMES
from engine.rules.symmetry import SYMMETRY_MERGE
from engine.tables import CFG_SYMMETRY
from solver.search import closure, negamax, packing, retrograde
from solver.search.ahead import (C_STOP, C_W, SLOTS as AHEAD_SLOTS, Relay, make_ahead,
                                 work_ahead)
from solver.search.bundles import Graph, Stacks, Work, rules
from solver.search.diskarrays import DiskArrays
from solver.search.hashing import xxh64_int16
from solver.search.table import (M_BOUND, M_BOUND_VALUE, M_DTOP, M_EDGES, M_ERROR, M_EXPANDED,
                                 M_INDEX, M_NARROW, M_NODES, M_STARTED, M_TARGET, M_TTOP, M_W, SEED,
                                 V_UNKNOWN, lookup_or_add, rehash, table_full)

RANGE_ERROR = ERROR_NAMES[ERR_RANGE]


def _table_size(cap: int) -> int:
    """Slots of the transposition table: one and a half per node, and one (any size
    works: table.home places a key by multiply-shift)."""
    return cap + cap // 2 + 1


class SearchStopped(Exception):
    """The search stopped before proving a result (budget, time, engine limit)."""

    def __init__(self, reason: str, states: int = 0):
        super().__init__(reason)
        self.reason = reason
        self.states = states


@dataclass
class Store:
    """Nodes, edges and the transposition table of one solve.

    States are stored packed (solver/search/packing.py): the packing starts
    from the first state added (the root) and widens when the search meets a
    value it cannot hold; `state(k)` gives node k's full int16 row."""
    L: int
    cap: int = 1 << 14
    ecap: int = 1 << 16
    bound_value: int = 1
    memory_budget: int = 0          # bytes; 0: no budget
    dtype: type = np.int16          # np.int8: refuse values outside int8 (ERR_RANGE) as an int8 store did
    arrays: dict = field(default_factory=dict)
    work_dir: str | None = None     # keep the growing arrays in files under it (diskarrays.py)
    target: int = -1                # -1: exact values; 0 or 1: does that player win? (a draw,
    #                                 and endless play, then score as the other player's win)

    STACK0 = 1 << 10                # first depth of the search's stacks (they double when full)
    EDGE_INDEX_LIMIT = 2**31 - 1    # estart is int32 while the edges' capacity stays below this
    NODE_LIMIT = 2**31 - 1          # node ids are int32 (edges, tt, index, the stacks)

    def __post_init__(self):
        self.pk = packing.empty(np.zeros(self.L, dtype=np.int16))
        self.fresh = True           # no state added yet: the first one becomes the reference
        self.relayouts = 0          # times the packing was widened (and the rows re-packed)
        self.version = 0            # grows and widenings: the kernels' bundles are rebuilt
        self._bundles = (-1, None)
        self.ahead_counts = np.zeros(C_W, np.int64)     # helper threads' counters (ahead.C_*)
        self.helper_bytes = 0       # the slots and scratch of helpers while a search has them
        assert layout.MAX_ACTIONS <= np.iinfo(np.int16).max     # ecount
        self.meta = np.zeros(M_W, dtype=np.int64)
        self.meta[M_BOUND_VALUE] = self.bound_value
        self.meta[M_TARGET] = self.target + 1
        self.meta[M_NARROW] = np.dtype(self.dtype).itemsize == 1
        self.acts = np.zeros((layout.MAX_ACTIONS, layout.ACT_W), dtype=np.int64)
        self.buf = np.zeros((layout.MAX_ACTIONS, layout.ACT_W), dtype=np.int64)
        self.scr = np.zeros((2, self.L), dtype=np.int16)
        self.kids = np.zeros((layout.MAX_ACTIONS, self.L), dtype=np.int16)
        self.hashes = np.zeros(layout.MAX_ACTIONS, dtype=np.uint64)
        self.flips = np.zeros(layout.MAX_ACTIONS, dtype=np.int8)
        self.rows = np.zeros((layout.MAX_ACTIONS, 1), dtype=np.uint64)
        self.disk = None
        try:
            self._disk_errors(self._allocate)
        except BaseException:
            self.close()
            raise

    def _allocate(self) -> None:
        if self.work_dir is not None:
            self.disk = DiskArrays(self.work_dir)
        new = self._new
        new("packed", (self.cap, 1), np.uint64)
        new("tt", _table_size(self.cap), np.int64, -1)
        for k, dt in (("value", np.int8), ("mover", np.int8), ("estart", np.int32),
                      ("ecount", np.int16), ("onstack", np.bool_)):
            new(k, self.cap, dt)
        new("edges", self.ecap, np.int32)
        new("index", self.cap, np.int32, -1)
        for k in ("tstack", "dstack", "dnxt", "dlow"):
            new(k, self.STACK0, np.int32)

    # -- where the arrays live: in memory, or in files (work_dir) ----------------
    def _new(self, name: str, shape, dtype, fill=0) -> np.ndarray:
        """A new array `name` (replacing one of that name), every element `fill`."""
        if self.disk is not None:
            arr = self.disk.new(name, shape, dtype, fill)
        else:       # zeros: calloc, pages not touched until used
            arr = np.full(shape, fill, dtype=dtype) if fill else np.zeros(shape, dtype=dtype)
        self.arrays[name] = arr
        return arr

    def _resize(self, name: str, shape, fill=0) -> None:
        """Array `name` grown to `shape`, in place; the new elements are `fill`."""
        arr = self.arrays[name]
        if self.disk is not None:
            self.arrays[name] = self.disk.resize(name, shape, arr.dtype, fill)
            return
        old = arr.shape[0]
        arr.resize(shape, refcheck=False)       # realloc: no second copy; zero-filled
        if fill:
            arr[old:] = fill

    def _disk_errors(self, step) -> None:
        """Run step(); a file that cannot be made or grown in the work dir (a full
        disk above all) stops the search with the reason."""
        try:
            step()
        except OSError as e:
            if self.work_dir is None:
                raise
            what = ("disk full" if e.errno in (errno.ENOSPC, errno.EDQUOT)
                    else f"work dir error ({e.strerror or e})")
            raise SearchStopped(
                f"{what}: {self.nodes:,} positions fill {self.disk_bytes() / 2**30:.2f} GiB "
                f"of files in --work-dir {self.work_dir}", self.nodes) from None

    def close(self) -> None:
        """Let the arrays go, and with a work dir their files (the counts in meta
        stay: nodes, expanded, bound_flags)."""
        self.arrays.clear()
        self._bundles = (-1, None)      # the kernels' bundles hold the arrays too
        if self.disk is not None:
            self.disk.close()

    def disk_bytes(self) -> int:
        """Bytes of files the store holds now (0 in memory)."""
        return 0 if self.disk is None else self.disk.nbytes

    def disk_peak(self) -> int:
        """The most bytes of files the store held at once (0 in memory)."""
        return 0 if self.disk is None else self.disk.peak

    @property
    def nodes(self) -> int:
        return int(self.meta[M_NODES])

    @property
    def expanded(self) -> int:
        return int(self.meta[M_EXPANDED])

    @property
    def bound_flags(self) -> int:
        return int(self.meta[M_BOUND])

    @property
    def W(self) -> int:
        """uint64 words per packed state."""
        return self.arrays["packed"].shape[1]

    def nbytes(self) -> int:
        """Bytes of every array the store holds: the per-node arrays at capacity,
        the edges, the table, the stacks, scratch.  In memory, what --max-memory
        counts; with a work dir, most of it is in files (disk_bytes)."""
        scratch = (self.acts, self.buf, self.scr, self.kids, self.hashes, self.rows, self.flips)
        return (sum(a.nbytes for a in self.arrays.values()) + sum(a.nbytes for a in scratch)
                + sum(a.nbytes for a in self.pk) + self.helper_bytes)

    @property
    def budgeted(self) -> bool:
        """Does --max-memory limit the growth?  Not with a work dir: what grows is
        in files, and what stays in memory (scratch) does not grow with the search;
        the operating system keeps in RAM what fits of the files."""
        return bool(self.memory_budget) and self.disk is None

    GROWTH = 1.5
    LAST_GROWTH = 1.08       # below this, a budget-limited step is not worth taking
    _SLOT_ARRAYS = (("packed", 0), ("value", 0), ("mover", 0), ("estart", 0),
                    ("ecount", 0), ("index", -1), ("onstack", 0))
    _STACK_ARRAYS = (("tstack",), ("dstack", "dnxt", "dlow"))

    def grow(self) -> None:
        """Make room for the next expansions: arrays grow in place (realloc, or a
        longer file, so no second copy), the transposition table is rebuilt for the
        new capacity.  The search's stacks double when full."""
        self.version += 1
        self._disk_errors(self._grow_stacks)
        if not self._short():
            return
        need = int(self.nbytes() * self.GROWTH)
        growth = self.GROWTH
        if self.budgeted and need > self.memory_budget:
            # the last steps grow by what the budget still allows
            growth = 0.97 * self.memory_budget / self.nbytes()
            need = int(self.nbytes() * self.LAST_GROWTH)
        if self.budgeted and growth < self.LAST_GROWTH:
            raise SearchStopped(
                f"memory budget: {self.nodes:,} positions fill "
                f"{self.nbytes() / 2**30:.1f} GiB and the next step needs "
                f"{need / 2**30:.1f} GiB of the {self.memory_budget / 2**30:.1f} GiB allowed "
                "(--max-memory; --work-dir keeps the positions on disk)", self.nodes)
        try:
            self._disk_errors(lambda: self._grow(growth))
        except MemoryError:
            raise SearchStopped(f"out of memory after {self.nodes:,} positions "
                                f"(lower --max-memory)", self.nodes) from None

    _ROOM = 2 * layout.MAX_ACTIONS

    def _short(self) -> bool:
        """Are the nodes, the table or the edges short of room?"""
        n = self.nodes + self._ROOM
        return (n > self.cap or table_full(n, self.arrays["tt"].shape[0])
                or int(self.meta[M_EDGES]) + self._ROOM > self.ecap)

    def _grow_stacks(self) -> None:
        a = self.arrays
        for names, top in zip(self._STACK_ARRAYS, (M_TTOP, M_DTOP)):
            if int(self.meta[top]) + 1 >= a[names[0]].shape[0]:
                for k in names:
                    self._resize(k, 2 * a[k].shape[0])

    def _grow(self, growth: float = GROWTH) -> None:
        a = self.arrays
        n = self.nodes
        room = self._ROOM
        if n + room > self.cap or table_full(n + room, a["tt"].shape[0]):
            new = int(self.cap * growth) + 2 * room
            if new > self.NODE_LIMIT:
                raise SearchStopped(f"node ids past int32: {self.nodes:,} positions (the store's "
                                    "capacity)", self.nodes)
            for k, fill in self._SLOT_ARRAYS:
                self._resize(k, (new,) + a[k].shape[1:], fill)
            self.cap = new
            old = a.pop("tt")
            rehash(old, self._new("tt", _table_size(new), np.int64, -1))
            del old
        if int(self.meta[M_EDGES]) + room > self.ecap:
            self.ecap = int(self.ecap * self.GROWTH) + 2 * room
            self._resize("edges", self.ecap)
            if self.ecap > self.EDGE_INDEX_LIMIT and a["estart"].dtype != np.int64:
                old = a["estart"]                               # never wrap: widen
                self._new("estart", old.shape, np.int64)[:] = old
                del old

    # -- the packing ------------------------------------------------------------
    def relayout(self) -> None:
        """Widen the packing to hold what encode was refused, and re-pack every
        stored row (packing.widen, packing.repack)."""
        self.version += 1
        self._disk_errors(self._relayout)

    def _relayout(self) -> None:
        old = self.pk
        new = packing.widen(old)
        W = packing.words(new)
        a = self.arrays
        src = a["packed"]
        if W != self.W:
            extra = self.cap * W * 8
            if self.budgeted and self.nbytes() + extra > self.memory_budget:
                raise SearchStopped(
                    f"memory budget: {self.nodes:,} positions fill "
                    f"{self.nbytes() / 2**30:.1f} GiB and re-packing them in {W} words "
                    f"needs {extra / 2**30:.1f} GiB more of the "
                    f"{self.memory_budget / 2**30:.1f} GiB allowed (--max-memory; "
                    "--work-dir keeps the positions on disk)", self.nodes)
            dest = self._new("packed", (self.cap, W), np.uint64)
        else:
            dest = src
        packing.repack(src, self.nodes, old, dest, new, packing.moved(old, new),
                       np.zeros(W, dtype=np.uint64))
        del src
        self.pk = new
        if self.rows.shape[1] != W:
            self.rows = np.zeros((layout.MAX_ACTIONS, W), dtype=np.uint64)
        self.relayouts += 1

    def state(self, k: int) -> np.ndarray:
        """Node k's state: a new int16 row."""
        s = np.zeros(self.L, dtype=np.int16)
        packing.decode(self.arrays["packed"][k], self.pk, s)
        return s

    def states(self, nodes) -> np.ndarray:
        """The states of many nodes: int16 [len(nodes), L]."""
        nodes = np.asarray(nodes, dtype=np.int64)
        out = np.zeros((nodes.shape[0], self.L), dtype=np.int16)
        packing.decode_rows(self.arrays["packed"], nodes, self.pk, out)
        return out

    # -- bundles ----------------------------------------------------------------
    def graph(self) -> Graph:
        """The arrays as the kernels take them: valid until the store grows."""
        fields = {f: self.arrays[f] for f in Graph._fields if f not in ("meta", "pk")}
        return Graph(**fields, pk=self.pk, meta=self.meta)

    def stacks(self) -> Stacks:
        return Stacks(**{f: self.arrays[f] for f in Stacks._fields})

    def work(self) -> Work:
        return Work(self.acts, self.buf, self.scr, self.kids, self.rows, self.hashes, self.flips)

    def bundles(self) -> tuple[Graph, Stacks, Work]:
        """graph(), stacks() and work(), made again only after a grow or a widening."""
        if self._bundles[0] != self.version:
            self._bundles = (self.version, (self.graph(), self.stacks(), self.work()))
        return self._bundles[1]

    def helper_work(self) -> Work:
        """Scratch of a helper thread (ahead.work_ahead: it builds children in its
        slots, so it needs no rows of its own for them)."""
        A = (layout.MAX_ACTIONS, layout.ACT_W)
        return Work(np.zeros(A, np.int64), np.zeros(A, np.int64),
                    np.zeros((2, self.L), np.int16), np.zeros((1, self.L), np.int16),
                    np.zeros((1, 1), np.uint64), np.zeros(1, np.uint64), np.zeros(1, np.int8))

    def add(self, s: np.ndarray) -> int:
        """Node id of state s, adding it if new (the first state added is the
        packing's reference).  The caller keeps room (grow)."""
        s = np.ascontiguousarray(s, dtype=np.int16)
        if self.fresh:
            self.pk = packing.empty(s)
            self.fresh = False
            self.version += 1
        row = np.zeros((1, self.W), dtype=np.uint64)
        while not packing.encode(s, self.pk, row[0]):
            self.relayout()
            row = np.zeros((1, self.W), dtype=np.uint64)
        h = np.uint64(xxh64_int16(s, SEED))
        return int(lookup_or_add(s.reshape(1, -1), row, 0, h, self.graph()))

    def value(self, node: int) -> int:
        return int(self.arrays["value"][node])


def _run(store: Store, st: int) -> bool:
    """Act on a kernel's status: grow or widen; True when the kernel is done."""
    if st == negamax.ST_DONE:
        return True
    if st == negamax.ST_GROW:
        store.grow()
    elif st == negamax.ST_LAYOUT:
        store.relayout()
    elif st == negamax.ST_ERROR:
        _limits(store, None, None, None)
        raise SearchStopped("engine error")
    return False


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


def _search(store: Store, root: int, r, ahead, max_states, deadline, progress,
            chunk) -> None:
    """Negamax from `root` until its value is known (nothing to do if it is)."""
    root = int(root)        # a Python int: numpy's int32 (edges) is another overload
    if store.arrays["value"][root] != V_UNKNOWN:
        return
    store.meta[M_STARTED] = 0
    while True:
        graph, stacks, work = store.bundles()
        st = negamax.search(root, chunk, graph, stacks, r, work, ahead)
        _limits(store, max_states, deadline, progress)
        if _run(store, st):
            return


def solve_root(store: Store, root: int, tables: Tables, cfg: np.ndarray, *,
               max_states=None, deadline=None, progress=None, chunk=20000,
               threads: int = 1, relay: Relay | None = None) -> int:
    """Negamax with SCCs from node `root`; returns its value (solver.search.table.V_*).
    threads > 1: threads - 1 helpers build children ahead of the search
    (solver/search/ahead.py); the search, its positions and its values are the same.
    relay: the search is offered to a helper that may join it later (Relay)."""
    chunk = _chunk(chunk, max_states)
    r = rules(tables, cfg)
    slots = AHEAD_SLOTS if threads > 1 or relay is not None else 0
    ahead = make_ahead(store.L, slots=slots, open_=threads > 1)
    works = [store.helper_work() for _ in range(max(0, threads - 1))]
    helpers = [threading.Thread(target=work_ahead, args=(ahead, r, w, -1),
                                name=f"3cb-helper-{k}", daemon=True) for k, w in enumerate(works)]
    if relay:
        works.append(store.helper_work())       # the late helper's
    offered = relay.running(ahead, r, works[-1]) if relay else nullcontext()
    store.helper_bytes = sum(x.nbytes for x in ahead) + sum(x.nbytes for w in works for x in w)
    try:
        with offered:
            try:
                for h in helpers:   # inside the try: a helper started is always told to stop
                    h.start()
                _search(store, root, r, ahead, max_states, deadline, progress, chunk)
                return store.value(root)
            finally:
                ahead.ctl[C_STOP] = 1   # before the offer ends: a late helper returns
                for h in helpers:
                    if h.is_alive():
                        h.join()
    finally:
        store.ahead_counts += ahead.ctl     # every helper has returned: the counts are final
        store.helper_bytes = 0


class Roots:
    """Many one-thread negamax searches in one store, one setup for them all, for a
    caller that solves many small ones (a line's closure, solver/explain/lines.py)."""

    def __init__(self, store: Store, tables: Tables, cfg: np.ndarray, *, max_states=None,
                 deadline=None, chunk=20000):
        self.store, self.r = store, rules(tables, cfg)
        self.ahead = make_ahead(store.L, slots=0)
        self.limits = (max_states, deadline, None, _chunk(chunk, max_states))

    def solve(self, root: int) -> None:
        """solve_root for `root` (nothing to do if its value is known)."""
        _search(self.store, root, self.r, self.ahead, *self.limits)

    def close(self, cl, queue, closed, exact: bool, until=None) -> int | None:
        """One call of closure.close_run (the closure's queue `queue`, its members
        `closed`, its loop state `cl`), then what Python does after a search: the
        limits checked, the store grown or re-packed.  Returns closure.CLOSED or
        closure.TOO_LARGE, or None: call again (after fitting queue and closed to a
        grown store)."""
        store = self.store
        max_states, deadline, _, chunk = self.limits
        graph, stacks, work = store.bundles()
        st = closure.close_run(cl, queue, closed, exact, -1 if until is None else until,
                               -1 if max_states is None else max_states, chunk, graph,
                               stacks, self.r, work, self.ahead)
        if st in (closure.CLOSED, closure.TOO_LARGE):
            return st           # no search since the last check: none now (as Roots.solve)
        _limits(store, max_states, deadline, None)
        _run(store, st)
        return None


def solve_retrograde(store: Store, roots: list[int], tables: Tables, cfg: np.ndarray, *,
                     max_states=None, deadline=None, progress=None, chunk=20000) -> list[int]:
    """Enumerate everything reachable from the roots, then propagate.  A mirror
    (cfg's CFG_SYMMETRY) stores every position in its symmetric form."""
    store.meta[M_INDEX] = 0
    chunk = _chunk(chunk, max_states)
    if cfg[CFG_SYMMETRY]:
        cfg = cfg.copy()
        cfg[CFG_SYMMETRY] = SYMMETRY_MERGE
    r = rules(tables, cfg)
    while True:
        st = retrograde.enumerate_graph(chunk, store.graph(), r, store.work())
        _limits(store, max_states, deadline, progress)
        if _run(store, st):
            break
    a = store.arrays
    retrograde.propagate(store.nodes, a["value"], a["mover"], a["estart"], a["ecount"],
                         a["edges"])
    return [store.value(r) for r in roots]

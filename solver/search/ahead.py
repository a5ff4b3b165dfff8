"""Expansions done ahead by helper threads (`--threads N`): the same search, sooner.

The depth-first search (negamax.py) stays one thread: it alone adds positions,
writes edges and values and runs Tarjan's components, so what it finds, in what
order, is exactly what the search of one thread finds (the same positions, the
same counts, the same values).  What a helper does is the pure part of an
expansion, `expand.successors`: the legal actions of a state applied, the children
built (forced moves followed) and hashed, about four fifths of the search's time.

When the search expands a node, it posts each of its new, open children but the
one it visits next (the last: it needs that one at once) to a slot of this
bundle: the child's node id and full state.  A helper takes the newest posted
slot (the search backs up into the newest first), expands it into the slot, and
marks it ready.  When the search reaches a node, `take` copies the children out
of its slot if a helper has them (or waits for a helper at work on it, one
expansion at most); otherwise the search expands the node itself.  A child a
helper expanded but the search never visits (a cut) is work lost, not an error.

A slot's status moves FREE/READY -> (posted by the search) REQUESTED -> (claimed by
a helper, compare-and-swap) CLAIMED -> READY -> (taken) FREE; the search may also
withdraw a REQUESTED slot (compare-and-swap back to FREE) to expand the node
itself or to post another node there.  Only the search writes `node` and `inp`
(while the slot is not REQUESTED or CLAIMED); only the helper holding a CLAIMED
slot writes its children.  The status is read and written with acquire/release
atomics (engine/jit.py), so the data each status publishes is seen with it.
Node c's slot is c mod K: the most recent K new nodes have a slot each; an older
request is overwritten (and its node expanded by the search).

A helper may also join a search already running (`Relay`): with `--method wins`
and two threads the two questions are searched side by side, and the thread whose
question is answered first helps the other's search until it ends.  Such a search
has slots but keeps them closed (ctl[C_OPEN] 0: nothing posted, so nothing spent on
posting) until the helper comes and opens them.
"""
from __future__ import annotations

import threading
from contextlib import contextmanager
from typing import NamedTuple

import numpy as np

from engine.jit import atomic_cas, atomic_load, atomic_store, leaf, njit, spin_pause
from engine.rules.symmetry import SYMMETRY_SOLVED
from engine.tables import CFG_SYMMETRY
from solver.search.expand import store_children, successors
from solver.search.packing import decode
from solver.search.table import V_UNKNOWN

FREE = 0
REQUESTED = 1
CLAIMED = 2
READY = 3

# ctl: the bundle's counters, each group on a cache line of its own (8 int64): a line
# one thread writes and another keeps reading is moved between the cores at each write
C_HEAD = 0          # requests posted so far (the ring's head): the search writes it
C_STOP = 8          # 1: helpers, return
C_OPEN = 9          # 1: the search posts (a helper is there or on its way); read at
#                     every post, written once: it shares C_STOP's quiet line
C_DONE = 16         # expansions the helpers did (taken or not)
C_TAKEN = 24        # the search's own: expansions it took from a helper,
C_WAITED = 25       # ... of which it waited for a helper to finish,
C_WITHDRAWN = 26    # requests it withdrew to expand the node itself
C_W = 32

SLOTS = 1024        # K: a power of two
CHILDREN = 40       # children a slot holds; a node with more is expanded by the search


class Ahead(NamedTuple):
    """The slots the search shares with its helpers (no slots: no helper)."""
    status: np.ndarray      # int64 [K]: FREE, REQUESTED, CLAIMED, READY
    node: np.ndarray        # int64 [K]: the node posted last to the slot
    inp: np.ndarray         # int16 [K, L]: its state
    n: np.ndarray           # int64 [K]: its number of children (-1: the search expands it)
    kids: np.ndarray        # int16 [K, CHILDREN, L]: its children (expand.successors)
    hashes: np.ndarray      # uint64 [K, CHILDREN]
    flips: np.ndarray       # int8 [K, CHILDREN]
    ring: np.ndarray        # int64 [K]: node ids in the order posted (position: C_HEAD mod K)
    ctl: np.ndarray         # int64 [C_W]


def make_ahead(L: int, slots: int = SLOTS, children: int = CHILDREN,
               open_: bool = True) -> Ahead:
    """Slots for helpers (slots: a power of two), or, with slots=0, none (one thread).
    open_=False: the search posts nothing until a helper opens them (Relay.help)."""
    assert slots & (slots - 1) == 0
    a = Ahead(np.zeros(slots, np.int64), np.full(slots, -1, np.int64),
                 np.zeros((slots, L), np.int16), np.zeros(slots, np.int64),
                 np.zeros((slots, children, L), np.int16),
                 np.zeros((slots, children), np.uint64), np.zeros((slots, children), np.int8),
                 np.full(slots, -1, np.int64), np.zeros(C_W, np.int64))
    a.ctl[C_OPEN] = 1 if slots and open_ else 0
    return a


@leaf
def _add(x, i, k):
    """x[i] += k, atomically (helpers count together)."""
    old = atomic_load(x, i)
    while True:
        seen = atomic_cas(x, i, old, old + k)
        if seen == old:
            return
        old = seen


@leaf
def take(c, a, w):
    """Node c's children, if a helper expanded it: copied into w's kids, hashes and
    flips; returns their number, or -1 (the search expands c itself)."""
    K = a.status.shape[0]
    if K == 0:
        return -1
    q = c & (K - 1)
    if a.node[q] != c:
        return -1
    st = atomic_load(a.status, q)
    if st == REQUESTED:
        st = atomic_cas(a.status, q, REQUESTED, FREE)
        if st == REQUESTED:
            a.ctl[C_WITHDRAWN] += 1
            return -1                   # withdrawn before a helper claimed it
    if st == CLAIMED:
        a.ctl[C_WAITED] += 1
    while st == CLAIMED:                # a helper is at it: one expansion at most
        spin_pause()
        st = atomic_load(a.status, q)
    if st != READY:
        return -1
    n = a.n[q]
    if n > 0:
        L = a.inp.shape[1]
        for j in range(n):
            for k in range(L):
                w.kids[j, k] = a.kids[q, j, k]
            w.hashes[j] = a.hashes[q, j]
            w.flips[j] = a.flips[q, j]
        a.ctl[C_TAKEN] += 1
    atomic_store(a.status, q, FREE)
    return n if n > 0 else -1


@leaf
def expand_ahead(v, g, r, w, a):
    """expand.expand, with v's children taken from a helper when one built them."""
    s = w.scr[0]
    decode(g.packed[v], g.pk, s)
    n = take(v, a, w)
    if n < 0:
        n = successors(s, r, w, w.kids, w.hashes, w.flips)
    return store_children(v, s, n, g, w, r.cfg[CFG_SYMMETRY] == SYMMETRY_SOLVED)


@leaf
def _post(x, kids, j, a):
    """Ask for node x's expansion; kids[j] is its state."""
    K = a.status.shape[0]
    q = x & (K - 1)
    st = atomic_load(a.status, q)
    if st == CLAIMED:
        return                          # a helper is at another node there: leave it
    if st == REQUESTED and atomic_cas(a.status, q, REQUESTED, FREE) != REQUESTED:
        return                          # claimed meanwhile
    a.node[q] = x
    for k in range(a.inp.shape[1]):
        a.inp[q, k] = kids[j, k]
    atomic_store(a.status, q, REQUESTED)
    h = a.ctl[C_HEAD]
    atomic_store(a.ring, h & (K - 1), x)     # atomic: helpers read the ring meanwhile
    atomic_store(a.ctl, C_HEAD, h + 1)


@leaf
def post_children(v, nb, g, w, a):
    """After v's expansion: post its children that are new (node ids from nb on) and
    open, but the one the search visits first (the last such edge: it is needed at
    once).  The rest are posted in edge order, so the next one the search will visit
    is the newest, the first a helper takes.  w.kids holds v's children.  Nothing
    is posted while the slots are not open (no helper yet: Relay)."""
    if a.status.shape[0] == 0 or atomic_load(a.ctl, C_OPEN) == 0 or g.value[v] != V_UNKNOWN:
        return
    e0 = g.estart[v]
    n = g.ecount[v]
    first = -1
    for j in range(n - 1, -1, -1):
        x = g.edges[e0 + j]
        if x >= nb and g.value[x] == V_UNKNOWN:
            first = j
            break
    for j in range(first):
        x = g.edges[e0 + j]
        if x >= nb and g.value[x] == V_UNKNOWN:
            _post(x, w.kids, j, a)


@njit(cache=True, nogil=True, _nrt=False)
def work_ahead(a, r, w, limit):
    """A helper: expand posted nodes, the newest first, until the search sets
    ctl[C_STOP].  limit >= 0: return after `limit` expansions or as soon as
    nothing is posted (the form the tests run in one thread).  w: the helper's own
    scratch (bundles.Work).  Returns the expansions done."""
    K = a.status.shape[0]
    L = a.inp.shape[1]
    s = w.scr[0]
    done = 0
    idle = -1                           # the head at the last scan that found nothing
    while atomic_load(a.ctl, C_STOP) == 0:
        h = atomic_load(a.ctl, C_HEAD)
        if h == idle:
            spin_pause()
            continue                    # nothing posted since: wait on this one line
        q = -1
        i = h - 1
        while i >= 0 and i >= h - K:
            x = atomic_load(a.ring, i & (K - 1))
            p = x & (K - 1)
            if x >= 0 and atomic_load(a.status, p) == REQUESTED:
                if atomic_cas(a.status, p, REQUESTED, CLAIMED) == REQUESTED:
                    q = p
                    break
            i -= 1
        if q < 0:
            if limit >= 0:
                return done
            idle = h
            continue
        idle = -1
        for k in range(L):
            s[k] = a.inp[q, k]
        a.n[q] = successors(s, r, w, a.kids[q], a.hashes[q], a.flips[q])
        atomic_store(a.status, q, READY)
        _add(a.ctl, C_DONE, 1)
        done += 1
        if limit >= 0 and done >= limit:
            return done
    return done


# ------------------------------------------------------------------ the Python side
class Relay:
    """Where a search running without helpers offers its slots to a thread that may
    join it later (solver/api.py, the two questions side by side).  `running` wraps
    each search (solver/search/store.py solve_root); `help` expands for each search
    offered until `close`."""

    def __init__(self):
        self._cond = threading.Condition()
        self._offer = None          # (slots, rules, a helper's scratch) of the search running
        self._busy = None           # the offer a helper is inside work_ahead for
        self._closed = False

    @contextmanager
    def running(self, a: Ahead, r, w):
        """Offer the slots `a` of the search in the block (rules r, scratch w for the
        helper); the search must set a.ctl[C_STOP] before the block ends.  The block
        ends when a helper at work on this search has returned: a.ctl's counters are
        final then."""
        offer = (a, r, w)
        with self._cond:
            self._offer = offer
            self._cond.notify_all()
        try:
            yield
        finally:
            with self._cond:
                self._offer = None
                while self._busy is offer:
                    self._cond.wait()

    def helped(self) -> int:
        """Expansions a helper has done so far for the search offered now (0: none,
        or no search offered)."""
        with self._cond:
            offer = self._offer
        return int(offer[0].ctl[C_DONE]) if offer else 0

    def close(self) -> None:
        """No more searches: `help` returns."""
        with self._cond:
            self._closed = True
            self._cond.notify_all()

    def help(self) -> int:
        """Help each search offered, from when it is offered to its end, until close();
        returns the expansions done.  A search that ended meanwhile has its C_STOP set
        already: work_ahead returns at once."""
        done, last = 0, None
        while True:
            with self._cond:
                while not self._closed and (self._offer is None or self._offer is last):
                    self._cond.wait()
                if self._closed:
                    return done
                last = self._busy = self._offer
            a, r, w = last
            try:
                a.ctl[C_OPEN] = 1   # the search posts from its next expansion on
                done += work_ahead(a, r, w, -1)
            finally:
                with self._cond:
                    self._busy = None
                    self._cond.notify_all()

"""Helper threads (solver/search/ahead.py, `--threads`): a helper builds children
ahead of the search, and the search must be the one of a single thread.

The slots' protocol is checked in one thread (work_ahead with a limit returns
when nothing is posted), against expand.successors run directly: a posted node
comes back with exactly its children, a withdrawn or overwritten request is
never served, a node with more children than a slot holds is left to the
search.  Then whole searches with helpers must store exactly the positions of
the single-threaded search (the recorded counts of tests/solver/counts), with
the same verdicts, whatever the helpers managed to do."""
from __future__ import annotations

import threading
import time

import numpy as np
import pytest
from numba import njit

from cards.registry import matchup_tables
from engine.game import Game, initial_state
from engine.jit import atomic_cas, atomic_load, atomic_store, spin_pause
from solver.api import solve
from solver.search.ahead import (C_DONE, C_HEAD, C_OPEN, C_STOP, C_TAKEN, C_WITHDRAWN, CLAIMED,
                                 FREE, READY, REQUESTED, Relay, _post, make_ahead, take,
                                 work_ahead)
from solver.search.bundles import rules
from solver.search.expand import successors
from solver.search.store import Store, solve_root

DECK_A = ["Mountain", "Stromkirk Noble", "Lightning Bolt"]
DECK_B = ["Plains", "Savannah Lions", "Swords to Plowshares"]


@njit(cache=False)
def _atomics(a):
    x = atomic_load(a, 1)
    atomic_store(a, 2, x + 5)
    hit = atomic_cas(a, 0, 7, 9)        # a[0] is 7: swapped, returns 7
    miss = atomic_cas(a, 0, 7, 11)      # a[0] is 9 now: not swapped, returns 9
    for _ in range(3):
        spin_pause()                    # a processor hint: changes nothing
    return x, hit, miss


def test_atomics_load_store_and_compare_and_swap_and_the_spin_hint():
    a = np.array([7, 3, 0], dtype=np.int64)
    assert _atomics(a) == (3, 7, 9)
    assert a.tolist() == [9, 3, 8]


@pytest.fixture(scope="module")
def position():
    """A position after both players' first land: A to act in its main phase, with
    several legal actions (Stromkirk Noble, Lightning Bolt at either face...)."""
    t = matchup_tables(DECK_A + DECK_B)
    g = Game(DECK_A, DECK_B, tables=t)
    g.do("A begins the turn")
    g.do("A plays Mountain")
    s = g.s.copy()
    store = Store(L=s.shape[0], bound_value=1)
    r = rules(t, g.cfg)
    return t, g.cfg, s, store, r


def _direct(s, r, store):
    w = store.helper_work()
    kids = np.zeros((64, s.shape[0]), np.int16)
    hashes = np.zeros(64, np.uint64)
    flips = np.zeros(64, np.int8)
    n = successors(s, r, w, kids, hashes, flips)
    return n, kids[:n].copy(), hashes[:n].copy()


def test_a_posted_node_comes_back_with_exactly_its_children(position):
    t, cfg, s, store, r = position
    n, kids, hashes = _direct(s, r, store)
    assert n >= 3                                   # pass, the Noble, Bolt...
    a = make_ahead(s.shape[0], slots=8)
    _post(13, s.reshape(1, -1), 0, a)
    assert a.status[13 % 8] == REQUESTED and a.node[13 % 8] == 13
    assert work_ahead(a, r, store.helper_work(), 10) == 1     # one posted, one done
    assert a.status[5] == READY and a.n[5] == n and a.ctl[C_DONE] == 1
    w = store.work()
    assert take(12, a, w) == -1                     # not this slot's node
    assert take(13, a, w) == n
    assert (w.kids[:n] == kids).all() and (w.hashes[:n] == hashes).all()
    assert a.status[5] == FREE and a.ctl[C_TAKEN] == 1
    assert take(13, a, w) == -1                     # taken once


def test_a_withdrawn_or_overwritten_request_is_never_served(position):
    t, cfg, s, store, r = position
    n, kids, _ = _direct(s, r, store)
    other = kids[0]                                 # a child: another state
    m, other_kids, _ = _direct(other, r, store)
    a = make_ahead(s.shape[0], slots=8)
    w = store.work()
    _post(3, s.reshape(1, -1), 0, a)
    assert take(3, a, w) == -1                      # the search withdraws it, expands it
    assert a.status[3] == FREE and a.ctl[C_WITHDRAWN] == 1
    assert work_ahead(a, r, store.helper_work(), 10) == 0    # nothing left to do
    _post(1, s.reshape(1, -1), 0, a)
    _post(9, other.reshape(1, -1), 0, a)            # the same slot (9 mod 8): replaces 1
    assert work_ahead(a, r, store.helper_work(), 10) == 1
    assert take(1, a, w) == -1
    assert take(9, a, w) == m and (w.kids[:m] == other_kids).all()


def test_a_claimed_slot_is_left_alone(position):
    t, cfg, s, store, r = position
    a = make_ahead(s.shape[0], slots=8)
    _post(2, s.reshape(1, -1), 0, a)
    a.status[2] = CLAIMED                           # as if a helper were at it
    _post(10, s.reshape(1, -1), 0, a)               # the same slot: not overwritten
    assert a.node[2] == 2 and a.status[2] == CLAIMED


def test_more_children_than_a_slot_holds_is_left_to_the_search(position):
    t, cfg, s, store, r = position
    n, _, _ = _direct(s, r, store)
    a = make_ahead(s.shape[0], slots=4, children=n - 1)
    _post(0, s.reshape(1, -1), 0, a)
    assert work_ahead(a, r, store.helper_work(), 10) == 1
    assert a.n[0] == -1
    assert take(0, a, store.work()) == -1 and a.status[0] == FREE


def test_no_slots_means_no_helper(position):
    t, cfg, s, store, r = position
    a = make_ahead(s.shape[0], slots=0)
    assert take(0, a, store.work()) == -1


@pytest.mark.parametrize("deck_a,deck_b", [
    (DECK_A, DECK_B),                                           # 82,356 positions
    (["Wasteland", "Mishra's Factory"], ["Mishra's Factory", "Mishra's Factory"]),
    (["Hammerheim", "Heartfire Hero"], ["Hammerheim", "Heartfire Hero"]),   # a mirror
])
def test_a_search_with_helpers_is_the_search_of_one_thread(deck_a, deck_b):
    # helpers serve negamax's one search (--method wins with threads searches its two
    # questions side by side: tests/solver/test_wins.py)
    one = solve(deck_a, deck_b, method="negamax")
    two = solve(deck_a, deck_b, threads=2, method="negamax")
    three = solve(deck_a, deck_b, threads=3, method="negamax")
    for r in (two, three):
        assert (r.a_on_play, r.a_on_draw, r.states) == (one.a_on_play, one.a_on_draw,
                                                        one.states)


# ---- a helper that joins later (Relay: --method wins, two threads) -------------------
def _solve_offered(t, cfg, s0, relay=None, threads=1, progress=None, chunk=20000):
    store = Store(L=s0.shape[0], bound_value=1)
    v = solve_root(store, store.add(s0), t, cfg, relay=relay, threads=threads,
                   progress=progress, chunk=chunk)
    return v, store


def _wait_for_help(relay):
    """A progress callback: at the search's first report, wait (10 s at most) until
    the helper has built children for it, so the test does not hang on scheduling."""
    waited = []

    def progress(_store):
        if not waited:
            waited.append(1)
            end = time.monotonic() + 10
            while relay.helped() == 0 and time.monotonic() < end:
                time.sleep(0.001)
    return progress


def test_slots_offered_to_nobody_stay_closed(position):
    # a search offered to a relay that no helper reads posts nothing (C_OPEN 0), and is
    # the search of one thread
    t, cfg, s, _, _ = position
    assert make_ahead(s.shape[0], slots=8, open_=False).ctl[C_OPEN] == 0
    assert make_ahead(s.shape[0], slots=8).ctl[C_OPEN] == 1
    v1, one = _solve_offered(t, cfg, s)
    v2, offered = _solve_offered(t, cfg, s, relay=Relay())
    assert (v2, offered.nodes, offered.expanded) == (v1, one.nodes, one.expanded)
    assert offered.ahead_counts[C_HEAD] == 0 and offered.ahead_counts[C_DONE] == 0
    assert offered.ahead_counts[C_STOP] == 1                    # told to stop at its end


def test_a_late_helper_serves_each_search_offered_until_closed(position):
    # a helper waits on the relay; two searches, one after the other, are offered to
    # it: it opens their slots and builds children for both, and each search stores
    # exactly the positions, and finds the value, of the search of one thread.  Each
    # search pauses at its first report until the helper has done some work; the
    # counters are copied once the helper has left that search, so they are final
    t, cfg, s, _, _ = position
    v1, one = _solve_offered(t, cfg, s)
    relay = Relay()
    done = []
    helper = threading.Thread(target=lambda: done.append(relay.help()), daemon=True)
    helper.start()
    stores = [_solve_offered(t, cfg, s, relay=relay, chunk=64, progress=_wait_for_help(relay))
              for _ in range(2)]
    assert relay.helped() == 0                      # no search offered now
    relay.close()
    helper.join(timeout=60)
    assert not helper.is_alive() and len(done) == 1
    for v, st in stores:
        assert (v, st.nodes, st.expanded) == (v1, one.nodes, one.expanded)
        assert st.ahead_counts[C_OPEN] == 1 and st.ahead_counts[C_HEAD] > 0
        assert st.ahead_counts[C_DONE] > 0
    assert done[0] == sum(int(st.ahead_counts[C_DONE]) for _, st in stores)


def test_a_relay_closed_or_a_search_ended_lets_the_helper_go(position):
    t, cfg, s, store, r = position
    relay = Relay()
    relay.close()
    assert relay.help() == 0                        # closed before anything was offered
    relay = Relay()
    a = make_ahead(s.shape[0], slots=8, open_=False)
    a.ctl[C_STOP] = 1                               # the search offered has ended
    with relay.running(a, r, store.helper_work()):
        threading.Timer(0.2, relay.close).start()
        assert relay.help() == 0                    # returns at once, waits, then closes
    assert a.ctl[C_OPEN] == 1

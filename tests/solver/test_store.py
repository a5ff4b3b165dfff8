"""The packed store (solver/search/packing.py, store.py): exact, whatever the packing.

A reference packing written with Python integers checks the kernels bit by bit;
searches with a packing that widens (and re-packs) as it goes, one forced to
re-pack at odd moments, and one that stores every column whole must store the
same positions under the same node ids, with the same values and edges."""
from __future__ import annotations

import os

import numpy as np
import pytest

from cards.registry import default_tables
from engine import state as S
from engine.game import initial_state
from solver.search import packing
from solver.search.store import Store, solve_retrograde, solve_root
from solver.search.table import ERR_RANGE, M_ERROR, V_UNKNOWN

L = 40


# ------------------------------------------------------------------ the reference
def ref_encode(s, pk) -> list[int] | None:
    """Packed words of s by the obvious rule, or None if pk cannot hold s."""
    words = [0] * packing.words(pk)
    for c in range(len(s)):
        v = int(s[c])
        if int(pk.mask[c]) == 0:
            if v != int(pk.ref[c]):
                return None
            continue
        u = v - int(pk.base[c])
        if not 0 <= u <= int(pk.mask[c]):
            return None
        words[int(pk.word[c])] |= u << int(pk.shift[c])
    return words


def ref_decode(words, pk) -> list[int]:
    out = []
    for c in range(len(pk.ref)):
        m = int(pk.mask[c])
        out.append(int(pk.ref[c]) if m == 0
                   else int(pk.base[c]) + ((words[int(pk.word[c])] >> int(pk.shift[c])) & m))
    return out


def random_packing(rng, ref):
    """A packing widened a few times by random wanted values, as a search does."""
    pk = packing.empty(ref)
    for _ in range(4):
        for c in rng.choice(L, size=8, replace=False):
            v = int(np.clip(int(ref[c]) + rng.integers(-2000, 2000) // rng.integers(1, 500),
                            -32768, 32767))
            pk.want_lo[c] = min(pk.want_lo[c], v)
            pk.want_hi[c] = max(pk.want_hi[c], v)
        if rng.random() < 0.3:
            c = rng.integers(L)
            pk.want_lo[c], pk.want_hi[c] = -32768, 32767
        pk = packing.widen(pk)
    return pk


def held_state(rng, pk):
    """A random state the packing holds: each stored column anywhere in its range."""
    s = np.array(pk.ref, dtype=np.int16)
    for c in pk.cols:
        s[c] = int(pk.base[c]) + int(rng.integers(0, int(pk.mask[c]) + 1))
    return s


def test_fields_are_disjoint_and_in_their_words():
    rng = np.random.default_rng(1)
    for _ in range(30):
        pk = random_packing(rng, rng.integers(-100, 100, size=L).astype(np.int16))
        used = [0] * packing.words(pk)
        for c in pk.cols:
            field = int(pk.mask[c]) << int(pk.shift[c])
            assert field < 1 << 64                              # never straddles a word
            assert used[int(pk.word[c])] & field == 0           # never overlaps another
            used[int(pk.word[c])] |= field
            assert int(pk.base[c]) >= -32768 and int(pk.base[c]) + int(pk.mask[c]) <= 65535


def test_encode_decode_round_trip_against_the_reference():
    rng = np.random.default_rng(2)
    for _ in range(30):
        ref = rng.integers(-100, 100, size=L).astype(np.int16)
        pk = random_packing(rng, ref)
        W = packing.words(pk)
        seen = {}
        for _ in range(50):
            s = held_state(rng, pk)
            row = np.zeros(W, dtype=np.uint64)
            assert packing.encode(s, pk, row)
            assert [int(x) for x in row] == ref_encode(s, pk)
            back = np.zeros(L, dtype=np.int16)
            packing.decode(row, pk, back)
            assert back.tolist() == s.tolist() == ref_decode([int(x) for x in row], pk)
            # a bijection: different states never share a row
            key = tuple(int(x) for x in row)
            assert seen.setdefault(key, s.tolist()) == s.tolist()
            # a child (a few columns changed) encodes the same from its parent's row
            child = held_state(rng, pk) if rng.random() < 0.2 else s.copy()
            child[rng.integers(L)] = int(pk.ref[0])
            crow = np.zeros((2, W), dtype=np.uint64)
            ok = packing.encode_child(child, s, row, pk, crow, 1)
            want = ref_encode(child, pk)
            assert ok == (want is not None)
            if ok:
                assert [int(x) for x in crow[1]] == want


def test_a_state_that_does_not_fit_is_refused_and_widening_holds_it():
    rng = np.random.default_rng(3)
    for _ in range(30):
        ref = rng.integers(-100, 100, size=L).astype(np.int16)
        pk = random_packing(rng, ref)
        kept = [held_state(rng, pk) for _ in range(5)]
        s = held_state(rng, pk)
        c = int(rng.integers(L))
        s[c] = int(np.clip(int(s[c]) + rng.choice([-1, 1]) * rng.integers(1, 40000),
                           -32768, 32767))
        expect = ref_encode(s, pk)
        row = np.zeros(packing.words(pk), dtype=np.uint64)
        assert packing.encode(s, pk, row) == (expect is not None)
        if expect is not None:
            continue
        assert pk.want_lo[c] == pk.want_hi[c] == s[c]
        wide = packing.widen(pk)
        assert not packing.wanted(wide)
        for x in kept + [s]:        # everything held before, and what was wanted
            assert ref_encode(x, wide) is not None
            row = np.zeros(packing.words(wide), dtype=np.uint64)
            assert packing.encode(x, wide, row)


@pytest.mark.parametrize("wanted", [10, 1, 0])
def test_repack_keeps_every_row(wanted):
    # the widened packing re-packs every row as the reference encoder packs its state,
    # whether repack rewrites only the fields that moved or every field, into a new
    # array or in place
    rng = np.random.default_rng(4 + wanted)
    ref = rng.integers(-100, 100, size=L).astype(np.int16)
    pk = random_packing(rng, ref)
    states = [held_state(rng, pk) for _ in range(200)]
    old = np.zeros((200, packing.words(pk)), dtype=np.uint64)
    for k, s in enumerate(states):
        assert packing.encode(s, pk, old[k])
    for c in rng.choice(L, size=wanted, replace=False):
        pk.want_lo[c], pk.want_hi[c] = -30000 + int(c), 30000
    new_pk = packing.widen(pk)
    moved = packing.moved(pk, new_pk)
    assert len(moved) <= len(new_pk.cols) and (wanted > 0) == (len(moved) > 0)
    W = packing.words(new_pk)
    for cols in (moved, new_pk.cols):
        new = np.zeros((200, W), dtype=np.uint64)
        packing.repack(old, 200, pk, new, new_pk, cols, np.zeros(W, dtype=np.uint64))
        for k, s in enumerate(states):
            assert [int(x) for x in new[k]] == ref_encode(s, new_pk)
    if W == old.shape[1]:
        packing.repack(old, 200, pk, old, new_pk, moved, np.zeros(W, dtype=np.uint64))
        for k, s in enumerate(states):
            assert [int(x) for x in old[k]] == ref_encode(s, new_pk)


def test_a_widening_moves_few_fields_and_takes_no_more_words():
    # a field whose width and base are unchanged keeps its bits unless the placement
    # afresh would take fewer words; the moved fields are exactly the ones that differ
    rng = np.random.default_rng(7)
    kept_some = 0
    for _ in range(40):
        ref = rng.integers(-100, 100, size=L).astype(np.int16)
        pk = random_packing(rng, ref)
        for c in rng.choice(L, size=int(rng.integers(1, 4)), replace=False):
            pk.want_lo[c] = min(pk.want_lo[c],
                                max(-32768, int(pk.base[c]) - int(rng.integers(1, 300))))
            pk.want_hi[c] = max(pk.want_hi[c], int(pk.base[c]))
        wide = packing.widen(pk)
        fresh = packing._compact(packing.width(wide))
        assert packing.words(wide) <= max(1, int(fresh[0].max()) + 1)
        same = [c for c in range(L) if pk.mask[c] and wide.mask[c] == pk.mask[c]
                and wide.base[c] == pk.base[c]]
        stayed = [c for c in same if (wide.word[c], wide.shift[c]) == (pk.word[c], pk.shift[c])]
        assert stayed == same or (wide.word == fresh[0]).all()
        kept_some += bool(stayed)
        assert sorted(packing.moved(pk, wide)) == sorted(
            c for c in wide.cols if c not in stayed)
    assert kept_some > 30


# ------------------------------------------------------------------ whole searches
def _setup(a, b):
    t = default_tables()
    ia, ib = [t.card_id(n) for n in a], [t.card_id(n) for n in b]
    roots = [initial_state(t, ia, ib, first) for first in (0, 1)]
    return t, t.cfg(decks=(ia, ib)), roots


def _whole(store: Store) -> None:
    """Store every column in 16 bits from now on: a store that never re-packs."""
    store.pk.want_lo[:] = -32768
    store.pk.want_hi[:] = 32767
    store.relayout()


class ForcedRepacks(Store):
    """A store that widens one more column after every kernel call: a re-pack at
    odd moments of the search, most of them when nothing asked for it."""
    def grow(self):
        super().grow()
        self._force()

    def _force(self):
        c = int(self.relayouts * 37 % self.L)
        self.pk.want_lo[c] = min(int(self.pk.want_lo[c]), int(self.pk.base[c]) - 3)
        self.relayout()


def _snapshot(st: Store) -> dict:
    n = st.nodes
    a = st.arrays
    return {"nodes": n, "edges": int(st.meta[1]), "states": st.states(np.arange(n)),
            "value": a["value"][:n].copy(), "mover": a["mover"][:n].copy(),
            "ecount": a["ecount"][:n].copy(), "estart": a["estart"][:n].astype(np.int64),
            "edge": a["edges"][:int(st.meta[1])].copy()}


def _same(x: dict, y: dict) -> None:
    assert x["nodes"] == y["nodes"] and x["edges"] == y["edges"]
    for k in ("states", "value", "mover", "ecount", "estart", "edge"):
        assert np.array_equal(x[k], y[k]), k


@pytest.mark.parametrize("method", ["negamax", "retrograde"])
@pytest.mark.parametrize("decks", [(["Memnite"], ["Memnite"]),
                                   (["Island"], ["Mutavault", "Mox Jet"])])
def test_packings_give_the_same_search(method, decks, monkeypatch, tmp_path):
    t, cfg, roots = _setup(*decks)
    snaps = []
    for kind in ("adaptive", "whole", "forced", "tiny", "disk"):
        if kind == "tiny":     # stacks that must grow, estart widened to int64 at once
            monkeypatch.setattr(Store, "STACK0", 2)
            monkeypatch.setattr(Store, "EDGE_INDEX_LIMIT", 10)
        # disk: "tiny" in files under a work dir (solver/search/diskarrays.py)
        st = (ForcedRepacks if kind == "forced" else Store)(
            L=roots[0].shape[0], cap=64, ecap=64,
            work_dir=str(tmp_path) if kind == "disk" else None)
        ids = [st.add(r) for r in roots]
        assert ids == [0, 1]
        if kind == "whole":
            _whole(st)
        before = st.relayouts
        if method == "negamax":
            vals = [solve_root(st, r, t, cfg, chunk=50) for r in ids]
        else:
            vals = solve_retrograde(st, ids, t, cfg, chunk=50)
        assert V_UNKNOWN not in vals
        if kind in ("adaptive", "disk"):
            assert st.relayouts > 3 and st.W <= 2
        if kind == "whole":
            assert st.relayouts == before      # nothing left to widen
        if kind == "forced":
            assert st.relayouts > 5
        if kind in ("tiny", "disk"):
            assert st.arrays["estart"].dtype == np.int64
            assert method == "retrograde" or st.arrays["dstack"].shape[0] > 2
        if kind == "disk":
            assert st.cap > 64 * 8 and st.disk_bytes() > st.nodes * 8
        snaps.append((vals, _snapshot(st)))
        st.close()
        assert os.listdir(tmp_path) == []
    for vals, snap in snaps[1:]:
        assert vals == snaps[0][0]
        _same(snap, snaps[0][1])


def test_node_state_is_the_state_added():
    t, cfg, roots = _setup(["Memnite"], ["Memnite"])
    st = Store(L=roots[0].shape[0])
    s = roots[0].copy()
    s[S.H_LIFE] = -32768
    s[S.H_LIFE + 1] = 32767
    k = [st.add(x) for x in (roots[0], s, roots[1], s)]
    assert k == [0, 1, 2, 1]
    assert st.state(1).tolist() == s.tolist() and st.state(2).tolist() == roots[1].tolist()
    assert st.meta[M_ERROR] == 0      # an int16 store holds any value


def test_int8_store_flags_what_int8_could_not_hold_but_keeps_it_exactly():
    t, cfg, roots = _setup(["Memnite"], ["Memnite"])
    st = Store(L=roots[0].shape[0], dtype=np.int8)
    st.add(roots[0])
    s = roots[0].copy()
    s[S.H_LIFE] = 127
    st.add(s)
    assert st.meta[M_ERROR] == 0
    s[S.H_LIFE] = 128
    k = st.add(s)
    assert st.meta[M_ERROR] == ERR_RANGE and st.state(k)[S.H_LIFE] == 128


def test_int8_range_error_falls_back_to_int16(monkeypatch):
    # Lives of 130 can't be held by an int8 store: the solve stops on ERR_RANGE and
    # is redone in int16, with the verdicts of a solve in int16 from the start.
    import solver.api as api
    real = api.initial_state

    def rich(*args):
        s = real(*args)
        s[S.H_LIFE] = s[S.H_LIFE + 1] = 130
        return s

    monkeypatch.setattr(api, "initial_state", rich)
    monkeypatch.setattr(api, "compact_dtype", lambda *args: np.int8)
    narrow = api.solve(["Memnite"], ["Plains"], max_life=200)
    monkeypatch.setattr(api, "compact_dtype", lambda *args: np.int16)
    wide = api.solve(["Memnite"], ["Plains"], max_life=200)
    assert (narrow.a_on_play, narrow.a_on_draw) == (wide.a_on_play, wide.a_on_draw)
    assert "unknown" not in (wide.a_on_play, wide.a_on_draw)
    assert narrow.states > wide.states        # the int8 attempt's positions are counted too


def test_memory_budget_counts_the_packed_store():
    t, cfg, roots = _setup(["Memnite"], ["Memnite"])
    st = Store(L=roots[0].shape[0], cap=64, ecap=64)
    for r in roots:
        st.add(r)
    solve_root(st, 0, t, cfg)
    a = st.arrays
    assert st.nbytes() >= sum(x.nbytes for x in a.values()) + st.kids.nbytes
    assert a["packed"].shape == (st.cap, st.W) and a["packed"].dtype == np.uint64


def test_memory_budget_counts_the_helpers_slots_while_they_are_held():
    # with a helper thread, the search's slots (ahead.py: each holds up to CHILDREN
    # children of L int16 columns) count against --max-memory while the search runs,
    # and no longer once it has ended
    from solver.search.ahead import CHILDREN, SLOTS
    t, cfg, roots = _setup(["Plains", "Savannah Lions"], ["Mountain", "Kird Ape"])
    st = Store(L=roots[0].shape[0])
    root = st.add(roots[0])
    held = []

    def progress(store):
        held.append(store.helper_bytes)
    solve_root(st, root, t, cfg, threads=2, chunk=100, progress=progress)
    assert held and min(held) >= SLOTS * CHILDREN * st.L * 2
    assert st.helper_bytes == 0
    before = st.nbytes()
    st.helper_bytes = 12345
    assert st.nbytes() == before + 12345                # nbytes, what the budget reads, adds them


def test_a_closed_store_lets_its_arrays_go():
    """The kernels' bundles (Store.bundles, kept between calls) hold the arrays too:
    closing the store must drop them, or a search that keeps a closed store (solver.api
    does, for its counts) holds its memory while the next search runs."""
    import gc
    import weakref

    t = default_tables()
    cfg = t.cfg()
    s = initial_state(t, [t.card_id("Memnite")], [t.card_id("Plains")], 0)
    st = Store(L=s.shape[0], cap=64, ecap=256)
    root = st.add(s)
    assert solve_root(st, root, t, cfg) != V_UNKNOWN
    assert st.nodes > 100                   # it grew: bundles were made again
    refs = [weakref.ref(a) for a in st.arrays.values()]
    st.close()
    gc.collect()
    assert st.nodes > 100                   # the counts stay
    assert all(r() is None for r in refs)

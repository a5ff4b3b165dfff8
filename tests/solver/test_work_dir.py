"""The position store on disk (solve(work_dir=...), `--work-dir`; issue #10).

A solve whose store lives in files under a work dir gives the verdicts and the
position counts of the solve in memory, leaves nothing behind (whatever ends
it), is not stopped by --max-memory, and a full disk is an 'unknown' with the
reason."""
from __future__ import annotations

import errno
import os

import pytest

from solver.api import solve
from solver.search import diskarrays
from solver.search.store import Store

PAIRINGS = [
    (["Memnite"], ["Memnite"]),                                         # 3,495 positions (a mirror)
    (["Wasteland"], ["Mutavault", "Mox Jet"]),                          # 8,808
    (["Thespian's Stage", "Dark Depths", "City of Traitors"],
     ["Plains", "Swords to Plowshares"]),                               # 7,511
    (["Plains", "Student of Warfare"], ["Forest", "Scythe Tiger"]),     # 66,219 in retrograde
]


class Watch:
    """A progress callback that notes what the store looks like while it runs."""

    def __init__(self, work_dir=None):
        self.work_dir = work_dir
        self.caps, self.relayouts, self.disk, self.dirs = set(), 0, 0, set()

    def __call__(self, store):
        self.caps.add(store.cap)
        self.relayouts = max(self.relayouts, store.relayouts)
        self.disk = max(self.disk, store.disk_bytes())
        if self.work_dir is not None:
            self.dirs.update(os.listdir(self.work_dir))


def _left(path) -> list[str]:
    return sorted(os.listdir(path))


@pytest.mark.parametrize("method", ["negamax", "retrograde"])
@pytest.mark.parametrize("decks", PAIRINGS, ids=lambda d: " vs ".join("+".join(x) for x in d))
def test_work_dir_gives_the_verdicts_and_counts_of_memory(decks, method, tmp_path):
    mem = solve(*decks, method=method)
    watch = Watch(tmp_path)
    disk = solve(*decks, method=method, work_dir=str(tmp_path), progress=watch)
    assert (disk.a_on_play, disk.a_on_draw) == (mem.a_on_play, mem.a_on_draw)
    assert "unknown" not in (mem.a_on_play, mem.a_on_draw)
    assert disk.states == mem.states and disk.reasons == mem.reasons == {}
    assert watch.disk > 0                             # the arrays were in files ...
    assert len(watch.dirs) == 1 and next(iter(watch.dirs)).startswith("3cb-store-")
    assert _left(tmp_path) == []                      # ... and nothing is left


def test_a_store_that_grows_and_widens_on_disk(tmp_path):
    # the Student of Warfare pairing in retrograde: 66,219 positions from a first
    # capacity of 16,384 (four growths), and a packing widened as it goes
    decks = PAIRINGS[3]
    mem_watch, disk_watch = Watch(), Watch(tmp_path)
    mem = solve(*decks, method="retrograde", progress=mem_watch)
    disk = solve(*decks, method="retrograde", work_dir=str(tmp_path), progress=disk_watch)
    assert disk.states == mem.states == 66219
    assert len(disk_watch.caps) >= 4 and disk_watch.caps == mem_watch.caps
    assert disk_watch.relayouts >= 1 and disk_watch.relayouts == mem_watch.relayouts
    assert disk_watch.disk > 66219 * 20              # packed rows, table, per-node arrays, edges
    assert _left(tmp_path) == []


def test_tiny_max_memory_is_unknown_in_memory_but_proven_on_disk(tmp_path):
    decks = PAIRINGS[3]
    mem = solve(*decks, method="retrograde", max_memory=0.001)
    assert mem.a_on_play == mem.a_on_draw == "unknown"
    assert "memory budget" in mem.reasons["a_on_play"] and "--work-dir" in mem.reasons["a_on_play"]
    disk = solve(*decks, method="retrograde", max_memory=0.001, work_dir=str(tmp_path))
    assert (disk.a_on_play, disk.a_on_draw) == ("win", "win")
    assert disk.states == 66219
    assert _left(tmp_path) == []


def test_files_are_gone_after_a_time_limit_stop(tmp_path):
    watch = Watch(tmp_path)
    r = solve(["Plains", "Student of Warfare"], ["Plains", "Student of Warfare"],
              time_limit=0.5, work_dir=str(tmp_path), progress=watch, method="negamax")
    assert r.a_on_play == "unknown" and r.reasons["a_on_play"] == "time limit reached"
    assert watch.disk > 0 and len(watch.dirs) == 1
    assert _left(tmp_path) == []


def test_files_are_gone_after_ctrl_c(tmp_path):
    def interrupt(store):
        if store.nodes > 2000:
            raise KeyboardInterrupt
    with pytest.raises(KeyboardInterrupt):
        solve(*PAIRINGS[0], work_dir=str(tmp_path), progress=interrupt)
    assert _left(tmp_path) == []


def test_a_full_disk_is_unknown_with_the_reason(tmp_path, monkeypatch):
    # a disk with 2.5 MB free: the store fills 3.4 MB at its last growth
    real = os.posix_fallocate
    reserved = []

    def fallocate(fd, offset, length):
        if sum(reserved) + length > 2_500_000:
            raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))
        reserved.append(length)
        real(fd, offset, length)

    monkeypatch.setattr(diskarrays.os, "posix_fallocate", fallocate)
    r = solve(*PAIRINGS[3], method="retrograde", work_dir=str(tmp_path))
    assert r.a_on_play == r.a_on_draw == "unknown"
    why = r.reasons["a_on_play"]
    assert why.startswith("disk full: ") and f"--work-dir {tmp_path}" in why
    assert r.states > 16384
    assert _left(tmp_path) == []


def test_a_work_dir_that_is_gone_is_unknown_not_a_traceback(tmp_path):
    r = solve(*PAIRINGS[0], work_dir=str(tmp_path / "nowhere"))
    assert r.a_on_play == r.a_on_draw == "unknown"
    assert r.reasons["a_on_play"].startswith("work dir error (No such file or directory)")


def test_memory_budget_is_not_applied_to_the_files(tmp_path):
    st = Store(L=64, memory_budget=1, work_dir=str(tmp_path))
    try:
        assert not st.budgeted and st.disk_bytes() > 0
        assert {os.path.basename(st.disk.dir)} == set(os.listdir(tmp_path))
        assert os.listdir(st.disk.dir) == []        # unlinked at once: nothing to leave behind
    finally:
        st.close()
    assert _left(tmp_path) == [] and st.arrays == {}
    assert Store(L=64, memory_budget=1).budgeted


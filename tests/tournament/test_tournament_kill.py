"""A round that is killed leaves nothing running, and what it stored is kept
(solver/tournament/worker.py: workers die with their parent; store.py: one
transaction a write).

A real `3cb roundrobin --jobs 2` of samples/wave1.txt (66 pairings) is started,
killed with SIGKILL once results are coming in, started again and stopped with
Ctrl-C (SIGINT to its process group, as a terminal sends it), and run a third
time to the end: its standings must be the README's, which an uninterrupted
run prints (tests/cli/test_readme.py checks that), and it must solve only what
the two killed runs had not stored.
"""
from __future__ import annotations

import csv
import os
import signal
import sqlite3
import subprocess
import sys
import time
from pathlib import Path

import psutil
import pytest

ROOT = Path(__file__).resolve().parents[2]
WAVE1 = ROOT / "samples" / "wave1.txt"
GONE_WITHIN = 10.0          # seconds: the bound for workers outliving the round
# samples/wave1.txt's standings as the README shows them: (entrant, rank, points, W, D, L)
README_STANDINGS = [
    ("Depths", 1, 52, 16, 4, 2), ("Stage", 2, 44, 14, 2, 6), ("Student", 3, 41, 11, 8, 3),
    ("Serra", 4, 34, 8, 10, 4), ("Faerie", 5, 32, 9, 5, 8), ("Hexdrinker", 6, 30, 8, 6, 8),
    ("Bogle", 7, 23, 2, 17, 3), ("Duress", 8, 18, 3, 9, 10), ("Misstep", 9, 17, 0, 17, 5),
    ("Noble", 10, 16, 2, 10, 10), ("Dryads", 10, 16, 2, 10, 10), ("Karakas", 10, 16, 0, 16, 6)]

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="POSIX signals")


def _command(store, out):
    return [sys.executable, "-m", "solver.cli", "roundrobin", str(WAVE1), "--out", str(out),
            "--store", str(store), "--jobs", "2", "--quiet"]


def _rows(store) -> int:
    if not store.exists():
        return 0
    try:
        with sqlite3.connect(store, timeout=5) as db:
            return db.execute("SELECT count(*) FROM results").fetchone()[0]
    except sqlite3.OperationalError:         # the schema is not there yet
        return 0


def _start_and_wait(store, out, at_least, descendants, poll=0.2):
    """Start a round in its own session; return it once the store holds `at_least`
    rows, while recording every process it starts."""
    proc = subprocess.Popen(_command(store, out), cwd=ROOT, start_new_session=True,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    parent = psutil.Process(proc.pid)
    deadline = time.monotonic() + 600
    while _rows(store) < at_least:
        assert proc.poll() is None, proc.communicate()
        assert time.monotonic() < deadline, "the round stored nothing in 10 minutes"
        _record(parent, descendants)
        time.sleep(poll)
    _record(parent, descendants)
    return proc


def _record(parent, descendants):
    try:
        descendants.update(parent.children(recursive=True))
    except psutil.NoSuchProcess:
        pass


def _alive(processes) -> list:
    out = []
    for p in processes:
        try:
            if p.is_running() and p.status() != psutil.STATUS_ZOMBIE:
                out.append(p)
        except psutil.NoSuchProcess:
            pass
    return out


def _wait_gone(processes) -> list:
    deadline = time.monotonic() + GONE_WITHIN
    while _alive(processes) and time.monotonic() < deadline:
        time.sleep(0.2)
    return _alive(processes)


def _integrity(store) -> str:
    with sqlite3.connect(store) as db:
        return db.execute("PRAGMA integrity_check").fetchone()[0]


def test_a_killed_round_leaves_nothing_running_and_a_rerun_completes(tmp_path):
    store, out = tmp_path / "results.sqlite", tmp_path / "tables"

    # 1. SIGKILL the round while its workers solve: they must not outlive it
    workers: set = set()
    proc = _start_and_wait(store, out, 1, workers)
    assert len(workers) >= 2, workers                  # two workers (and the resource tracker)
    os.kill(proc.pid, signal.SIGKILL)
    proc.wait()
    left = _wait_gone(workers)
    for p in left:                                     # do not leave them to the next tests
        p.kill()
    assert not left, f"still running {GONE_WITHIN:g} s after the kill: {left}"
    assert _integrity(store) == "ok"
    killed_at = _rows(store)
    assert 1 <= killed_at < 66

    # 2. Ctrl-C: a clean stop, exit status 130, what was stored kept.  Sent as soon
    # as a new result is stored (the workers are solving then): most pairings of
    # the round take milliseconds, so a slow poll could miss the rest of the round
    workers = set()
    proc = _start_and_wait(store, out, killed_at + 1, workers, poll=0.005)
    os.killpg(proc.pid, signal.SIGINT)
    stdout, stderr = proc.communicate(timeout=60)
    assert not _wait_gone(workers)
    assert _integrity(store) == "ok"
    interrupted_at = _rows(store)
    if proc.returncode == 0:
        # the rest of the round (milliseconds a pairing since session 8's deferral)
        # was stored before the signal landed: then it is complete
        assert interrupted_at == 66 and b"Traceback" not in stderr, stderr
    else:
        assert proc.returncode == 130, (stdout, stderr)
        assert b"Aborted." in stderr and b"Traceback" not in stderr, stderr
        assert killed_at < interrupted_at < 66

    # 3. the same command again finishes the round: the tables of an uninterrupted run
    done = subprocess.run(_command(store, out), cwd=ROOT, capture_output=True, text=True,
                          timeout=1200)
    assert done.returncode == 0, done.stderr
    assert (f"12 entrants, 66 pairings, 66 distinct deck pairs: {66 - interrupted_at} solved "
            f"now, {interrupted_at} from the store") in done.stdout
    with open(out / "standings.csv", newline="") as f:
        got = [(d["entrant"], int(d["rank"]), int(d["points"]), int(d["game_wins"]),
                int(d["draws"]), int(d["losses"])) for d in csv.DictReader(f)]
    assert got == README_STANDINGS
    assert _rows(store) == 66


# the watchdog alone (as where prctl is missing): a child whose parent exits exits too
CHILD = """
import os, sys, time
import solver.tournament.worker as w
w._parent_death_signal = lambda: False          # no prctl: only the watchdog is left
w.die_with_parent(os.getppid())
print("ready", flush=True)
time.sleep(120)
"""
MIDDLE = """
import os, subprocess, sys
child = subprocess.Popen([sys.executable, "-c", sys.argv[1]], stdout=subprocess.PIPE,
                         stderr=subprocess.DEVNULL, stdin=subprocess.DEVNULL)
assert child.stdout.readline() == b"ready\\n"
print(child.pid, flush=True)
os._exit(0)                                     # the child's parent dies without a word
"""


def test_the_watchdog_alone_ends_a_worker_whose_parent_died():
    # (the child holds none of the pipes that run() reads to their end)
    middle = subprocess.run([sys.executable, "-c", MIDDLE, CHILD], cwd=ROOT,
                            capture_output=True, text=True, timeout=300)
    assert middle.returncode == 0, middle.stderr
    child = psutil.Process(int(middle.stdout))
    left = _wait_gone([child])
    for p in left:
        p.kill()
    assert not left, "the watchdog did not end the orphaned worker"


def test_an_orphan_is_refused_at_once():
    # the parent died before the worker could arm anything: it exits with status 1
    code = "import solver.tournament.worker as w; w.die_with_parent(1)"
    r = subprocess.run([sys.executable, "-c", code], cwd=ROOT, timeout=300)
    assert r.returncode == 1


_SIGINT_IGNORED = signal.getsignal(signal.SIGINT) is signal.SIG_IGN


@pytest.mark.skipif(_SIGINT_IGNORED, reason="Ctrl-C ignored in this process: no control")
def test_a_ctrl_c_while_a_worker_starts_is_held_back_from_it():
    """Ctrl-C is the parent's business; a worker that got it while importing its
    modules (before its initializer ignores it) printed a traceback.  Workers are
    started with Ctrl-C held back (run.ctrl_c_held): a SIGINT sent to one right after
    it starts stays pending, and it runs to the end (exit status 0).  The control,
    started without the hold, is stopped by the same signal (by Python's
    KeyboardInterrupt, status 1, or by the signal itself if it lands before Python
    has a handler, status -2)."""
    import multiprocessing

    from solver.tournament.run import ctrl_c_held

    ctx = multiprocessing.get_context("spawn")
    with ctrl_c_held():
        held = ctx.Process(target=time.sleep, args=(1.0,))
        held.start()
    free = ctx.Process(target=time.sleep, args=(1.0,))
    free.start()
    for p in (held, free):
        os.kill(p.pid, signal.SIGINT)
    for p in (held, free):
        p.join(60)
    assert held.exitcode == 0
    assert free.exitcode in (1, -signal.SIGINT)


def test_a_pool_worker_drops_the_ctrl_c_held_back_before_it_started():
    """A worker started under the hold gets SIGINT while it imports; its initializer
    ignores Ctrl-C and only then unblocks it, so the pending signal is dropped and the
    worker goes on (exit status 0).  Unblocking first would deliver it: status 1."""
    import multiprocessing

    from solver.tournament import worker
    from solver.tournament.run import ctrl_c_held

    ctx = multiprocessing.get_context("spawn")
    with ctrl_c_held():
        p = ctx.Process(target=worker.pool_initializer, args=(None,))
        p.start()
    os.kill(p.pid, signal.SIGINT)
    p.join(300)
    assert p.exitcode == 0

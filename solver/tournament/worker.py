"""Solving one deck pair, in whatever process runs it (a pool worker, a Dask
worker, or the main process).  Module-level functions, so that they pickle.

A local pool worker never outlives the round that started it, whatever ends
that round (kill -9, the out-of-memory killer, a closed terminal): on Linux the
kernel sends it SIGKILL when its parent dies (prctl PR_SET_PDEATHSIG), and on
every system a watchdog thread exits it within `WATCHDOG_SECONDS` of noticing
that its parent is gone (its parent process id changed).  (The kernel's signal
comes when the *thread* that started the worker ends: run.py starts the pool from
the thread that runs the round and shuts it down before that thread goes on.)
"""
from __future__ import annotations

import ctypes
import ctypes.util
import os
import signal
import sys
import threading

from solver.api import UNKNOWN, solve, warm_up
from solver.defaults import default_max_memory_gib
from solver.tournament.field import Deck, DeckResult, Limits


WATCHDOG_SECONDS = 1.0
_PR_SET_PDEATHSIG = 1          # <linux/prctl.h>


def pool_initializer(parent: int | None = None) -> None:
    """A local pool worker: die with the parent process `parent` (its pid); Ctrl-C
    is the parent's business (ignored here, and then no longer held back: it was
    blocked since the process started, run.ctrl_c_held); load the kernels."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    if hasattr(signal, "pthread_sigmask"):
        signal.pthread_sigmask(signal.SIG_UNBLOCK, {signal.SIGINT})
    if parent is not None:
        die_with_parent(parent)
    warm_up()


def die_with_parent(parent: int) -> None:
    """Exit this process soon after the process `parent` (its parent) dies."""
    _parent_death_signal()
    if os.getppid() != parent:           # the parent died before the signal was armed
        os._exit(1)
    threading.Thread(target=_watchdog, args=(parent,), name="parent-watchdog",
                     daemon=True).start()


def _parent_death_signal() -> bool:
    """Linux: ask the kernel for SIGKILL when the parent dies.  False elsewhere."""
    if not sys.platform.startswith("linux"):
        return False
    try:
        libc = ctypes.CDLL(ctypes.util.find_library("c") or "libc.so.6", use_errno=True)
        return libc.prctl(_PR_SET_PDEATHSIG, signal.SIGKILL, 0, 0, 0) == 0
    except (OSError, AttributeError):
        return False


def _watchdog(parent: int) -> None:
    """The portable fallback: once the parent is gone, this process is re-parented."""
    while os.getppid() == parent:
        threading.Event().wait(WATCHDOG_SECONDS)
    os._exit(1)


def solve_pair(x: Deck, y: Deck, limits: Limits) -> DeckResult:
    """Solve deck x against deck y (both games) under `limits`.  Never raises for
    a pairing that cannot be finished: that is an 'unknown' with the reason."""
    if limits.max_memory is None:
        limits = Limits(**{**limits.to_json(), "max_memory": default_max_memory_gib()})
    try:
        r = solve(list(x), list(y), method=limits.method, max_life=limits.max_life,
                  max_counters=limits.max_counters, max_states=limits.max_states,
                  time_limit=limits.time_limit, max_memory=limits.max_memory,
                  work_dir=limits.work_dir)
    except MemoryError:
        why = f"out of memory (--max-memory {limits.max_memory:g})"
        return DeckResult(x, y, UNKNOWN, UNKNOWN, 0, 0.0,
                          {"a_on_play": why, "a_on_draw": why}, limits)
    return DeckResult(x, y, r.a_on_play, r.a_on_draw, r.states, r.seconds, r.reasons, limits)

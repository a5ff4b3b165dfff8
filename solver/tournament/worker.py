"""Solving one deck pair, in whatever process runs it (a pool worker, a Dask
worker, or the main process).  Module-level functions, so that they pickle."""
from __future__ import annotations

import signal

from solver.api import UNKNOWN, solve, warm_up
from solver.defaults import default_max_memory_gib
from solver.tournament.field import Deck, DeckResult, Limits


def pool_initializer() -> None:
    """A local pool worker: Ctrl-C is the main process's business; load the kernels."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    warm_up()


def solve_pair(x: Deck, y: Deck, limits: Limits) -> DeckResult:
    """Solve deck x against deck y (both games) under `limits`.  Never raises for
    a pairing that cannot be finished: that is an 'unknown' with the reason."""
    if limits.max_memory is None:
        limits = Limits(**{**limits.to_json(), "max_memory": default_max_memory_gib()})
    try:
        r = solve(list(x), list(y), method=limits.method, max_life=limits.max_life,
                  max_counters=limits.max_counters, max_states=limits.max_states,
                  time_limit=limits.time_limit, max_memory=limits.max_memory)
    except MemoryError:
        why = f"out of memory (--max-memory {limits.max_memory:g})"
        return DeckResult(x, y, UNKNOWN, UNKNOWN, 0, 0.0,
                          {"a_on_play": why, "a_on_draw": why}, limits)
    return DeckResult(x, y, r.a_on_play, r.a_on_draw, r.states, r.seconds, r.reasons, limits)

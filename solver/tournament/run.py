"""Solving the deck pairs of a field: what the store already has is reused,
the rest is solved in this process (--jobs 1), in a local process pool, or on
a Dask cluster (--scheduler), and every result is written to the store the
moment it arrives (only this process writes the store)."""
from __future__ import annotations

import multiprocessing
import os
import signal
import sys
from contextlib import contextmanager
from concurrent.futures import ProcessPoolExecutor, as_completed
from concurrent.futures.process import BrokenProcessPool
from dataclasses import dataclass, replace
from multiprocessing import resource_tracker

from tqdm import tqdm

import engine
from solver.api import warm_up
from solver.defaults import default_max_memory_gib
from solver.tournament.cluster import dask_results
from solver.tournament.field import Deck, DeckResult, Limits
from solver.tournament.store import ResultStore
from solver.tournament import worker


class WorkerDied(Exception):
    """A local worker process died (killed, out of memory) while solving."""


@dataclass
class RunStats:
    pairs: int = 0          # distinct deck pairs of the field
    cached: int = 0         # found in the store
    solved: int = 0         # solved by this run
    unknown: int = 0        # deck pairs with an 'unknown' game, cached or not


def default_jobs() -> int:
    try:
        return len(os.sched_getaffinity(0))
    except AttributeError:        # not Linux
        return os.cpu_count() or 1


def solve_pairs(pairs: list[tuple[Deck, Deck]], store: ResultStore, limits: Limits, *,
                jobs: int | None = None, scheduler: str | None = None,
                retry_unknown: bool = False, quiet: bool = False,
                file=None) -> tuple[dict[tuple[Deck, Deck], DeckResult], RunStats]:
    """The result of every deck pair (x <= y), from the store or solved now."""
    results = {}
    todo = []
    for p in pairs:
        r = store.get(*p)
        if store.reusable(r, limits, retry_unknown):
            results[p] = r
        else:
            todo.append(p)
    stats = RunStats(pairs=len(pairs), cached=len(results))
    bar = _bar(len(pairs), stats.cached, quiet, file)
    try:
        if todo:
            for r in _results(todo, limits, jobs or default_jobs(), scheduler):
                store.put(r)
                results[(r.x, r.y)] = r
                stats.solved += 1
                bar.update(1)
                if not r.proven:
                    bar.set_postfix_str(_postfix(stats.cached, results), refresh=False)
    finally:
        bar.close()
    stats.unknown = sum(not r.proven for r in results.values())
    return results, stats


def _postfix(cached, results):
    unknown = sum(not r.proven for r in results.values())
    return f"from the store {cached}, unknown {unknown}"


def _bar(total, cached, quiet, file):
    bar = tqdm(total=total, initial=cached, desc="pairings", unit=" pairings",
               file=file if file is not None else sys.stderr, disable=quiet,
               dynamic_ncols=True, smoothing=0.05)
    bar.set_postfix_str(f"from the store {cached}", refresh=False)
    return bar


def _results(todo, limits, jobs, scheduler):
    """Results of the deck pairs in `todo`, in the order they are solved."""
    if scheduler:
        yield from dask_results(scheduler, todo, limits)
    elif jobs <= 1 or len(todo) == 1:
        warm_up()
        for x, y in todo:
            yield worker.solve_pair(x, y, limits)
    else:
        yield from _pool_results(todo, limits, min(jobs, len(todo)))


def _pool_results(todo, limits, jobs):
    if not engine.kernels_cached():
        warm_up()     # compile once here; the workers load numba's cache
    if limits.max_memory is None:
        # the workers share this machine's memory
        limits = replace(limits, max_memory=round(default_max_memory_gib() / jobs, 2))
    ctx = multiprocessing.get_context("spawn")
    ex = ProcessPoolExecutor(max_workers=jobs, mp_context=ctx, initializer=worker.pool_initializer,
                             initargs=(os.getpid(),))
    try:
        with ctrl_c_held():       # the workers start in submit (spawn starts them on demand)
            futures = [ex.submit(worker.solve_pair, x, y, limits) for x, y in todo]
        for f in as_completed(futures):
            yield f.result()
    except BrokenProcessPool:
        raise WorkerDied("a worker process died while solving (killed, or out of memory?); "
                         "every result solved so far is in the store: run the same command "
                         "again to continue, perhaps with --max-memory or fewer --jobs") from None
    finally:
        _stop(ex)


@contextmanager
def ctrl_c_held():
    """Ctrl-C held back in this thread, neither delivered nor lost, while it starts
    worker processes.  A process starts with its parent's blocked signals, so a
    worker starts with Ctrl-C pending rather than delivered, and its initializer
    ignores it before letting it through (worker.pool_initializer).  Ctrl-C is the
    parent's business: a worker that got it while importing its modules, before its
    initializer ran, printed a traceback.  The parent still gets a Ctrl-C sent
    meanwhile: when the block ends, or at once if another of its threads (tqdm's
    monitor) takes it, as before.
    Nothing changes where threads' signal masks do not exist (Windows).

    multiprocessing's resource tracker is started first: starting it unblocks
    Ctrl-C in the thread that starts it (multiprocessing/resource_tracker.py,
    `ensure_running`), which would end the hold before the first worker starts."""
    if not hasattr(signal, "pthread_sigmask"):
        yield
        return
    resource_tracker.ensure_running()
    # read first: pthread_sigmask runs Python's signal handlers after changing the
    # mask, so a KeyboardInterrupt from the blocking call itself is raised inside the
    # try, and the mask is put back
    before = signal.pthread_sigmask(signal.SIG_BLOCK, ())
    try:
        signal.pthread_sigmask(signal.SIG_BLOCK, {signal.SIGINT})
        yield
    finally:
        signal.pthread_sigmask(signal.SIG_SETMASK, before)


def _stop(ex: ProcessPoolExecutor) -> None:
    """Shut the pool down without waiting for the pairings still being solved."""
    procs = list(getattr(ex, "_processes", {}).values())   # no public handle
    ex.shutdown(wait=False, cancel_futures=True)
    for p in procs:
        if p.is_alive():
            p.terminate()
    for p in procs:
        p.join(timeout=5)

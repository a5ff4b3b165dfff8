"""Solving deck pairs on a Dask distributed cluster (the `cluster` extra).

    dask scheduler                       # on one machine: tcp://HOST:8786
    dask worker tcp://HOST:8786 --nworkers 4 --nthreads 1    # on each machine
    3cb roundrobin entries.txt --out tables --scheduler tcp://HOST:8786

Every worker needs this package installed (`pip install .[cluster]`); each
worker process loads or compiles the numba kernels on its first pairing.  The
results come back to the client, which writes them to its own store.
"""
from __future__ import annotations

from solver.tournament.field import Limits
from solver.tournament import worker

MEMORY_SHARE = 0.6      # of a Dask worker's memory limit, when --max-memory is not given
CONNECT_TIMEOUT = 10.0  # seconds to reach the scheduler


class ClusterError(Exception):
    """No Dask installed, or no scheduler at the address."""


def _solve_on_worker(x, y, limits: Limits):
    """A Dask task: a deck pair's result, the memory budget from the worker's limit."""
    if limits.max_memory is None:
        try:
            from distributed import get_worker    # optional dependency (the cluster extra)
            limit = get_worker().memory_manager.memory_limit
            if limit:
                limits = Limits(**{**limits.to_json(),
                                   "max_memory": round(MEMORY_SHARE * limit / 2**30, 2)})
        except (ImportError, ValueError, AttributeError):
            pass
    return worker.solve_pair(x, y, limits)


def connect(address: str, timeout: float | None = None):
    try:
        from distributed import Client    # optional dependency (the cluster extra)
        from distributed.comm.addressing import get_address_host_port  # the same optional dependency
    except ImportError:
        raise ClusterError("--scheduler needs Dask: pip install 'threecb[cluster]' "
                           "(or: pip install 'dask[distributed]')") from None
    # parsed first: a Client that fails on its address is left half made, and
    # its clean-up then hangs or breaks the next Client of the process
    try:
        get_address_host_port(address)
    except (ValueError, TypeError) as e:     # no port, a bad port, an unknown scheme...
        raise ClusterError(f"--scheduler {address!r} is not a Dask scheduler address ({e}); "
                           f"write it as tcp://HOST:PORT, e.g. tcp://10.0.0.5:8786") from None
    try:
        return Client(address, timeout=timeout or CONNECT_TIMEOUT)
    except (OSError, TimeoutError) as e:
        raise ClusterError(f"cannot reach the Dask scheduler at {address}: {e}") from None


def dask_results(address: str, todo, limits: Limits):
    """Results of the deck pairs in `todo` as the cluster finishes them."""
    from distributed import as_completed    # optional dependency (the cluster extra)
    client = connect(address)
    try:
        futures = [client.submit(_solve_on_worker, x, y, limits, pure=False)
                   for x, y in todo]
        for f in as_completed(futures):
            yield f.result()
            f.release()
    finally:
        client.close()

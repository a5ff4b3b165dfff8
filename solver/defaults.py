"""Default bounds and budgets.  The game's bounds are the engine's (engine/bounds.py)."""
import os

from engine.bounds import DEFAULT_MAX_COUNTERS, DEFAULT_MAX_LIFE  # noqa: F401 (re-exported)

# A stored position costs about 60-75 bytes with its share of the table and edges
# (benchmarks/RESULTS.md), so 150 million fill about 11 GiB: the memory budget
# (--max-memory, 60% of RAM) is what stops the largest searches on most machines, with
# its own reason; this cap keeps a search from running for hours on a large one.
DEFAULT_MAX_STATES = 150_000_000


def default_max_memory_gib() -> float:
    """60% of the machine's physical memory, in GiB (8 GiB if it cannot be read)."""
    try:
        total = os.sysconf("SC_PHYS_PAGES") * os.sysconf("SC_PAGE_SIZE")
    except (ValueError, OSError, AttributeError):
        return 8.0
    return round(0.6 * total / 2**30, 1)

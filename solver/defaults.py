"""Default bounds and budgets, in a module light enough for `3cb --help`."""
DEFAULT_MAX_LIFE = 99          # a life total above this is past the bound
DEFAULT_MAX_COUNTERS = 20      # +1/+1 counters on one permanent above this are past the bound
DEFAULT_MAX_STATES = 50_000_000


def default_max_memory_gib() -> float:
    """60% of the machine's physical memory, in GiB (8 GiB if it cannot be read)."""
    import os
    try:
        total = os.sysconf("SC_PHYS_PAGES") * os.sysconf("SC_PAGE_SIZE")
    except (ValueError, OSError, AttributeError):
        return 8.0
    return round(0.6 * total / 2**30, 1)

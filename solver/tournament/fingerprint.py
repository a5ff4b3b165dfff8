"""The fingerprint that a stored result is valid under.

xxh64 over the compiled card tables (`Tables.fingerprint`: every card's
definition as the engine reads it) and the rules code (`engine.kernel_sources_digest`:
every source file of engine/ and the jitted kernels of solver/; and the Python
that turns searches into results, RESULT_SOURCES), plus
RESULTS_VERSION, bumped by hand when the meaning of a stored result changes
without the rules changing.  A change to the rules or to any card definition
gives a new fingerprint, so old results are no longer found (they stay in the
file, harmless); nothing else changes it -- not the solver options: a proven
result holds under any bounds, and an 'unknown' is stored with the limits it
was attempted under (see store.py).
"""
from __future__ import annotations

import hashlib
from functools import lru_cache
from pathlib import Path

import xxhash

import engine
from cards.registry import default_tables

RESULTS_VERSION = 1
# solver/ files without kernels that still decide a result (bounds, limits)
RESULT_SOURCES = ("solver/api.py", "solver/search/store.py", "solver/defaults.py")


def results_fingerprint(tables_fingerprint: str, rules_digest: str) -> str:
    h = xxhash.xxh64()
    for part in (f"threecb-results-v{RESULTS_VERSION}", tables_fingerprint, rules_digest):
        h.update(part.encode())
        h.update(b"\0")
    return h.hexdigest()


def rules_digest(root=None) -> str:
    """The rules code's digest: engine.kernel_sources_digest and RESULT_SOURCES."""
    root = Path(root) if root else Path(engine.__file__).resolve().parent.parent
    h = hashlib.sha256(engine.kernel_sources_digest(root).encode())
    for name in RESULT_SOURCES:
        h.update(name.encode())
        h.update((root / name).read_bytes())
    return h.hexdigest()


@lru_cache(maxsize=1)
def current_fingerprint() -> str:
    """The fingerprint of this installation's rules and cards."""
    return results_fingerprint(default_tables().fingerprint(), rules_digest())

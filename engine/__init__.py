"""The 3CB rules engine.

numba's on-disk cache (cache=True) is invalidated when a function's own source
file changes, not when a function or constant it uses from another module does
(the callee's code is compiled into the caller's cache entry).  So on import we
fingerprint every source file of the jitted packages and drop every cached
kernel of the project when the fingerprint differs from the one the cache was
built with.
"""
import hashlib
from pathlib import Path

_ROOT = Path(__file__).resolve().parent.parent
_KERNEL_PACKAGES = ("engine", "solver")


def kernel_sources_digest(root: Path = _ROOT) -> str:
    """SHA-256 over the source of the rules: every file of engine/ (kernels and
    their constants) and the files of solver/ that hold jitted kernels (numba's
    njit, or engine/jit.py's kinds of kernel).  It
    changes when the rules or the search change, and only then; the result
    store of tournaments keys its results on it."""
    h = hashlib.sha256()
    for pkg in _KERNEL_PACKAGES:
        for p in sorted((root / pkg).rglob("*.py")):
            text = p.read_bytes()
            if pkg == "engine" or b"njit" in text or b"engine.jit" in text:
                h.update(p.relative_to(root).as_posix().encode())
                h.update(text)
    return h.hexdigest()


def _check_kernel_cache() -> None:
    stamp_dir = _ROOT / "engine" / "__pycache__"
    stamp = stamp_dir / "kernel-constants.stamp"
    digest = kernel_sources_digest()
    try:
        if stamp.exists() and stamp.read_text() == digest:
            return
        for pkg in _KERNEL_PACKAGES:
            for f in (_ROOT / pkg).rglob("__pycache__/*.nb[ic]"):
                f.unlink(missing_ok=True)
        stamp_dir.mkdir(exist_ok=True)
        stamp.write_text(digest)
    except OSError:  # a read-only install: the cache is whatever it is
        pass


_check_kernel_cache()


def kernels_cached() -> bool:
    """Are the solver's main kernels in numba's on-disk cache (no compile ahead)?"""
    return (any((_ROOT / "engine" / "__pycache__").glob("moves.apply_action-*.nbi"))
            and any((_ROOT / "solver" / "search" / "__pycache__").glob("negamax.search-*.nbi")))

"""The 3CB rules engine.

numba's on-disk cache (cache=True) is invalidated when a function's own source
file changes, not when a constant it imports from another module does.  The
constants live in engine/ops.py, engine/state.py and engine/tables.py, so on
import we fingerprint those files and drop every cached kernel of the project
when they differ from the fingerprint the cache was built with.
"""
import hashlib
from pathlib import Path

_ROOT = Path(__file__).resolve().parent.parent
_CONSTANT_FILES = ("engine/ops.py", "engine/state.py", "engine/tables.py", "engine/jit.py")


def _check_kernel_cache() -> None:
    h = hashlib.sha256()
    for name in _CONSTANT_FILES:
        p = _ROOT / name
        if p.exists():
            h.update(p.read_bytes())
    stamp_dir = _ROOT / "engine" / "__pycache__"
    stamp = stamp_dir / "kernel-constants.stamp"
    digest = h.hexdigest()
    try:
        if stamp.exists() and stamp.read_text() == digest:
            return
        for pkg in ("engine", "solver"):
            for f in (_ROOT / pkg).rglob("__pycache__/*.nb[ic]"):
                f.unlink(missing_ok=True)
        stamp_dir.mkdir(exist_ok=True)
        stamp.write_text(digest)
    except OSError:  # a read-only install: the cache is whatever it is
        pass


_check_kernel_cache()

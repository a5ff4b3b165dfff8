"""numba's import, without the probes whose answer this project already knows.

A fresh `3cb solve` spends most of its time importing (issue #10).  numba's
import, and its first typing of an array, look up four things a kernel of this
project never needs; each lookup imports a package only to learn a fact:

- `import scipy`, to check that scipy is at least 1.0 (numba's version check,
  about 10 ms).  pyproject.toml requires scipy >= 1.10, so the check cannot
  fail here; scipy is skipped while numba imports, and imports as usual later
  (numba's LAPACK-backed functions import scipy.linalg at their first use, not
  at numba's import);
- `import yaml`, to read `.numba_config.yaml` from the working directory (about
  20 ms; pyyaml comes with dask).  Skipped only when there is no such file: a
  user's numba configuration file is still read (one that appears in the working
  directory after the import is not: numba warns that YAML is missing);
- `import scipy.linalg.cython_blas` when numba.np.arraymath is imported (about
  0.2 s), only to decide whether np.correlate/np.convolve may use BLAS.  No
  kernel uses them (nor any BLAS-backed function: no np.dot, no linalg), so they
  take numba's plain loop; numba's BLAS-backed functions still find BLAS when they
  are compiled (tests/engine/test_jit_startup.py);
- `numpy.ma`, imported at the first typing of an array (about 10 ms) only to
  reject a masked array.  An array whose type is exactly np.ndarray is not a
  masked array: it is typed as numba types it, without the lookup; any other
  array goes numba's own way.  Only with numba 0.68, whose typing of an array
  this repeats (numba_support.from_dtype, map_layout, the writeable flag).

Each module skipped is left out of sys.modules again right after, so whoever
needs it later imports it as usual.  Importing numba any other way first (a
test, a notebook) is equally correct, only slower.
"""
from __future__ import annotations

import os
import sys
from contextlib import contextmanager

_CONFIG_FILE = ".numba_config.yaml"      # numba reads it from the working directory


@contextmanager
def _absent(*names: str):
    """Inside the block, `import name` fails at once (ImportError) for each of these
    modules not imported yet; after it, they import as usual."""
    blocked = [n for n in names if n not in sys.modules]
    for n in blocked:
        sys.modules[n] = None
    try:
        yield
    finally:
        for n in blocked:
            if n in sys.modules and sys.modules[n] is None:
                del sys.modules[n]


def _import_numba() -> None:
    if "numba" not in sys.modules:
        skipped = ("scipy",) if os.path.isfile(_CONFIG_FILE) else ("scipy", "yaml")
        with _absent(*skipped):
            import numba  # noqa: F401  (here: inside the block)
    if "numba.np.arraymath" not in sys.modules:
        with _absent("scipy.linalg.cython_blas"):
            import numba.np.arraymath  # noqa: F401  (here: inside the block)


_import_numba()

import numba  # noqa: E402
import numpy as np  # noqa: E402
from numba.core import types  # noqa: E402
from numba.core.typing.typeof import typeof_impl  # noqa: E402
from numba.np import numpy_support  # noqa: E402

# the numba whose internals this module and engine/kernel_cache.py were written against
KNOWN_NUMBA = numba.__version__.split(".")[:2] == ["0", "68"]


def _typed_without_numpy_ma(numbas):
    """numba's typing of an array (`numbas`), without its lookup of numpy.ma for an
    array whose type is exactly np.ndarray."""
    def typeof_ndarray(val, c):
        if type(val) is not np.ndarray or "numpy.ma" in sys.modules:
            return numbas(val, c)
        try:
            dtype = numpy_support.from_dtype(val.dtype)
        except Exception:                     # noqa: BLE001 - numba's own error, its way
            return numbas(val, c)
        return types.Array(dtype, val.ndim, numpy_support.map_layout(val),
                           readonly=not val.flags.writeable)
    return typeof_ndarray


if KNOWN_NUMBA:
    typeof_impl.register(np.ndarray)(_typed_without_numpy_ma(typeof_impl.dispatch(np.ndarray)))

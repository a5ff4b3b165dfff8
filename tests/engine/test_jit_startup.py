"""engine/numba_start.py imports numba without the probes whose answers the
project knows (issue #10, the fresh start): scipy's version, a YAML configuration
file that is not there, BLAS for np.cov (the probe imports scipy.linalg, about
0.2 s of every fresh process that runs a kernel), numpy.ma at the first typing
of an array.  What must hold: none of them is imported by the engine's import or
a kernel's first call; each imports as usual afterwards (BLAS still works where
numba needs it, the metagame's linprog runs); a numba configuration file in the
working directory is still read; an array is typed exactly as numba types it,
a masked array still refused.  engine/jit.py makes a kernel's dispatcher at its
first use: a kernel calling a kernel not made yet compiles and computes."""
import subprocess
import sys
import textwrap
from pathlib import Path

import numpy as np
import pytest

ROOT = Path(__file__).resolve().parents[2]

CHECK = """
import sys
import engine.jit
assert "numba.np.arraymath" in sys.modules
for name in ("scipy", "yaml", "numpy.ma"):
    assert name not in sys.modules, name + " imported by the engine's import"
assert "scipy.linalg" not in sys.modules, "the BLAS probe imported scipy.linalg"
assert "scipy.linalg.cython_blas" not in sys.modules, "the block was not lifted"

import numpy as np
from numba import njit

@njit(cache=False)
def dot(a, b):
    return np.dot(a, b)                 # BLAS-backed: numba's ensure_blas() imports scipy now

@njit(cache=False)
def total(a):
    return a.sum()

assert total(np.arange(5)) == 10
assert "numpy.ma" not in sys.modules, "typing an array imported numpy.ma"

a = np.arange(6.0).reshape(2, 3)
assert np.array_equal(dot(a, a.T), a @ a.T)
assert sys.modules["scipy.linalg.cython_blas"] is not None

from scipy.optimize import linprog      # the metagame's solver, in the same process
r = linprog([-1.0, -2.0], A_ub=[[1.0, 1.0]], b_ub=[1.0], bounds=[(0, None), (0, None)])
assert r.status == 0 and abs(r.fun + 2.0) < 1e-9
try:
    import yaml                         # pyyaml comes with dask (the test extras)
except ImportError:
    pass
else:
    assert yaml.safe_load("a: 1") == {"a": 1}
print("ok")
"""


def test_kernels_start_without_scipy_linalg_and_blas_still_works():
    r = subprocess.run([sys.executable, "-c", CHECK], cwd=ROOT, capture_output=True, text=True,
                       timeout=600)
    assert r.returncode == 0, r.stderr
    assert r.stdout.strip() == "ok"


def test_a_numba_config_file_in_the_working_directory_is_still_read(tmp_path):
    pytest.importorskip("yaml")
    (tmp_path / ".numba_config.yaml").write_text("COLOR_SCHEME: light_bg\n")
    code = ("import sys; import engine.jit, numba; assert 'yaml' in sys.modules; "
            "print(numba.config.COLOR_SCHEME)")
    r = subprocess.run([sys.executable, "-c", code], cwd=tmp_path, capture_output=True,
                       text=True, timeout=600, env={"PYTHONPATH": str(ROOT), "PATH": ""})
    assert r.returncode == 0, r.stderr
    assert r.stdout.strip() == "light_bg"


def _arrays():
    base = np.arange(24, dtype=np.int64).reshape(2, 3, 4)
    frozen = np.arange(5, dtype=np.int16)
    frozen.flags.writeable = False
    yield np.zeros((), dtype=np.float64)                  # 0-d
    for dt in (np.int8, np.int16, np.int32, np.int64, np.uint8, np.uint64, np.float32,
               np.float64, np.complex128, np.bool_):
        yield np.zeros(3, dtype=dt)
    yield base                                            # C
    yield np.asfortranarray(base)                         # F
    yield base[:, ::2, 1:]                                # neither: A
    yield base[0]
    yield frozen                                          # read-only
    yield np.zeros(2, dtype=[("a", np.int32), ("b", np.float64)])  # a record


def test_an_array_is_typed_exactly_as_numba_types_it():
    import engine.jit  # noqa: F401  (installs the typing of plain arrays)
    from numba.core import errors
    from numba.core.typing import typeof as numba_typeof

    numbas = numba_typeof._typeof_ndarray          # numba's own, still in its module
    for a in _arrays():
        assert numba_typeof.typeof(a) == numbas(a, None), (a.dtype, a.shape, a.strides)

    class Sub(np.ndarray):                         # a subclass goes numba's way
        pass
    sub = np.zeros(3).view(Sub)
    assert numba_typeof.typeof(sub) == numbas(sub, None)
    with pytest.raises(errors.NumbaTypeError, match="MaskedArray"):
        numba_typeof.typeof(np.ma.masked_array([1, 2], mask=[0, 1]))
    for odd in (np.array([None, 1], dtype=object), np.array(["ab"]), np.zeros(2, "V3"),
                np.zeros(2, "M8[s]")):     # each typed, or refused, as numba does
        assert _typed(numba_typeof.typeof, odd) == _typed(lambda a: numbas(a, None), odd)


def _typed(typeof, a):
    try:
        return typeof(a)
    except Exception as e:      # noqa: BLE001 - the refusal is compared too
        return type(e).__name__, str(e)


KERNELS = """
from engine.jit import inline, kernel, leaf, njit

@inline
def plus_one(x):
    return x + 1

@leaf
def triple(x):
    return 3 * x

@kernel
def total(n):                     # 3 * (1 + 2 + ... + n)
    s = 0
    for i in range(n):
        s += triple(plus_one(i))
    return s

@njit(cache=True)
def twice_total(n):
    return 2 * total(n)
"""


def test_kernels_are_made_at_first_use_and_compile_through_each_other(tmp_path, monkeypatch):
    from engine.jit import _Lazy, _OneWidth

    (tmp_path / "lazy_kernels_under_test.py").write_text(textwrap.dedent(KERNELS))
    monkeypatch.syspath_prepend(str(tmp_path))
    import lazy_kernels_under_test as k

    kinds = (k.plus_one, k.triple, k.total, k.twice_total)
    assert all(isinstance(f, _Lazy) and f._dispatcher is None for f in kinds)
    assert k.triple.__name__ == "triple" and k.triple.py_func(4) == 12   # no dispatcher made
    assert k.triple._dispatcher is None
    assert k.twice_total(4) == 60                 # 2 * 3 * (1 + 2 + 3 + 4)
    assert isinstance(k.total._dispatcher, _OneWidth)    # typed through its caller
    assert isinstance(k.triple._dispatcher, _OneWidth)
    assert k.total(3) == 18 and k.triple(7) == 21
    assert [str(s) for s in k.twice_total.signatures] == ["(int64,)"]
    assert repr(k.triple) == "<kernel lazy_kernels_under_test.triple>"


def test_importing_the_rules_makes_no_dispatcher():
    code = textwrap.dedent("""
        import gc
        import solver.cli.solve
        from engine.jit import _Lazy
        lazies = [o for o in gc.get_objects() if isinstance(o, _Lazy)]
        print(len(lazies), sum(o._dispatcher is not None for o in lazies))
    """)
    r = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True,
                       timeout=600)
    assert r.returncode == 0, r.stderr
    kernels, made = map(int, r.stdout.split())
    assert kernels > 400 and made == 0, (kernels, made)

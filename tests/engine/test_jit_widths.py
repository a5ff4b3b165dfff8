"""engine/jit.py's kernels compile once for every integer width their callers pass
(issue #10, session 21: the duplicate specializations were a third of the compile).
A kernel's call with a literal, an int16 state cell or an int32 reaches the one int64
version, with each value exactly as passed; unsigned integers are left alone (numba
computes with them in uint64)."""
import numpy as np
from numba.core import types

from engine import jit
from engine.moves import _legal, apply_action
from solver.search.expand import successors

# cache=False: a cached caller would load without compiling its callee at all
_fresh = jit._one_width_jit(cache=False, _nrt=False)


@_fresh
def _echo(a, b):
    """(a, b) back, and a computation that would wrap in 16 bits."""
    return a, b, a * 1000 + b


@_fresh
def _callers(cells, wide, out):
    r = _echo(cells[0], 7)                     # int16 and Literal[int]
    out[0, 0], out[0, 1], out[0, 2] = r
    r = _echo(wide[0], cells[1])               # int32 and int16
    out[1, 0], out[1, 1], out[1, 2] = r
    r = _echo(np.int8(-128), -1)               # int8 and a negative literal
    out[2, 0], out[2, 1], out[2, 2] = r
    r = _echo(np.int64(5), wide[0])            # int64 and int32
    out[3, 0], out[3, 1], out[3, 2] = r
    r = _echo(cells[1], True)                  # a literal bool stays a bool
    out[4, 0], out[4, 1], out[4, 2] = r
    r = _echo(cells[0], False)
    out[5, 0], out[5, 1], out[5, 2] = r


def test_one_compile_per_width_and_every_value_exact():
    cells = np.array([-32768, 32767], np.int16)
    wide = np.array([2_000_000_000], np.int32)
    out = np.zeros((6, 3), np.int64)
    _callers(cells, wide, out)
    assert out.tolist() == [
        [-32768, 7, -32768 * 1000 + 7],
        [2_000_000_000, 32767, 2_000_000_000 * 1000 + 32767],
        [-128, -1, -128_001],
        [5, 2_000_000_000, 2_000_005_000],
        [32767, 1, 32767 * 1000 + 1],
        [-32768, 0, -32768 * 1000],
    ]
    # two versions only: (int64, int64) for every integer call, (int64, bool) for the bools
    assert sorted(str(s) for s in _echo.signatures) == ["(int64, bool)", "(int64, int64)"]


def test_what_is_widened():
    assert jit._one_width(types.int8) == types.int64
    assert jit._one_width(types.int16) == types.int64
    assert jit._one_width(types.int32) == types.int64
    assert jit._one_width(types.literal(-3)) == types.int64
    assert jit._one_width(types.literal(True)) == types.boolean
    for kept in (types.uint8, types.uint64, types.float64, types.boolean,
                 types.Array(types.int16, 1, "C")):
        assert jit._one_width(kept) == kept


def test_the_engine_and_search_kernels_are_one_width_dispatchers():
    for k in (_legal, apply_action, successors):
        assert isinstance(k, jit._Lazy) and isinstance(k._made(), jit._OneWidth), k

"""engine.jit.flat_rows_from: buf[row:] of a 2-D array as one flat view, built in
place in a kernel (no call into numba's runtime).  The reference is numpy's own
buf[row:].reshape(-1); the view must share buf's memory, in kernels with and
without reference counting, and scratch_of must give exactly scratch_of_py's area."""
import numpy as np
from numba import njit

from engine.jit import flat_rows_from
from engine.layout import MAX_ACTIONS, WORK_ROWS, scratch_of, scratch_of_py


@njit(cache=False)
def _write_counted(buf, row, k, x):
    v = flat_rows_from(buf, row)
    v[k] = x
    return v.shape[0], v.sum()


@njit(cache=False, _nrt=False)
def _write_uncounted(buf, row, k, x):
    v = flat_rows_from(buf, row)
    v[k] = x
    return v.shape[0]


@njit(cache=False)
def _scratch_len_and_mark(buf):
    w = scratch_of(buf)
    w[0] = -7
    w[w.shape[0] - 1] = -8
    return w.shape[0]


def test_the_view_is_the_rows_from_row_on_flat():
    buf = np.arange(30, dtype=np.int64).reshape(10, 3)
    n, total = _write_counted(buf, 4, 0, 99)
    assert n == 18                              # rows 4..9, three columns each
    assert total == sum(range(12, 30)) - 12 + 99
    assert buf[4, 0] == 99                      # written through the view


def test_without_reference_counting_the_view_is_shared_too():
    buf = np.arange(30, dtype=np.int64).reshape(10, 3)
    assert _write_uncounted(buf, 9, 1, 7) == 3
    assert list(buf[9]) == [27, 7, 29]
    assert _write_uncounted(buf, 0, 29, -1) == 30
    assert buf[9, 2] == -1


def test_scratch_of_is_the_action_buffers_last_rows():
    buf = np.zeros((MAX_ACTIONS, 6), dtype=np.int64)
    ref = scratch_of_py(buf)
    assert _scratch_len_and_mark(buf) == ref.shape[0] == WORK_ROWS * 6
    assert buf[MAX_ACTIONS - WORK_ROWS, 0] == -7 and buf[-1, -1] == -8
    assert ref[0] == -7 and ref[-1] == -8

"""Bit-for-bit checks of solver.search.hashing (numba XXH64) against the xxhash package."""

import numba
import numpy as np
import pytest
import xxhash

from solver.search.hashing import xxh64, xxh64_bytes, xxh64_int16

SEEDS = [0, 1, 2**63 + 5, 2**64 - 1]
BYTE_LENGTHS = list(range(0, 101)) + [1000, 4097]
INT16_LENGTHS = list(range(0, 71))


def _random_bytes(length, seed):
    rng = np.random.default_rng(1000 + 7919 * length + seed % 104729)
    return rng.integers(0, 256, size=length, dtype=np.uint8)


def _random_int16(length, seed):
    rng = np.random.default_rng(5000 + 7919 * length + seed % 104729)
    arr = rng.integers(-32768, 32768, size=length, dtype=np.int16)
    if length:
        # make sure the extreme and negative values are always exercised
        arr[0] = -1
        arr[-1] = -32768 if length % 2 else 32767
    return arr


@pytest.mark.parametrize("seed", SEEDS)
@pytest.mark.parametrize("length", BYTE_LENGTHS)
def test_bytes_kernel_matches_xxhash(length, seed):
    data = _random_bytes(length, seed)
    expected = xxhash.xxh64_intdigest(data.tobytes(), seed)
    assert int(xxh64_bytes(data, np.uint64(seed))) == expected


@pytest.mark.parametrize("seed", SEEDS)
@pytest.mark.parametrize("length", BYTE_LENGTHS)
def test_wrapper_bytes_matches_xxhash(length, seed):
    data = _random_bytes(length, seed)
    raw = data.tobytes()
    expected = xxhash.xxh64_intdigest(raw, seed)
    assert xxh64(raw, seed) == expected
    assert xxh64(bytearray(raw), seed) == expected
    assert xxh64(memoryview(raw), seed) == expected
    assert xxh64(data, seed) == expected


@pytest.mark.parametrize("seed", SEEDS)
@pytest.mark.parametrize("length", INT16_LENGTHS)
def test_int16_kernel_matches_xxhash(length, seed):
    arr = _random_int16(length, seed)
    if length >= 2:
        assert (arr < 0).any()
    expected = xxhash.xxh64_intdigest(arr.astype("<i2").tobytes(), seed)
    assert int(xxh64_int16(arr, np.uint64(seed))) == expected
    assert xxh64(arr, seed) == expected


def test_int16_all_negative_and_extremes():
    for arr in (
        np.full(37, -1, dtype=np.int16),
        np.full(33, -32768, dtype=np.int16),
        np.array([-32768, 32767] * 20, dtype=np.int16),
        np.arange(-35, 35, dtype=np.int16),
    ):
        for seed in SEEDS:
            expected = xxhash.xxh64_intdigest(arr.tobytes(), seed)
            assert int(xxh64_int16(arr, np.uint64(seed))) == expected


def test_int16_equals_bytes_kernel():
    arr = _random_int16(45, 3)
    for seed in SEEDS:
        via_bytes = xxh64_bytes(arr.view(np.uint8), np.uint64(seed))
        assert xxh64_int16(arr, np.uint64(seed)) == via_bytes


@numba.njit
def _hash_rows(states, seed):
    out = np.empty(states.shape[0], dtype=np.uint64)
    for i in range(states.shape[0]):
        out[i] = xxh64_int16(states[i], seed)
    return out


@pytest.mark.parametrize("seed", SEEDS)
@pytest.mark.parametrize("width", [1, 2, 3, 4, 15, 16, 17, 45, 180])
def test_int16_2d_rows_from_njit(width, seed):
    rng = np.random.default_rng(42 + width)
    states = rng.integers(-32768, 32768, size=(6, width), dtype=np.int16)
    states[:, 0] = -7
    assert states.flags.c_contiguous
    got = _hash_rows(states, np.uint64(seed))
    for i in range(states.shape[0]):
        expected = xxhash.xxh64_intdigest(states[i].tobytes(), seed)
        assert int(got[i]) == expected


def test_wrapper_non_contiguous_and_other_dtypes():
    base = np.arange(-50, 50, dtype=np.int16)
    strided = base[::3]
    assert not strided.flags.c_contiguous
    assert xxh64(strided, 9) == xxhash.xxh64_intdigest(strided.tobytes(), 9)
    two_d = base.reshape(10, 10)
    assert xxh64(two_d, 9) == xxhash.xxh64_intdigest(two_d.tobytes(), 9)
    big_endian = base.astype(">i2")
    assert xxh64(big_endian, 9) == xxhash.xxh64_intdigest(big_endian.tobytes(), 9)
    f64 = np.linspace(-1.0, 1.0, 13)
    assert xxh64(f64, 2**64 - 1) == xxhash.xxh64_intdigest(f64.tobytes(), 2**64 - 1)
    assert xxh64(b"") == xxhash.xxh64_intdigest(b"", 0)
    assert xxh64(b"abc", np.uint64(5)) == xxhash.xxh64_intdigest(b"abc", 5)


def test_wrapper_rejects_bad_input():
    with pytest.raises(ValueError):
        xxh64(b"abc", -1)
    with pytest.raises(ValueError):
        xxh64(b"abc", 2**64)
    with pytest.raises(TypeError):
        xxh64(b"abc", 1.5)
    with pytest.raises(TypeError):
        xxh64("abc")
    with pytest.raises(TypeError):
        xxh64(np.array([object()], dtype=object))

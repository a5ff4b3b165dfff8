"""XXH64 (the standard xxHash 64-bit algorithm) in numba nopython mode.

The solver hashes game states (1-D int16 arrays, or rows of a 2-D int16
array) millions of times per second from inside other ``@numba.njit`` code, so
the hash has to be callable from nopython mode without allocating.  This
module provides:

* :func:`xxh64_bytes` -- njit kernel over a 1-D contiguous ``np.uint8`` array.
* :func:`xxh64_int16` -- njit kernel over a 1-D contiguous ``np.int16`` array
  (or a row ``states[i]`` of a C-contiguous 2-D int16 array), hashing its
  little-endian bytes.  Lanes are assembled directly from the int16 values
  (four int16 -> one u64 lane, two int16 -> one u32), so no byte view or copy
  is made.
* :func:`xxh64` -- plain Python wrapper that validates its input and calls the
  appropriate kernel.

The implementation is bit-exact with the reference algorithm: the results are
checked bit for bit against the ``xxhash`` package
(``xxhash.xxh64_intdigest(data, seed)``) in ``tests/test_hashing.py``.

Numba typing note: mixing ``uint64`` with signed integer literals promotes to
``float64`` in numba, so every prime and every shift amount below is an
explicit ``np.uint64`` constant.  ``uint64`` multiplication and addition wrap
modulo 2**64, which is exactly what xxHash requires.
"""

from __future__ import annotations

import numpy as np

from engine.jit import njit

__all__ = ["xxh64", "xxh64_bytes", "xxh64_int16"]

# --- xxHash64 primes -------------------------------------------------------
_P1 = np.uint64(0x9E3779B185EBCA87)
_P2 = np.uint64(0xC2B2AE3D27D4EB4F)
_P3 = np.uint64(0x165667B19E3779F9)
_P4 = np.uint64(0x85EBCA77C2B2AE63)
_P5 = np.uint64(0x27D4EB2F165667C5)

# --- shift amounts (all uint64 so no signed/unsigned promotion occurs) -----
_U0 = np.uint64(0)
_S8 = np.uint64(8)
_S16 = np.uint64(16)
_S24 = np.uint64(24)
_S32 = np.uint64(32)
_S40 = np.uint64(40)
_S48 = np.uint64(48)
_S56 = np.uint64(56)
_S29 = np.uint64(29)
_S33 = np.uint64(33)
_MASK16 = np.uint64(0xFFFF)
_MASK8 = np.uint64(0xFF)

# rotation amounts used by XXH64, as (r, 64 - r) pairs
_R1, _R1C = np.uint64(1), np.uint64(63)
_R7, _R7C = np.uint64(7), np.uint64(57)
_R11, _R11C = np.uint64(11), np.uint64(53)
_R12, _R12C = np.uint64(12), np.uint64(52)
_R18, _R18C = np.uint64(18), np.uint64(46)
_R23, _R23C = np.uint64(23), np.uint64(41)
_R27, _R27C = np.uint64(27), np.uint64(37)
_R31, _R31C = np.uint64(31), np.uint64(33)


# --- core primitives -------------------------------------------------------
@njit(cache=True, inline="always")
def _round(acc, lane):
    acc = acc + lane * _P2
    acc = (acc << _R31) | (acc >> _R31C)
    return acc * _P1


@njit(cache=True, inline="always")
def _merge_round(acc, val):
    acc = acc ^ _round(_U0, val)
    return acc * _P1 + _P4


@njit(cache=True, inline="always")
def _converge(v1, v2, v3, v4):
    h = (
        ((v1 << _R1) | (v1 >> _R1C))
        + ((v2 << _R7) | (v2 >> _R7C))
        + ((v3 << _R12) | (v3 >> _R12C))
        + ((v4 << _R18) | (v4 >> _R18C))
    )
    h = _merge_round(h, v1)
    h = _merge_round(h, v2)
    h = _merge_round(h, v3)
    h = _merge_round(h, v4)
    return h


@njit(cache=True, inline="always")
def _mix_lane64(h, lane):
    h = h ^ _round(_U0, lane)
    return ((h << _R27) | (h >> _R27C)) * _P1 + _P4


@njit(cache=True, inline="always")
def _mix_lane32(h, lane32):
    h = h ^ (lane32 * _P1)
    return ((h << _R23) | (h >> _R23C)) * _P2 + _P3


@njit(cache=True, inline="always")
def _mix_byte(h, byte):
    h = h ^ (byte * _P5)
    return ((h << _R11) | (h >> _R11C)) * _P1


@njit(cache=True, inline="always")
def _avalanche(h):
    h = h ^ (h >> _S33)
    h = h * _P2
    h = h ^ (h >> _S29)
    h = h * _P3
    h = h ^ (h >> _S32)
    return h


# --- lane readers ----------------------------------------------------------
@njit(cache=True, inline="always")
def _u8_read64(data, i):
    return (
        np.uint64(data[i])
        | (np.uint64(data[i + 1]) << _S8)
        | (np.uint64(data[i + 2]) << _S16)
        | (np.uint64(data[i + 3]) << _S24)
        | (np.uint64(data[i + 4]) << _S32)
        | (np.uint64(data[i + 5]) << _S40)
        | (np.uint64(data[i + 6]) << _S48)
        | (np.uint64(data[i + 7]) << _S56)
    )


@njit(cache=True, inline="always")
def _u8_read32(data, i):
    return (
        np.uint64(data[i])
        | (np.uint64(data[i + 1]) << _S8)
        | (np.uint64(data[i + 2]) << _S16)
        | (np.uint64(data[i + 3]) << _S24)
    )


@njit(cache=True, inline="always")
def _i16(arr, j):
    # int16 -> its 16-bit two's-complement pattern, zero-extended to u64
    return np.uint64(np.uint16(arr[j])) & _MASK16


@njit(cache=True, inline="always")
def _i16_read64(arr, j):
    # four int16 values = 8 little-endian bytes
    return (
        _i16(arr, j)
        | (_i16(arr, j + 1) << _S16)
        | (_i16(arr, j + 2) << _S32)
        | (_i16(arr, j + 3) << _S48)
    )


@njit(cache=True, inline="always")
def _i16_read32(arr, j):
    # two int16 values = 4 little-endian bytes
    return _i16(arr, j) | (_i16(arr, j + 1) << _S16)


# --- public kernels --------------------------------------------------------
@njit(cache=True)
def xxh64_bytes(data, seed):
    """XXH64 of a 1-D contiguous ``np.uint8`` array with a uint64 ``seed``."""
    s = np.uint64(seed)
    n = data.shape[0]
    i = 0
    if n >= 32:
        v1 = s + _P1 + _P2
        v2 = s + _P2
        v3 = s
        v4 = s - _P1
        limit = n - 32
        while i <= limit:
            v1 = _round(v1, _u8_read64(data, i))
            v2 = _round(v2, _u8_read64(data, i + 8))
            v3 = _round(v3, _u8_read64(data, i + 16))
            v4 = _round(v4, _u8_read64(data, i + 24))
            i += 32
        h = _converge(v1, v2, v3, v4)
    else:
        h = s + _P5

    h = h + np.uint64(n)

    while i + 8 <= n:
        h = _mix_lane64(h, _u8_read64(data, i))
        i += 8
    if i + 4 <= n:
        h = _mix_lane32(h, _u8_read32(data, i))
        i += 4
    while i < n:
        h = _mix_byte(h, np.uint64(data[i]))
        i += 1

    return _avalanche(h)


@njit(cache=True, _nrt=False)     # allocation free: no reference counting
def xxh64_int16(arr, seed):
    """XXH64 of the little-endian bytes of a 1-D ``np.int16`` array.

    Equal to ``xxhash.xxh64_intdigest(arr.tobytes(), seed)`` (for a
    little-endian / native int16 array).  Works on rows of a C-contiguous
    2-D array (``xxh64_int16(states[i], seed)``) from inside njit code.
    Allocation free.
    """
    s = np.uint64(seed)
    m = arr.shape[0]  # number of int16 elements; byte length is 2 * m
    j = 0
    if m >= 16:  # >= 32 bytes
        v1 = s + _P1 + _P2
        v2 = s + _P2
        v3 = s
        v4 = s - _P1
        limit = m - 16
        while j <= limit:
            v1 = _round(v1, _i16_read64(arr, j))
            v2 = _round(v2, _i16_read64(arr, j + 4))
            v3 = _round(v3, _i16_read64(arr, j + 8))
            v4 = _round(v4, _i16_read64(arr, j + 12))
            j += 16
        h = _converge(v1, v2, v3, v4)
    else:
        h = s + _P5

    h = h + np.uint64(2 * m)

    while j + 4 <= m:
        h = _mix_lane64(h, _i16_read64(arr, j))
        j += 4
    if j + 2 <= m:
        h = _mix_lane32(h, _i16_read32(arr, j))
        j += 2
    if j < m:  # one int16 left = two trailing bytes, low byte first
        w = _i16(arr, j)
        h = _mix_byte(h, w & _MASK8)
        h = _mix_byte(h, w >> _S8)

    return _avalanche(h)


# --- Python wrapper --------------------------------------------------------
_NATIVE_INT16 = np.dtype(np.int16)
_LE_INT16 = np.dtype("<i2")


def xxh64(data: bytes | bytearray | memoryview | np.ndarray, seed: int = 0) -> int:
    """XXH64 of ``data`` as a Python int, bit-identical to
    ``xxhash.xxh64_intdigest(bytes(data), seed)``.

    ``data`` may be ``bytes``/``bytearray``/``memoryview`` or a numpy array;
    an array is hashed by the bytes of ``arr.tobytes()`` (C order, its own
    dtype byte order).  Native little-endian 1-D int16 arrays go straight to
    the allocation-free :func:`xxh64_int16` kernel.  ``seed`` must be an
    integer in ``[0, 2**64)``.
    """
    if isinstance(seed, (bool, np.bool_)) or not isinstance(seed, (int, np.integer)):
        raise TypeError(f"seed must be an int, got {type(seed).__name__}")
    seed = int(seed)
    if not 0 <= seed < 1 << 64:
        raise ValueError(f"seed must be in [0, 2**64), got {seed}")
    useed = np.uint64(seed)

    if isinstance(data, np.ndarray):
        if data.dtype.hasobject:
            raise TypeError("cannot hash an object-dtype array")
        if (
            data.ndim == 1
            and data.dtype == _LE_INT16
            and data.dtype == _NATIVE_INT16
        ):
            return int(xxh64_int16(np.ascontiguousarray(data), useed))
        buf = np.ascontiguousarray(data).reshape(-1).view(np.uint8)
        return int(xxh64_bytes(buf, useed))

    if isinstance(data, (bytes, bytearray)):
        buf = np.frombuffer(data, dtype=np.uint8)
    elif isinstance(data, memoryview):
        buf = np.frombuffer(data.tobytes() if not data.c_contiguous else data.cast("B"),
                            dtype=np.uint8)
    else:
        raise TypeError(
            f"data must be bytes, bytearray, memoryview or np.ndarray, "
            f"got {type(data).__name__}"
        )
    return int(xxh64_bytes(buf, useed))
